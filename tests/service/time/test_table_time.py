"""A game's record of issue #20's rules (``service.time.table_time``): the lobby's clock as typed, and a pause
that needs every person at the table."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.people.user_settings import SettingsError
from service.time.game_clock import DECIDE, HOUR, TAKE_SEAT, ClockRules
from service.time.table_time import Pause, clock_text, parse_clock, pause_of, paused


@pytest.mark.parametrize(
    ("typed", "rules"),
    [
        ("off", None),
        ("", None),
        ("12h+3d", ClockRules(12 * HOUR, 72 * HOUR, DECIDE)),
        ("12H + 3D", ClockRules(12 * HOUR, 72 * HOUR, DECIDE)),
        ("12h+3d seat", ClockRules(12 * HOUR, 72 * HOUR, TAKE_SEAT)),
        ("30m+0", ClockRules(0.5 * HOUR, 0.0, DECIDE)),
        ("4+8", ClockRules(4 * HOUR, 8 * HOUR, DECIDE)),
    ],
)
def test_a_clock_is_typed_as_time_per_move_plus_bank(typed: str, rules: ClockRules | None) -> None:
    assert parse_clock(typed) == rules


@pytest.mark.parametrize("typed", ["12h", "0h+1d", "12h+30d", "abc+1d", "nanh+1d", "12h+3d later", "-1h+1d"])
def test_a_clock_typed_wrong_is_explained(typed: str) -> None:
    with pytest.raises(SettingsError):
        parse_clock(typed)


def test_a_clock_in_words() -> None:
    assert clock_text(parse_clock("12h+3d")) == "12 h per move + 3 d 0 h bank; then a built-in player makes that decision"
    assert clock_text(None) == "no game clock"


@given(st.text(max_size=30))
def test_any_typed_clock_parses_or_is_explained(typed: str) -> None:
    try:
        rules = parse_clock(typed)
    except SettingsError as exc:
        assert str(exc)  # one friendly sentence, never another exception
    else:
        assert rules is None or 0 < rules.per_move <= 14 * 24 * HOUR


def test_a_pause_begins_only_when_every_person_at_the_table_agreed() -> None:
    table = (1, 2, 3)
    pause = Pause(2, 1, 1000.0, frozenset()).agree(2, table)
    assert not pause.active and pause.missing(table) == [1, 3]
    pause = pause.agree(1, table)
    assert not pause.active
    pause = pause.agree(3, table)
    assert pause.active and pause.missing(table) == []
    settings = {"pause": pause.to_json()}
    assert pause_of(settings) == pause
    assert paused(settings, 999.0) == pause and paused(settings, 1000.0) is None  # over at its end
    assert paused({"pause": Pause(2, 1, 1000.0, frozenset({2})).to_json()}, 10.0) is None  # not agreed yet
