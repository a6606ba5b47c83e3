"""The service's per-user settings API (issue #20): validation, time zone and quiet hours, vacation,
standing orders per game or default; on both backends."""

from __future__ import annotations

from datetime import time

import pytest

from db.repository import Repository
from service.orders.standing_orders import StandingOrders
from service.people.user_settings import SettingsError
from service.people.users import UserSettingsService
from service.time.clock import FakeClock
from tests.db.factories import NOW, USERS


async def test_time_zone_quiet_hours_and_notifications(repo: Repository) -> None:
    users = UserSettingsService(repo, FakeClock(NOW))
    bo = await users.set_time(USERS[0], zone_name="Europe/Berlin", quiet_from="23:00", quiet_to="8")
    assert (bo.zone_name, bo.quiet.start, bo.quiet.end) == ("Europe/Berlin", time(23), time(8))  # type: ignore[union-attr]
    assert await users.get(USERS[0]) == bo
    moved = await users.set_time(USERS[0], quiet_to="07:30")  # one end changed, the other kept
    assert (moved.quiet.start, moved.quiet.end) == (time(23), time(7, 30))  # type: ignore[union-attr]
    assert (await users.set_time(USERS[0], quiet_from="off")).quiet is None
    with pytest.raises(SettingsError, match="time zone"):
        await users.set_time(USERS[0], zone_name="Europe/Atlantis")
    assert (await users.get(USERS[0])).zone_name == "Europe/Berlin"  # nothing stored on error
    digest = await users.set_notify(USERS[0], "digest", "19:00")
    assert (digest.notify, digest.digest_at) == ("digest", time(19))
    with pytest.raises(SettingsError):
        await users.set_notify(USERS[0], "smoke signals")
    table = await users.table([USERS[0], USERS[1], -3])
    assert set(table) == {USERS[0], USERS[1]} and table[USERS[1]].quiet is None


async def test_vacation_starts_now_and_ends_on_return(repo: Repository) -> None:
    clock = FakeClock(NOW)
    users = UserSettingsService(repo, clock)
    away = await users.go_away(USERS[1], days=2, strength="hard")
    assert away.vacation is not None and (away.vacation.start, away.vacation.until) == (NOW, NOW + 2 * 86400)
    assert [r.user_id for r in await repo.users.users_on_vacation(NOW + 3600)] == [USERS[1]]
    with pytest.raises(SettingsError):
        await users.go_away(USERS[1], days=0)
    with pytest.raises(SettingsError):
        await users.go_away(USERS[1], days=1, strength="godlike")
    assert (await users.come_back(USERS[1])).vacation is None
    assert (await users.get(USERS[1])).vacation is None


async def test_standing_orders_per_game_over_the_default(repo: Repository) -> None:
    users = UserSettingsService(repo, FakeClock(NOW))
    assert await users.orders(USERS[2], 7) == StandingOrders()
    await users.set_orders(USERS[2], StandingOrders(auto_roll=True))
    await users.set_orders(USERS[2], StandingOrders(discard="keep_build", night_bot="easy"), game_id=7)
    assert await users.orders(USERS[2], 7) == StandingOrders(discard="keep_build", night_bot="easy")
    assert await users.orders(USERS[2], 8) == StandingOrders(auto_roll=True)
    assert await users.clear_orders(USERS[2], 7) and not await users.clear_orders(USERS[2], 7)
    assert await users.orders(USERS[2], 7) == StandingOrders(auto_roll=True)  # the default applies again
