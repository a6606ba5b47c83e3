"""Rendering off the event loop: the bot awaits these instead of calling the renderers directly.

Rendering is CPU work (10-40 ms); on the event loop it would stall every other command for that long.
Renders are pure functions of plain dicts, so they are safe in threads (the caches take locks, fonts
are per thread) and in processes (arguments and results pickle cheaply). A small dedicated thread pool
is the default: Pillow drops the GIL in its heavy steps (quantizing, zlib), and two workers match the
two cores of the bot's machine. Do not mutate a view while its render is in flight.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import TypeVar

from rendering.board import Highlight, render_board
from rendering.decision import render_decision
from rendering.hand import render_hand, render_hand_digest, render_hand_if_changed
from rendering.new_pieces import NewPieces

T = TypeVar("T")

_executor: Executor | None = None
_lock = threading.Lock()
DEFAULT_WORKERS = 2
# Renders handed to the pool beyond one per worker: the next render is ready when a worker finishes,
# without waiting for the event loop to hand it over.
READY_AHEAD = 1


class QueueCounts:
    """What renders of one kind met in the render queue (issue #32 item 3; bench/discord_layer.py prints
    them): how many were asked for, how many waited for a slot, how long (event-loop time, from asking to
    being handed over), and the most renders waiting when one joined the line. Plain numbers: reading them
    needs neither Pillow nor a render."""

    __slots__ = ("asked", "deepest", "longest", "waited", "waiting_time")

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.asked = 0
        self.waited = 0
        self.waiting_time = 0.0
        self.longest = 0.0
        self.deepest = 0

    def as_dict(self) -> dict[str, float]:
        return {name: getattr(self, name) for name in self.__slots__}


# The render queues' counts since start (or the last reset), for every loop: urgent renders (decision
# images), the game threads' boards, and the rest (hand DMs, statistics).
COUNTS: dict[str, QueueCounts] = {"urgent": QueueCounts(), "public": QueueCounts(), "rest": QueueCounts()}


class RenderQueue:
    """The renders of one event loop waiting for the pool, handed over ``slots`` at a time: urgent ones (a
    person is looking at a reply that waits for the picture) first, then the boards of the games' threads
    (``public``), then the rest in the order they came.

    The pool's own queue is first come, first served: with many busy games a decision image for a menu
    a player just opened waited behind every board and hand DM being brought up to date (measured with
    bench/discord_layer.py at 100 concurrent games: 28 s for decisions, 17 s for hands). A move's board
    goes before the hand DMs (its own, rendered at the same time, and other games'): the thread is what the
    whole table waits for to see the move, and a game has at most one board in line (its messages are
    shown under one lock), so the hands cannot starve. The pictures are the same; only their order
    changes."""

    def __init__(self, slots: int) -> None:
        self._free = slots
        self._urgent: deque[asyncio.Future[None]] = deque()
        self._public: deque[asyncio.Future[None]] = deque()
        self._rest: deque[asyncio.Future[None]] = deque()

    def waiting(self) -> int:
        return len(self._urgent) + len(self._public) + len(self._rest)

    async def acquire(self, urgent: bool, public: bool = False) -> None:
        """Wait for a slot: ``urgent`` before anything, else ``public`` (a thread's picture) before the rest."""
        kind = "urgent" if urgent else "public" if public else "rest"
        counts = COUNTS[kind]
        counts.asked += 1
        if self._free > 0 and not self.waiting():
            self._free -= 1
            return
        line = self._urgent if urgent else self._public if public else self._rest
        loop = asyncio.get_running_loop()
        waiter = loop.create_future()
        line.append(waiter)
        counts.deepest = max(counts.deepest, self.waiting())
        asked = loop.time()
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release()  # handed a slot as it was cancelled: pass it on
            else:
                with contextlib.suppress(ValueError):
                    line.remove(waiter)
            raise
        waited = loop.time() - asked
        counts.waited += 1
        counts.waiting_time += waited
        counts.longest = max(counts.longest, waited)

    def release(self) -> None:
        for line in (self._urgent, self._public, self._rest):
            while line:
                waiter = line.popleft()
                if not waiter.done():  # a cancelled waiter gave up its place
                    waiter.set_result(None)
                    return
        self._free += 1


_queues: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, RenderQueue] = weakref.WeakKeyDictionary()


def _queue() -> RenderQueue:
    loop = asyncio.get_running_loop()
    queue = _queues.get(loop)
    if queue is None:
        workers = getattr(executor(), "_max_workers", DEFAULT_WORKERS)
        queue = _queues[loop] = RenderQueue(workers + READY_AHEAD)
    return queue


def queue_depth() -> int:
    """How many renders of the running loop wait for the pool now (0 without a queue yet)."""
    queue = _queues.get(asyncio.get_running_loop())
    return queue.waiting() if queue is not None else 0


def executor() -> Executor:
    """The shared render pool (created on first use)."""
    global _executor
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=DEFAULT_WORKERS, thread_name_prefix="render")
        return _executor


def timed_call(job: Callable[[], T]) -> tuple[T, float]:
    """``job()`` and the CPU seconds it took where it ran, for a bench's render accounting (bench/bot_process.py
    hands each render to the pool through this, to add each move's render CPU up; the bot itself never does).

    In a worker process's main thread, the process's CPU time (a worker runs one job at a time; a library's
    helper threads count too); in a pool's thread, that thread's alone (others render beside it)."""
    clock = time.process_time if threading.current_thread() is threading.main_thread() else time.thread_time
    started = clock()
    result = job()
    return result, clock() - started


def use_executor(pool: Executor | None) -> None:
    """Render on ``pool`` instead (e.g. a ProcessPoolExecutor; None: back to the default thread pool).

    The caller owns the pool and shuts it down.
    """
    global _executor
    with _lock:
        _executor = pool
        _queues.clear()  # the next renders count the new pool's workers


async def _run(
    fn: Callable[..., T], *args: object, urgent: bool = False, public: bool = False, **kwargs: object
) -> T:
    """``fn(*args, **kwargs)`` on the render pool, once the queue hands this render over (``urgent``: before
    the renders that nobody is waiting on; ``public``: a thread's picture, before the hand DMs)."""
    loop = asyncio.get_running_loop()
    queue = _queue()
    await queue.acquire(urgent, public)
    try:
        return await loop.run_in_executor(executor(), functools.partial(fn, *args, **kwargs))
    finally:
        queue.release()


async def board_png(
    view: dict,
    names: Sequence[str] | None = None,
    *,
    highlight: Highlight | None = None,
    show_numbers: bool = False,
    new_pieces: NewPieces | None = None,
    language: str | None = None,
) -> bytes:
    """``language``: the game's (``ui.i18n.languages.game_language``): a tag, so the request stays small."""
    return await _run(
        render_board, view, names, highlight=highlight, show_numbers=show_numbers, new_pieces=new_pieces,
        language=language, public=True,
    )


async def decision_png(
    view: dict,
    names: Sequence[str] | None = None,
    seat: int | None = None,
    kind: str | None = None,
    origin: int | None = None,
    language: str | None = None,
) -> bytes:
    """``language``: its reader's (the person who opened the menu)."""
    # A decision image goes with the menu a player just opened: they are waiting for it.
    return await _run(render_decision, view, names, seat, kind, origin, language=language, urgent=True)


async def hand_png(view: dict, names: Sequence[str] | None = None, language: str | None = None) -> bytes:
    """``language``: the hand's reader's (the language of their hand DM)."""
    return await _run(render_hand, view, names, language=language)


async def hand_if_changed(view: dict, names: Sequence[str] | None = None, shown: str | None = None,
                          language: str | None = None) -> tuple[str, bytes | None]:  # fmt: skip
    """``render_hand_if_changed``: the picture's digest, and its bytes unless the digest is ``shown``."""
    return await _run(render_hand_if_changed, view, names, shown, language=language)


async def hand_digest(view: dict, names: Sequence[str] | None = None, language: str | None = None) -> str:
    """``render_hand_digest``: the digest of the hand's picture, nothing encoded."""
    return await _run(render_hand_digest, view, names, language=language)


async def stats_png(stats: dict, names: Sequence[str] | None = None, title: str | None = None,
                    language: str | None = None) -> bytes:  # fmt: skip
    """``language``: the game's; ``title``: in it (None: "Game statistics" in it)."""
    from rendering.stats import render_stats  # imported on first use: only finished games need it

    return await _run(render_stats, stats, names, title, language=language)
