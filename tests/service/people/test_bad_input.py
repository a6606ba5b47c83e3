"""Issue #29 item 20: typed settings that were accepted and meant something else are refused, each with a
sentence saying what would be accepted: the server's own time zone, clocks of microseconds, absences of a
moment, and numbers that Python's float() reads but a person did not write (1_2, 1e-9, full-width digits)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from service import GameService
from service.people.user_settings import SettingsError, parse_local_time, zone_names
from service.people.users import MAX_VACATION_DAYS, MIN_VACATION_DAYS, UserSettingsService
from service.time.clock import FakeClock
from service.time.game_clock import HOUR, ClockRules
from service.time.table_time import MIN_CLOCK_MINUTES, parse_clock
from ui.cards import CardTextError, parse_cards

USER = 4242


@pytest.fixture
async def users(tmp_path: Path) -> AsyncIterator[UserSettingsService]:
    service = await GameService.open(tmp_path / "u.sqlite3", synchronous="OFF")
    await service.start(verify="off")
    try:
        yield UserSettingsService(service.repo, FakeClock(1_800_000_000.0).now)
    finally:
        await service.close()


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("1e-9h+0", "not a duration"),  # main: a clock of 3.6 microseconds per move
        ("1_2h+0", "not a duration"),  # main: 12 h
        ("１２h+0", "not a duration"),  # full-width digits, main: 12 h
        ("12h+１d", "not a duration"),
        ("inf+0", "not a duration"),
        ("4m+0", f"from {MIN_CLOCK_MINUTES}m"),
        ("0.01h+0", f"from {MIN_CLOCK_MINUTES}m"),
        ("30m+1m", f"bank 0 or from {MIN_CLOCK_MINUTES}m"),
        ("12h+15d", "to 14d"),
    ],
)
def test_item20_a_clock_must_be_typed_in_digits_and_last_at_least_minutes(typed: str, says: str) -> None:
    with pytest.raises(SettingsError, match=says) as refused:
        parse_clock(typed)
    assert "e.g." in str(refused.value)


@pytest.mark.parametrize(
    ("typed", "rules"),
    [("5m+0", ClockRules(300.0, 0.0)), ("5m+5m", ClockRules(300.0, 300.0)), ("1.5h+2d", ClockRules(1.5 * HOUR, 48 * HOUR))],
)  # fmt: skip
def test_item20_clocks_at_the_minimum_and_with_decimals_are_accepted(typed: str, rules: ClockRules) -> None:
    assert parse_clock(typed) == rules


@pytest.mark.parametrize("typed", ["２３:００", "２3:00", "23:０0", "٢٣:٠٠"])
def test_item20_a_time_of_day_is_typed_in_ascii_digits(typed: str) -> None:
    with pytest.raises(SettingsError, match="HH:MM"):
        parse_local_time(typed)


@pytest.mark.parametrize("zone", ["localtime", "Factory", " localtime "])
async def test_item20_the_servers_own_zone_is_not_a_time_zone_to_choose(users: UserSettingsService, zone: str) -> None:
    """'localtime' is whatever zone the bot's machine runs in (another server, another zone): refused."""
    with pytest.raises(SettingsError, match=r"not a place's time zone.*Europe/Berlin"):
        await users.set_time(USER, zone_name=zone)
    assert (await users.get(USER)).zone_name == "UTC"
    assert "localtime" not in zone_names() and "Factory" not in zone_names()
    assert (await users.set_time(USER, zone_name="Asia/Tokyo")).zone_name == "Asia/Tokyo"


@pytest.mark.parametrize("days", [1e-09, 0.04, 0.0, -1.0, float("nan"), MAX_VACATION_DAYS + 1])
async def test_item20_an_absence_lasts_an_hour_to_sixty_days(users: UserSettingsService, days: float) -> None:
    with pytest.raises(SettingsError, match=r"at least 1 hour .* at most 60 days"):
        await users.go_away(USER, days=days)
    assert (await users.get(USER)).vacation is None


async def test_item20_an_absence_of_exactly_the_limits_is_accepted(users: UserSettingsService) -> None:
    for days in (MIN_VACATION_DAYS, 0.5, MAX_VACATION_DAYS):
        vacation = (await users.go_away(USER, days=days)).vacation
        assert vacation is not None and vacation.until - vacation.start == pytest.approx(days * 86400)


@pytest.mark.parametrize("typed", ["２ wool", "１ ore 1 wool", "١ ore"])
def test_item20_typed_cards_are_counted_in_ascii_digits(typed: str) -> None:
    """As every typed number (``cogs.interactions.inputs.number``): a count in other digits is refused with the example."""
    with pytest.raises(CardTextError, match="Write it like `2 wool 1 ore`"):
        parse_cards(typed)
    assert parse_cards("2 wool") == (0, 0, 0, 0, 2)
