"""The render queue: renders a person waits for (decision images) go to the pool before the ones that only
bring messages up to date, and the pool never holds more than its workers plus one."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pytest

from rendering import worker
from rendering.worker import READY_AHEAD, RenderQueue


async def test_an_urgent_render_overtakes_the_waiting_ones() -> None:
    queue = RenderQueue(1)
    await queue.acquire(urgent=False)  # the one slot is taken
    order: list[str] = []

    async def take(name: str, urgent: bool) -> None:
        await queue.acquire(urgent)
        order.append(name)
        queue.release()

    waiting = [asyncio.create_task(take("hand", False)), asyncio.create_task(take("board", False))]
    await asyncio.sleep(0)
    waiting.append(asyncio.create_task(take("decision", True)))
    await asyncio.sleep(0)
    assert queue.waiting() == 3 and order == []
    queue.release()
    await asyncio.gather(*waiting)
    assert order == ["decision", "hand", "board"]


async def test_a_cancelled_render_gives_up_its_place() -> None:
    queue = RenderQueue(1)
    await queue.acquire(urgent=False)
    gave_up = asyncio.create_task(queue.acquire(urgent=True))
    await asyncio.sleep(0)
    gave_up.cancel()
    with pytest.raises(asyncio.CancelledError):
        await gave_up
    queue.release()
    await asyncio.wait_for(queue.acquire(urgent=False), 1)  # the slot is free again, not held by the cancelled one


class _CountingPool(ThreadPoolExecutor):
    """A one-thread pool that records how many renders it holds at once and in which order they started."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.held = 0
        self.most_held = 0
        self.started: list[str] = []
        self._count = threading.Lock()

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        with self._count:
            self.held += 1
            self.most_held = max(self.most_held, self.held)
        future = super().submit(fn, *args, **kwargs)
        future.add_done_callback(self._done)
        return future

    def _done(self, _future: Future[Any]) -> None:
        with self._count:
            self.held -= 1


@pytest.fixture
def pool() -> Iterator[_CountingPool]:
    pool = _CountingPool()
    worker.use_executor(pool)
    try:
        yield pool
    finally:
        worker.use_executor(None)
        pool.shutdown(wait=True)


def _render(pool: _CountingPool, name: str, gate: threading.Event) -> bytes:
    pool.started.append(name)
    gate.wait(5)
    time.sleep(0.01)
    return name.encode()


async def test_the_pool_holds_its_workers_and_one_more_and_decisions_start_first(pool: _CountingPool) -> None:
    gate = threading.Event()
    background = [asyncio.create_task(worker._run(_render, pool, f"hand {i}", gate)) for i in range(6)]
    await asyncio.sleep(0.05)
    decision = asyncio.create_task(worker._run(_render, pool, "decision", gate, urgent=True))
    await asyncio.sleep(0.05)
    gate.set()
    results = await asyncio.gather(*background, decision)
    assert results[-1] == b"decision"
    assert pool.most_held == 1 + READY_AHEAD
    # The first two hands were already in the pool; the decision comes before the other four.
    assert pool.started[:3] == ["hand 0", "hand 1", "decision"]
    assert pool.started[3:] == [f"hand {i}" for i in range(2, 6)]


async def test_item32_3_the_queue_counts_renders_waits_and_its_deepest_line(pool: _CountingPool) -> None:
    """Issue #32 item 3: the render queue's counts (``worker.COUNTS``, read by bench/discord_layer.py without
    a render): renders asked per kind, those that waited for a slot and how long, the deepest line, and
    ``queue_depth()`` as it is now."""
    for counts in worker.COUNTS.values():
        counts.reset()
    gate = threading.Event()
    hands = [asyncio.create_task(worker._run(_render, pool, f"hand {i}", gate)) for i in range(5)]
    await asyncio.sleep(0.05)
    assert worker.queue_depth() == 3  # two in the pool (one worker and one ready), three in line
    decision = asyncio.create_task(worker._run(_render, pool, "decision", gate, urgent=True))
    await asyncio.sleep(0.1)
    gate.set()
    await asyncio.gather(*hands, decision)
    assert worker.queue_depth() == 0
    rest, urgent = worker.COUNTS["rest"], worker.COUNTS["urgent"]
    assert (rest.asked, rest.waited, rest.deepest) == (5, 3, 3)
    assert (urgent.asked, urgent.waited, urgent.deepest) == (1, 1, 4)
    assert urgent.longest >= 0.09 and rest.longest >= 0.14 and rest.waiting_time >= rest.longest
    assert set(rest.as_dict()) == {"asked", "waited", "waiting_time", "longest", "deepest"}


async def test_item32_3_a_thread_board_goes_before_the_hand_dms_but_after_decisions(pool: _CountingPool) -> None:
    """Issue #32 item 3: a move's board (what the whole table waits for to see the move) is handed to the pool
    before hand DMs that came first, its own and other games'; a decision image a person waits for still
    goes before it."""
    gate = threading.Event()
    hands = [asyncio.create_task(worker._run(_render, pool, f"hand {i}", gate)) for i in range(4)]
    await asyncio.sleep(0.05)
    board = asyncio.create_task(worker._run(_render, pool, "board", gate, public=True))
    await asyncio.sleep(0.02)
    decision = asyncio.create_task(worker._run(_render, pool, "decision", gate, urgent=True))
    await asyncio.sleep(0.05)
    gate.set()
    await asyncio.gather(*hands, board, decision)
    assert pool.started == ["hand 0", "hand 1", "decision", "board", "hand 2", "hand 3"]
    assert worker.COUNTS["public"].asked >= 1


async def test_item32_3_boards_are_asked_for_as_thread_pictures() -> None:
    """``board_png`` puts its render in the boards' line (``public``), hand DMs in the rest."""
    asked: list[tuple[str, bool, bool]] = []

    async def run(fn: Any, *args: Any, urgent: bool = False, public: bool = False, **kwargs: Any) -> bytes:
        asked.append((fn.__name__, urgent, public))
        return b""

    original = worker._run
    worker._run = run  # type: ignore[assignment]
    try:
        await worker.board_png({})
        await worker.hand_png({})
        await worker.decision_png({})
    finally:
        worker._run = original  # type: ignore[assignment]
    assert asked == [("render_board", False, True), ("render_hand", False, False), ("render_decision", True, False)]


def test_item32_1_timed_call_gives_the_job_and_the_cpu_of_the_thread_that_ran_it() -> None:
    """The bench's render accounting: a job's result and its CPU where it ran; in a pool's thread that thread's
    CPU alone (a busy thread beside it does not count), not the wall time it slept."""

    def job() -> str:
        spent = time.thread_time() + 0.03
        while time.thread_time() < spent:
            pass
        time.sleep(0.05)  # waiting costs no CPU
        return "picture"

    stop = threading.Event()
    beside = threading.Thread(target=lambda: [None for _ in iter(stop.is_set, True)], daemon=True)
    beside.start()
    try:
        with ThreadPoolExecutor(max_workers=1) as pool:
            result, cpu = pool.submit(worker.timed_call, job).result()
    finally:
        stop.set()
        beside.join()
    assert result == "picture"
    assert 0.025 <= cpu < 0.06, cpu
