"""Game clocks: a per-move limit plus a bank per player, counted outside quiet hours (issue #20 item 3)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.people.user_settings import UserSettings, Vacation
from service.time.game_clock import (
    DECIDE,
    TAKE_SEAT,
    ClockRules,
    GameClocks,
    Remaining,
    Timeout,
    counted_seconds,
    duration_text,
    status_text,
)
from ui.i18n.catalogue import localize

H = 3600.0


def at(*args: int) -> float:
    return datetime(*args, tzinfo=UTC).timestamp()


BO = UserSettings(user_id=1, zone_name="Europe/Berlin").with_quiet("23:00", "08:00")
ANN = UserSettings(user_id=2, zone_name="America/New_York").with_quiet("23:00", "07:00")
ALWAYS = UserSettings(user_id=3)  # no quiet hours
RULES = ClockRules(per_move=12 * H, bank=3 * 24 * H)


def test_rules_round_trip_and_off_by_default() -> None:
    assert ClockRules.from_json(RULES.to_json()) == RULES
    assert RULES.to_json() == {"per_move_hours": 12.0, "bank_hours": 72.0, "on_timeout": DECIDE}
    assert ClockRules.from_json(None) is None and ClockRules.from_json({}) is None
    with pytest.raises(ValueError):
        ClockRules(per_move=0, bank=H)
    with pytest.raises(ValueError):
        ClockRules(per_move=H, bank=H, on_timeout="explode")


def test_per_move_time_first_then_the_bank_and_only_while_awake() -> None:
    clocks = GameClocks.start(RULES, 3)
    start = at(2026, 1, 10, 19)  # 20:00 in Berlin
    clocks.sync([0], {0: BO, 1: ANN, 2: ALWAYS}, start)
    assert clocks.owed == {0: start}
    # At 10:00 next day (Berlin): 3 h before 23:00 and 2 h after 08:00 count, the night does not.
    later = at(2026, 1, 11, 9)
    assert counted_seconds(BO, start, later) == 5 * H
    assert clocks.remaining(0, BO, later) == Remaining(7 * H, 72 * H)
    # Bo answers at 19:00 next day: 3 h + 11 h = 14 h used, 2 h of it from the bank.
    clocks.sync([1], {0: BO, 1: ANN, 2: ALWAYS}, at(2026, 1, 11, 18))
    assert clocks.banks[0] == 70 * H and 0 not in clocks.owed and 1 in clocks.owed
    assert clocks.remaining(0, BO, at(2026, 1, 12)) == Remaining(12 * H, 70 * H)


def test_deadline_skips_quiet_hours_and_timeout_is_reported_once() -> None:
    rules = ClockRules(per_move=2 * H, bank=H, on_timeout=TAKE_SEAT)
    clocks = GameClocks.start(rules, 2)
    since = at(2026, 1, 10, 21)  # 22:00 Berlin: 1 h awake, then quiet until 08:00 (07:00 UTC)
    persons = {0: BO, 1: ALWAYS}
    clocks.sync([0, 1], persons, since)
    assert clocks.deadline(0, BO) == at(2026, 1, 11, 9)  # 1 h tonight + 2 h from 08:00
    assert clocks.deadline(1, ALWAYS) == since + 3 * H
    assert clocks.next_deadline(persons) == since + 3 * H
    assert clocks.due(persons, since + 3 * H - 1) == []
    assert clocks.due(persons, since + 3 * H) == [Timeout(1, TAKE_SEAT, since)]
    assert clocks.due(persons, since + 4 * H) == []  # reported once
    assert clocks.next_deadline(persons) == at(2026, 1, 11, 9)
    assert clocks.due(persons, at(2026, 1, 11, 9)) == [Timeout(0, TAKE_SEAT, since)]
    # The built-in player answered for seat 1: its bank is spent, its next decision has the per-move time.
    clocks.sync([0], persons, since + 3 * H + 60)
    assert clocks.banks[1] == 0 and 1 not in clocks.timed_out
    clocks.sync([0, 1], persons, since + 4 * H)
    assert clocks.remaining(1, ALWAYS, since + 5 * H) == Remaining(H, 0)


def test_built_in_seats_have_no_clock() -> None:
    clocks = GameClocks.start(RULES, 2)
    clocks.sync([0, 1], {0: ALWAYS}, 0.0)
    assert clocks.owed == {0: 0.0}
    assert clocks.due({0: ALWAYS}, 10 * 24 * H) == [Timeout(0, DECIDE, 0.0)]


def test_a_vacation_that_pauses_stops_the_clock() -> None:
    trip = Vacation(start=at(2026, 2, 1, 12), until=at(2026, 2, 4, 12), mode="pause")
    away = UserSettings(user_id=4, vacation=trip)
    since = at(2026, 2, 1, 10)
    assert counted_seconds(away, since, at(2026, 2, 5)) == 2 * H + 12 * H
    clocks = GameClocks.start(ClockRules(per_move=4 * H, bank=0), 1)
    clocks.sync([0], {0: away}, since)
    assert clocks.deadline(0, away) == at(2026, 2, 4, 14)  # 2 h before the trip, 2 h after it


def test_json_round_trip_and_texts() -> None:
    clocks = GameClocks.start(RULES, 3)
    persons = {0: BO, 1: ANN, 2: ALWAYS}
    now = at(2026, 1, 10, 12)
    clocks.sync([2], persons, now)
    clocks.timed_out.add(2)
    assert GameClocks.from_json(clocks.to_json()) == clocks
    def duration(seconds: float) -> str:
        return localize(duration_text(seconds), "en")

    assert duration(3 * 24 * H) == "3 d 0 h" and duration(11.5 * H) == "11 h 30 min"
    assert duration(25 * 60 + 59) == "25 min" and duration(-5) == "0 min" and duration(2 * H) == "2 h"
    text = status_text(clocks, ["Bo", "Ann", "Cy"], persons, now + 90 * 60)
    assert text == "⏱️ Bo 3 d 0 h · Ann 3 d 0 h · Cy 3 d 0 h (+ 10 h 30 min this move)"
    assert status_text(clocks, ["🤖 Brick"], {}, now) == ""
