"""Quiet hours, vacations and sensible reminder times across time zones and DST (issue #20 items 1, 2)."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from db.users import UserSettingsRow
from service.people.user_settings import QuietHours, SettingsError, UserSettings, Vacation, parse_local_time, zone
from service.time.quiet_hours import (
    after_awake,
    available_at,
    awake_seconds,
    away_text,
    is_quiet,
    local_instant,
    next_awake,
    next_digest,
    quiet_periods,
    sensible_time,
)
from ui.i18n.catalogue import localize

H = 3600.0


def at(*args: int) -> float:
    return datetime(*args, tzinfo=UTC).timestamp()


def person(tz: str, start: str | None = "23:00", end: str | None = "08:00", **kw: object) -> UserSettings:
    return UserSettings(user_id=1, zone_name=tz, **kw).with_quiet(start, end)  # type: ignore[arg-type]


def test_berlin_winter_and_summer_quiet_hours_cross_midnight() -> None:
    bo = person("Europe/Berlin")
    assert not is_quiet(bo, at(2026, 1, 10, 21, 59))  # 22:59 CET
    assert is_quiet(bo, at(2026, 1, 10, 22, 0))  # 23:00 CET
    assert is_quiet(bo, at(2026, 1, 11, 6, 59))
    assert not is_quiet(bo, at(2026, 1, 11, 7, 0))  # 08:00 CET
    assert next_awake(bo, at(2026, 1, 11, 2, 0)) == at(2026, 1, 11, 7, 0)
    assert next_awake(bo, at(2026, 1, 11, 12, 0)) == at(2026, 1, 11, 12, 0)  # awake: now
    # Summer time: the same local hours are an hour earlier in UTC.
    assert is_quiet(bo, at(2026, 7, 1, 21, 0)) and not is_quiet(bo, at(2026, 7, 1, 20, 59))
    assert next_awake(bo, at(2026, 7, 1, 23, 0)) == at(2026, 7, 2, 6, 0)


def test_berlin_spring_forward_night_is_an_hour_shorter() -> None:
    """2026-03-29: clocks jump 02:00 CET -> 03:00 CEST; 23:00-08:00 lasts 8 hours that night."""
    bo = person("Europe/Berlin")
    periods = list(quiet_periods(bo, at(2026, 3, 29, 0), at(2026, 3, 29, 1)))
    assert periods == [(at(2026, 3, 28, 22), at(2026, 3, 29, 6))]
    assert awake_seconds(bo, at(2026, 3, 28, 12), at(2026, 3, 29, 12)) == 24 * H - 8 * H


def test_quiet_hours_ending_in_the_skipped_hour_end_at_the_jump() -> None:
    """22:00-02:30 in Berlin: 02:30 does not exist on 2026-03-29, quiet ends when the clock jumps (03:00)."""
    bo = person("Europe/Berlin", "22:00", "02:30")
    jump = at(2026, 3, 29, 1, 0)
    assert local_instant(datetime(2026, 3, 29).date(), time(2, 30), zone("Europe/Berlin")) == jump
    assert next_awake(bo, at(2026, 3, 29, 0, 30)) == jump
    assert is_quiet(bo, jump - 1) and not is_quiet(bo, jump)


def test_new_york_fall_back_night_is_an_hour_longer() -> None:
    """2026-11-01: clocks fall back 02:00 EDT -> 01:00 EST; 23:00-08:00 lasts 10 hours that night."""
    ann = person("America/New_York")
    start, end = next(iter(quiet_periods(ann, at(2026, 11, 1, 5), at(2026, 11, 1, 6))))
    assert (start, end) == (at(2026, 11, 1, 3), at(2026, 11, 1, 13))
    assert end - start == 10 * H


def test_a_time_that_occurs_twice_counts_once_at_its_first_occurrence() -> None:
    """22:00-01:30 in New York on 2026-11-01: quiet ends at the first 01:30 (EDT) and does not come back
    when the clock shows 01:00-01:30 again an hour later."""
    ann = person("America/New_York", "22:00", "01:30")
    first_0130 = at(2026, 11, 1, 5, 30)  # 01:30 EDT
    assert next_awake(ann, at(2026, 11, 1, 4)) == first_0130
    assert not is_quiet(ann, at(2026, 11, 1, 6, 15))  # 01:15 EST, the clock's second pass
    assert is_quiet(ann, at(2026, 11, 2, 3, 0))  # 22:00 EST the next evening


def test_daytime_quiet_hours_and_half_hour_zones() -> None:
    """Quiet hours need not cross midnight; India is UTC+05:30."""
    raj = person("Asia/Kolkata", "13:00", "14:30")
    assert is_quiet(raj, at(2026, 5, 4, 7, 30)) and not is_quiet(raj, at(2026, 5, 4, 7, 29))
    assert next_awake(raj, at(2026, 5, 4, 8)) == at(2026, 5, 4, 9)
    assert awake_seconds(raj, at(2026, 5, 4, 0), at(2026, 5, 5, 0)) == 24 * H - 1.5 * H


def test_clocks_skip_quiet_hours_when_finding_a_deadline() -> None:
    """12 awake hours from 20:00 Berlin (winter): 3 h until 23:00, then 9 h from 08:00 -> 17:00 next day."""
    bo = person("Europe/Berlin")
    deadline = after_awake(bo, at(2026, 1, 10, 19), 12 * H)
    assert deadline == at(2026, 1, 11, 16)
    assert awake_seconds(bo, at(2026, 1, 10, 19), deadline) == 12 * H
    # Started in quiet hours: nothing counts until they end.
    assert after_awake(bo, at(2026, 1, 11, 2), H) == at(2026, 1, 11, 8)


def test_reminders_move_to_the_end_of_quiet_hours_and_of_a_vacation() -> None:
    bo = person("Europe/Berlin")
    assert sensible_time(bo, at(2026, 1, 11, 2)) == at(2026, 1, 11, 7)  # 03:00 -> 08:00 local
    assert sensible_time(bo, at(2026, 1, 11, 12)) == at(2026, 1, 11, 12)
    trip = Vacation(start=at(2026, 1, 12), until=at(2026, 1, 15, 2), mode="bot", strength="hard")
    away = UserSettings(user_id=1, zone_name="Europe/Berlin", quiet=bo.quiet, vacation=trip)
    # The vacation ends at 03:00 local, in quiet hours: available at 08:00.
    assert available_at(away, at(2026, 1, 13)) == at(2026, 1, 15, 7)
    assert away.on_vacation(at(2026, 1, 13)) and not away.on_vacation(at(2026, 1, 15, 2))


def test_waits_on_text_says_when_they_are_back_in_each_readers_time() -> None:
    """Issue #29 item 13: Discord timestamps (each reader's own time), not '08:00 their time'."""
    bo = person("Europe/Berlin")
    assert localize(away_text("Bo", bo, at(2026, 1, 11, 2)), "en") == f"Bo is away until <t:{int(at(2026, 1, 11, 7))}:t>"
    assert away_text("Bo", bo, at(2026, 1, 11, 12)) is None
    trip = Vacation(start=at(2026, 1, 12), until=at(2026, 1, 15, 10))
    away = UserSettings(user_id=1, zone_name="Europe/Berlin", quiet=bo.quiet, vacation=trip)
    assert localize(away_text("Bo", away, at(2026, 1, 13)), "en") == f"Bo is on vacation until <t:{int(at(2026, 1, 15, 10))}:f>"


def test_digest_at_local_time_through_a_dst_change() -> None:
    ann = UserSettings(user_id=2, zone_name="America/New_York", notify="digest", digest_at=time(19))
    assert next_digest(ann, at(2026, 10, 31, 12)) == at(2026, 10, 31, 23)  # 19:00 EDT
    assert next_digest(ann, at(2026, 10, 31, 23)) == at(2026, 11, 2, 0)  # 19:00 EST next day
    assert next_digest(person("UTC"), at(2026, 1, 1)) is None


def test_settings_validation_and_row_round_trip() -> None:
    with pytest.raises(SettingsError, match="time zone"):
        UserSettings(user_id=1, zone_name="Mars/Olympus")
    with pytest.raises(SettingsError, match="HH:MM"):
        parse_local_time("25:00")
    with pytest.raises(SettingsError, match="different"):
        QuietHours(time(8), time(8))
    with pytest.raises(SettingsError, match="both ends"):
        person("UTC", "23:00", None)
    with pytest.raises(SettingsError, match="digest"):
        UserSettings(user_id=1, notify="digest")
    with pytest.raises(SettingsError, match="end after"):
        Vacation(start=10.0, until=5.0)
    assert parse_local_time("7") == time(7) and parse_local_time(" 07:30 ") == time(7, 30)
    full = UserSettings(
        user_id=9, zone_name="Asia/Tokyo", quiet=QuietHours(time(22), time(7)), notify="digest",
        digest_at=time(18, 30), vacation=Vacation(100.0, 200.0, "pause", "easy"),
    )  # fmt: skip
    row = full.to_row(now=5.0)
    assert row == UserSettingsRow(
        9, "Asia/Tokyo", "22:00", "07:00", "digest", "18:30", 100.0, 200.0, "pause", "easy", 5.0
    )
    assert UserSettings.from_row(row) == full
    assert UserSettings.from_row(UserSettingsRow(user_id=3)) == UserSettings(user_id=3)
    assert person("UTC", None, None).quiet is None


ZONES = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/Santiago", "UTC"]


@settings(max_examples=150, deadline=None)
@given(
    tz=st.sampled_from(ZONES),
    start=st.integers(0, 47),
    length=st.integers(1, 40),
    instant=st.floats(at(2025, 1, 1), at(2027, 12, 31)),
    awake=st.floats(0, 5 * 86400),
)
def test_quiet_hours_invariants_in_any_zone(tz: str, start: int, length: int, instant: float, awake: float) -> None:
    """In quiet hours exactly when waking is later; quiet periods never overlap; a clock's deadline and
    the awake seconds counted up to it agree; a night is 22-26 h apart from the next."""
    begin = time(start // 2, 30 * (start % 2))
    end_half = (start + length) % 48
    p = UserSettings(user_id=1, zone_name=tz, quiet=QuietHours(begin, time(end_half // 2, 30 * (end_half % 2))))
    woke = next_awake(p, instant)
    assert is_quiet(p, instant) == (woke > instant)
    assert not is_quiet(p, woke)
    periods = list(quiet_periods(p, instant - 3 * 86400, instant + 3 * 86400))
    assert all(a[1] <= b[0] and 20 * H <= b[0] - a[0] <= 28 * H for a, b in itertools.pairwise(periods))
    deadline = after_awake(p, instant, awake)
    assert deadline >= instant + awake
    assert awake_seconds(p, instant, deadline) == pytest.approx(awake, abs=1e-3)
