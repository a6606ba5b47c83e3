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
# How much lower than the bot's own the scheduling priority of background workers is (renders): when the
# machine's cores are all busy, the event loop, which answers people's clicks within Discord's 3 seconds,
# runs before a render of a message that is only being brought up to date. Measured with
# bench/discord_layer.py: at 100 concurrent games the two render workers stay busy all the time.
BACKGROUND_NICENESS = 5


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


def start_background_worker(then: Callable[[], object] | None = None) -> None:
    """``start_worker`` for a pool whose work nobody waits on with a deadline (renders): it also runs at a
    lower priority than the bot (BACKGROUND_NICENESS). Not for built-in players: their searches stop at
    a deadline, so a lower priority would make them play weaker on a busy machine."""
    os.nice(BACKGROUND_NICENESS)
    start_worker(then)
