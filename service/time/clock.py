"""The one clock of the service and its background tasks (issue #20 item 6): time is injected, not read.

Everything that asks "what time is it" (move timestamps, reminders, AFK take-overs, game clocks, quiet
hours) takes a ``Clock``. The bot runs on ``SystemClock``; tests and ``bench/async_table.py`` pass a
``FakeClock`` and advance it, so days of play take seconds and every wait is reproducible.

``now()`` is epoch seconds (what the database stores), ``utcnow()`` the same instant as an aware UTC
datetime (what time-zone arithmetic needs), ``sleep(s)`` waits ``s`` seconds of *this* clock: a fake
clock's sleepers wake when it is advanced past their time, never by the wall clock.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from datetime import UTC, datetime
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the epoch (UTC)."""
        ...

    def utcnow(self) -> datetime:
        """The same instant as ``now()``, an aware datetime in UTC."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` of this clock's time."""
        ...


def to_datetime(epoch: float) -> datetime:
    """Epoch seconds as an aware UTC datetime."""
    return datetime.fromtimestamp(epoch, UTC)


def to_epoch(instant: datetime) -> float:
    """An aware datetime as epoch seconds (a naive one is refused: it names no instant)."""
    if instant.tzinfo is None:
        raise ValueError("a naive datetime names no instant; give it a time zone")
    return instant.timestamp()


class SystemClock:
    """The real time of the machine."""

    def now(self) -> float:
        return time.time()

    def utcnow(self) -> datetime:
        return datetime.now(UTC)

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))

    def __call__(self) -> float:
        # So a clock can be passed where a ``time.time``-like callable is expected (GameService(clock=...)).
        return self.now()


class FakeClock:
    """A clock that moves only when told to (``advance``, ``set``), for tests and simulations.

    Sleepers (``await clock.sleep(s)``) are woken in time order when the clock passes their time; each
    wake-up lets the event loop run once, so a task woken at t sees the clock at t if it reads it at once.
    """

    def __init__(self, start: float | datetime = 1_767_225_600.0) -> None:  # 2026-01-01 00:00 UTC
        self._now = to_epoch(start) if isinstance(start, datetime) else float(start)
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self._now

    def utcnow(self) -> datetime:
        return to_datetime(self._now)

    def __call__(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + seconds, next(self._order), future))
        await future

    @property
    def sleeping(self) -> int:
        """How many sleepers wait for a later time."""
        return sum(1 for _, _, f in self._sleepers if not f.done())

    def next_wake(self) -> float | None:
        """The time of the earliest sleeper, if any."""
        while self._sleepers and self._sleepers[0][2].done():
            heapq.heappop(self._sleepers)  # cancelled sleepers
        return self._sleepers[0][0] if self._sleepers else None

    def set(self, instant: float | datetime) -> None:
        """Jump to ``instant`` (never backwards: time that ran back would break every 'since')."""
        target = to_epoch(instant) if isinstance(instant, datetime) else float(instant)
        if target < self._now:
            raise ValueError("a clock does not run backwards")
        self._now = target

    def advance_sync(self, seconds: float) -> None:
        """Move forward without waking sleepers (for code without an event loop: the benchmark, pure tests)."""
        if seconds < 0:
            raise ValueError("a clock does not run backwards")
        self._now += seconds

    async def advance(self, seconds: float) -> None:
        """Move forward ``seconds``, waking every sleeper due on the way, in order, at its own time."""
        if seconds < 0:
            raise ValueError("a clock does not run backwards")
        end = self._now + seconds
        while True:
            due = self.next_wake()
            if due is None or due > end:
                break
            _, _, future = heapq.heappop(self._sleepers)
            self._now = max(self._now, due)
            future.set_result(None)
            for _ in range(3):  # let the woken task run up to its next await
                await asyncio.sleep(0)
        self._now = end
