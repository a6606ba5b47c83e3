"""Where the bot's pictures are rendered when it runs against the fake Discord in tests.

A bot started on its own starts two render worker processes (a new interpreter each, importing Pillow
and the renderers; the suite starts the bot dozens of times). Tests share instead:

- ``shared_render_pool()``: one pool of real render worker processes per test process, warmed up once and
  handed to every bot it starts (``CatanBot(render_pool=...)``), so pictures are still the real ones,
  rendered in other processes as in production.
- ``PlaceholderRenders``: for long games whose tests look at no picture, or at only some kinds (a whole
  game is 20-40 s of rendering CPU). Every render returns bytes that name the renderer and a digest of its input: the same
  input gives the same bytes and different inputs different ones, so the bot's "did this image change?"
  decisions (the edit ledger) stay what they are with real pictures. A hand's "picture" is a digest of its
  view and names (``render_hand_if_changed``: the same input keeps the DM's image, as an unchanged picture does). Tests that check pictures (the
  public-image audit, the statistics PNG) keep real renders.
"""

from __future__ import annotations

import atexit
import functools
import hashlib
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any

import rendering
from rendering.words import recording_drawn_text
from service import workers

WORKERS = 2  # as the bot's own pool (cogs.app.client.RENDER_WORKERS)

_shared: DrawingPool | None = None


def shared_render_pool() -> Executor:
    """This process's pool of warmed-up render workers (started on first use, shut down at exit), which hands
    back with each picture the text it drew (``DRAWN``)."""
    global _shared
    if _shared is None or getattr(_shared._pool, "_broken", False):
        pool = workers.process_pool(WORKERS, then=_warm_up_and_record)  # fmt: skip
        for started in [pool.submit(rendering.warm_up) for _ in range(WORKERS)]:
            started.result()  # the workers and their palettes are ready before any bot waits on a render
        atexit.register(pool.shutdown, wait=False, cancel_futures=True)
        _shared = DrawingPool(pool)
    return _shared


# The text the shared pool's workers drew, (renderer, string), in the order their pictures came back: the e2e
# tests check it for words that escaped the catalogue (issue #33 item 4: tests/bot/conftest.py) and empty it.
DRAWN: list[tuple[str, str]] = []
_drawn_here: list[str] | None = None  # in a worker: what it drew since its last picture went back


def _warm_up_and_record() -> None:
    """A worker's start: warmed up, and recording every string it draws for the rest of its life (one open
    ``recording_drawn_text``: what a cached part drew is recorded when it is drawn, the first time)."""
    global _drawn_here
    rendering.warm_up()
    _drawn_here = recording_drawn_text().__enter__()


def _drawing(fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> tuple[Any, list[str]]:
    result = fn(*args, **kwargs)
    drawn = list(_drawn_here or ())
    if _drawn_here is not None:
        _drawn_here.clear()
    return result, drawn


class DrawingPool(Executor):
    """A process pool whose renders hand back, besides their picture, the strings they drew (into ``DRAWN``)."""

    def __init__(self, pool: ProcessPoolExecutor) -> None:
        self._pool = pool
        self._max_workers = WORKERS  # what rendering.worker sizes its queue by

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        outer: Future[Any] = Future()
        name = getattr(getattr(fn, "func", fn), "__name__", "render")

        def done(inner: Future[tuple[Any, list[str]]]) -> None:
            if inner.cancelled():
                outer.cancel()
            elif (error := inner.exception()) is not None:
                outer.set_exception(error)
            else:
                result, drawn = inner.result()
                DRAWN.extend((name, text) for text in drawn)
                outer.set_result(result)

        self._pool.submit(_drawing, fn, *args, **kwargs).add_done_callback(done)
        return outer

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)


class PlaceholderRenders(Executor):
    """Each render's result is ``placeholder <renderer> <digest of its input>``, except for the renderers
    named in ``real`` (e.g. ``{"render_board"}``), which run on ``pool`` (default: the shared pool)."""

    def __init__(self, real: frozenset[str] = frozenset(), pool: Executor | None = None) -> None:
        self.real = real
        self.pool = pool if pool is not None or not real else shared_render_pool()
        self.renders: dict[str, int] = {}  # renderer name -> how many times it was asked

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        if isinstance(fn, functools.partial):  # rendering.worker passes each render as a partial
            fn, args, kwargs = fn.func, fn.args + args, {**fn.keywords, **kwargs}
        name = getattr(fn, "__name__", type(fn).__name__)
        self.renders[name] = self.renders.get(name, 0) + 1
        if name in self.real and self.pool is not None:
            return self.pool.submit(fn, *args, **kwargs)
        done: Future[Any] = Future()
        if name == "render_hand_if_changed":  # (picture digest, bytes or None when the digest is ``shown``)
            view, names, shown = (*args, None, None)[:3]
            digest = hashlib.sha256(repr((view, names)).encode()).hexdigest()
            done.set_result((digest, None if digest == shown else f"placeholder {name} {digest}".encode()))
            return done
        digest = hashlib.sha256(repr((args, sorted(kwargs.items()))).encode()).hexdigest()
        done.set_result(f"placeholder {name} {digest}".encode())
        return done
