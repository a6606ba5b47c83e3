"""Worker processes (renders, built-in players) that end when the bot process that started them ends.

A pool worker waits on its task queue for ever, and it holds that queue's write end itself, so a bot
killed with SIGKILL (or by the out-of-memory killer) leaves its workers behind, each holding its share of
memory. Every pool's initializer starts a thread that ends the worker once its parent is gone.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable

PARENT_CHECK_SECONDS = 1.0


def start_worker(then: Callable[[], object] | None = None) -> None:
    """A pool's ``initializer``: end this worker with its parent, then run ``then`` (e.g. a warm-up)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:  # an orphan is handed to init (or a subreaper): its parent id changes
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)  # no clean-up to do: the worker holds nothing but its share of the pool's queues

    threading.Thread(target=watch, name="catanbot-exit-with-parent", daemon=True).start()
    if then is not None:
        then()
