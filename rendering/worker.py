"""Rendering off the event loop: the bot awaits these instead of calling the renderers directly.

Rendering is CPU work (10-40 ms); on the event loop it would stall every other command for that long.
Renders are pure functions of plain dicts, so they are safe in threads (the caches take locks, fonts
are per thread) and in processes (arguments and results pickle cheaply). A small dedicated thread pool
is the default: Pillow drops the GIL in its heavy steps (quantizing, zlib), and two workers match the
two cores of the bot's machine. Do not mutate a view while its render is in flight.
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import TypeVar

from rendering.board import Highlight, render_board
from rendering.decision import render_decision
from rendering.hand import render_hand
from rendering.new_pieces import NewPieces

T = TypeVar("T")

_executor: Executor | None = None
_lock = threading.Lock()


def executor() -> Executor:
    """The shared render pool (created on first use)."""
    global _executor
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="render")
        return _executor


def use_executor(pool: Executor | None) -> None:
    """Render on ``pool`` instead (e.g. a ProcessPoolExecutor; None: back to the default thread pool).

    The caller owns the pool and shuts it down.
    """
    global _executor
    with _lock:
        _executor = pool


async def _run(fn: Callable[..., T], *args: object, **kwargs: object) -> T:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(executor(), functools.partial(fn, *args, **kwargs))


async def board_png(
    view: dict,
    names: Sequence[str] | None = None,
    *,
    highlight: Highlight | None = None,
    show_numbers: bool = False,
    new_pieces: NewPieces | None = None,
) -> bytes:
    return await _run(render_board, view, names, highlight=highlight, show_numbers=show_numbers, new_pieces=new_pieces)


async def decision_png(
    view: dict,
    names: Sequence[str] | None = None,
    seat: int | None = None,
    kind: str | None = None,
    origin: int | None = None,
) -> bytes:
    return await _run(render_decision, view, names, seat, kind, origin)


async def hand_png(view: dict, names: Sequence[str] | None = None) -> bytes:
    return await _run(render_hand, view, names)


async def stats_png(stats: dict, names: Sequence[str] | None = None, title: str = "Game statistics") -> bytes:
    from rendering.stats import render_stats  # imported on first use: only finished games need it

    return await _run(render_stats, stats, names, title)
