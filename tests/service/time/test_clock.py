"""The injectable clock (issue #20 item 6): a fake clock runs days of waiting in no time, in order."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta, timezone

import pytest

from service.time.clock import FakeClock, SystemClock, to_datetime, to_epoch


def test_fake_clock_reads_the_same_instant_both_ways() -> None:
    clock = FakeClock(datetime(2026, 3, 29, 0, 30, tzinfo=UTC))
    assert clock.utcnow() == datetime(2026, 3, 29, 0, 30, tzinfo=UTC)
    assert to_datetime(clock.now()) == clock.utcnow() and clock() == clock.now()
    clock.advance_sync(3600)
    assert clock.utcnow().hour == 1
    assert to_epoch(datetime(2026, 1, 1, 1, tzinfo=timezone(timedelta(hours=1)))) == to_epoch(
        datetime(2026, 1, 1, tzinfo=UTC)
    )


def test_naive_datetimes_and_time_running_back_are_refused() -> None:
    with pytest.raises(ValueError, match="naive"):
        to_epoch(datetime(2026, 1, 1))
    clock = FakeClock(1000.0)
    with pytest.raises(ValueError, match="backwards"):
        clock.set(999.0)
    with pytest.raises(ValueError, match="backwards"):
        clock.advance_sync(-1)


async def test_fake_clock_wakes_sleepers_in_time_order_at_their_own_time() -> None:
    clock = FakeClock(0.0)
    woke: list[tuple[str, float]] = []

    async def sleeper(name: str, seconds: float) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now()))

    tasks = [asyncio.create_task(sleeper(n, s)) for n, s in (("day", 86400), ("hour", 3600), ("week", 7 * 86400))]
    await asyncio.sleep(0)
    assert clock.sleeping == 3 and clock.next_wake() == 3600
    started = time.perf_counter()
    await clock.advance(2 * 86400)
    assert woke == [("hour", 3600.0), ("day", 86400.0)]
    assert clock.now() == 2 * 86400 and clock.sleeping == 1
    await clock.advance(6 * 86400)
    assert woke[-1] == ("week", 7 * 86400.0)
    await asyncio.gather(*tasks)
    assert time.perf_counter() - started < 1.0  # a week of waiting, in no time


async def test_a_cancelled_sleeper_is_forgotten() -> None:
    clock = FakeClock(0.0)
    task = asyncio.create_task(clock.sleep(60))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert clock.next_wake() is None
    await clock.advance(120)
    assert clock.now() == 120


async def test_system_clock_is_the_machine_time() -> None:
    clock = SystemClock()
    assert abs(clock.now() - time.time()) < 5 and abs(clock() - time.time()) < 5
    assert abs((clock.utcnow() - datetime.now(UTC)).total_seconds()) < 5
    await clock.sleep(0)
