"""Worker processes (renders, built-in players) that end when the bot process that started them ends.

A pool worker waits on its task queue for ever, and it holds that queue's write end itself, so a bot
killed with SIGKILL (or by the out-of-memory killer) leaves its workers behind, each holding its share of
memory. Every pool's initializer starts a thread that ends the worker once its parent is gone.

How the worker learns it: a "spawn" worker gets the read end of a pipe whose write end only its parent
holds (``multiprocessing.parent_process().sentinel``); the kernel closes it when the parent dies, however
it dies, and the read end then reports end of file at once. That is exact even when the parent died before
the initializer ran (the worker's start, which imports the bot's modules, takes seconds on a busy machine):
watching ``os.getppid()`` from then on would have watched init (or a subreaper) for ever. A worker started
some other way (no sentinel) falls back to comparing ``os.getppid()`` with the parent's recorded pid. Not
``prctl(PR_SET_PDEATHSIG)``: Linux sends it when the *thread* that started the worker ends, and pools start
workers from whichever thread submits, so a worker would die with a finished helper thread.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

PARENT_CHECK_SECONDS = 1.0
# How much lower than the bot's own the scheduling priority of background workers is (renders): when the
# machine's cores are all busy, the event loop, which answers people's clicks within Discord's 3 seconds,
# runs before a render of a message that is only being brought up to date. Measured with
# bench/discord_layer.py: at 100 concurrent games the two render workers stay busy all the time.
BACKGROUND_NICENESS = 5


def _parent_gone(parent: multiprocessing.process.BaseProcess | None, parent_pid: int) -> bool:
    """Wait up to PARENT_CHECK_SECONDS; whether the parent has ended."""
    if parent is not None and parent.sentinel is not None:
        return bool(multiprocessing.connection.wait([parent.sentinel], timeout=PARENT_CHECK_SECONDS))
    threading.Event().wait(PARENT_CHECK_SECONDS)
    return os.getppid() != parent_pid  # an orphan is handed to init (or a subreaper): its parent id changes


def start_worker(then: Callable[[], object] | None = None) -> None:
    """A pool's ``initializer``: end this worker with its parent, then run ``then`` (e.g. a warm-up)."""
    parent = multiprocessing.parent_process()
    parent_pid = parent.pid if parent is not None and parent.pid is not None else os.getppid()

    def watch() -> None:
        while not _parent_gone(parent, parent_pid):
            pass
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


def process_pool(workers: int, *, background: bool = False, then: Callable[[], object] | None = None) -> ProcessPoolExecutor:
    """A pool of ``workers`` "spawn" processes that end with this one (``background``: at a lower priority,
    for renders; ``then``: run in each worker once it started, e.g. a warm-up). "spawn", not "fork": a
    forked worker would copy the bot's threads' locks in whatever state they were, and its memory."""
    return ProcessPoolExecutor(
        max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
        initializer=start_background_worker if background else start_worker, initargs=(then,),
    )  # fmt: skip


def stop_pool(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down at once: queued work is cancelled and the workers are ended (SIGTERM), including
    one still starting or in the middle of a task. ``shutdown(wait=False)`` alone leaves them running, and
    the interpreter's exit then waits for each to start and finish its task: on a busy machine a worker
    starting (importing the bot, warming up) took 20 s, which a demo whose bot did not become ready spent
    hanging after its error. Only for a pool whose results nobody needs any more (its owner is closing)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # Python 3.14: terminate_workers()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
