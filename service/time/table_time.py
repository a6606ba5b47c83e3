"""A game's own record of the waiting rules of issue #20, kept in its per-game settings (plain JSON):
the game clock (lobby setting and running banks), seats handed to a built-in player for a vacation or
for one timed-out decision, and a pause the table agreed to. Pure: read and write dicts, no clock.

Keys of ``GameInfo.settings``:

* ``clock``: ``ClockRules`` JSON (absent: no clock, today's reminders and AFK take-over);
* ``clocks``: ``GameClocks`` JSON, the banks and who is being timed since when;
* ``vacation_seats``: seats a built-in player plays because their person is on vacation;
* ``clock_seats``: seats a built-in player plays for the one decision whose time ran out;
* ``pause``: a ``Pause``, asked by a player going on vacation, active once every person at the table agreed;
* ``pause_lapsed``: seat -> the end of the vacation whose pause request lapsed (nobody agreed in time,
  ``PAUSE_ASK_HOURS``): the seat's built-in player plays it until then.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.text import Text, Verbatim
from service.people.user_settings import SettingsError
from service.time.game_clock import CONSEQUENCES, DECIDE, HOUR, ClockRules, GameClocks, duration_text
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH

CLOCK_RULES = "clock"
CLOCKS = "clocks"
VACATION_SEATS = "vacation_seats"
CLOCK_SEATS = "clock_seats"
PAUSE = "pause"
PAUSE_LAPSED = "pause_lapsed"
# A pause request not agreed by everyone within this many hours lapses: the asker's seat goes to the built-in
# player they chose for their time away (issue #29 item 10). Long enough for anyone awake 16 hours a day to
# see it; short enough that an unanswered request does not stall the game for days.
PAUSE_ASK_HOURS = 12.0
MAX_CLOCK_HOURS = 14 * 24.0
# At least 5 minutes per move, and a bank of 0 or at least 5 minutes: a clock of microseconds
# (`1e-9h+0`) handed every decision to a built-in player at once (issue #29 item 20).
MIN_CLOCK_MINUTES = 5
# A duration as typed: ASCII digits (float() also reads "1_2", "1e-9" and full-width digits, as 12 h or a
# microsecond), at most 3 decimals, then m, h (the default) or d.
_DURATION = re.compile(r"([0-9]{1,6})(?:\.([0-9]{1,3}))?([mhd]?)")


@dataclass(frozen=True, slots=True)
class Pause:
    """The game waits for ``user_id`` (seat ``seat``) until ``until``, once ``active`` (everyone agreed)."""

    user_id: int
    seat: int
    until: float
    agreed: frozenset[int]
    active: bool = False
    asked_at: float = 0.0  # a request stored before requests lapsed counts as asked long ago: it lapses
    strength: str = "normal"  # the built-in player the asker chose, who plays their seat if the request lapses

    def to_json(self) -> dict[str, Any]:
        return {"user": self.user_id, "seat": self.seat, "until": self.until, "agreed": sorted(self.agreed),
                "active": self.active, "asked": self.asked_at, "strength": self.strength}  # fmt: skip

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Pause:
        return cls(int(data["user"]), int(data["seat"]), float(data["until"]), frozenset(data.get("agreed", ())),
                   bool(data.get("active")), float(data.get("asked", 0.0)),
                   str(data.get("strength") or "normal"))  # fmt: skip

    @property
    def lapses_at(self) -> float:
        """When the request lapses if not everyone agreed by then (never after the time away ends)."""
        return min(self.until, self.asked_at + PAUSE_ASK_HOURS * HOUR)

    def agree(self, user_id: int, table: Iterable[int]) -> Pause:
        """With ``user_id``'s agreement; active once every person at ``table`` agreed."""
        agreed = self.agreed | {user_id}
        return replace(self, agreed=agreed, active=set(table) <= agreed)

    def missing(self, table: Iterable[int]) -> list[int]:
        return [u for u in table if u not in self.agreed]


def pause_of(settings: Mapping[str, Any]) -> Pause | None:
    data = settings.get(PAUSE)
    return Pause.from_json(data) if data else None


def lapsed_seats(settings: Mapping[str, Any]) -> dict[int, float]:
    """Seat -> end of the time away whose pause request lapsed (its built-in player plays until then)."""
    return {int(s): float(t) for s, t in (settings.get(PAUSE_LAPSED) or {}).items()}


def asked_to_agree(game: Any) -> tuple[int, ...]:
    """The people whose agreement a pause needs: those at the table who play their seats themselves (a
    seat a built-in player plays for someone away is not asked, issue #29 item 10). ``game``: a GameInfo."""
    return tuple(u for s, u in enumerate(game.players) if u > 0 and game.person_plays(s))


def paused(settings: Mapping[str, Any], now: float) -> Pause | None:
    """The pause in force at ``now`` (agreed by everyone and not over), if any."""
    pause = pause_of(settings)
    return pause if pause is not None and pause.active and now < pause.until else None


def pause_refusal(game_id: int) -> Text:
    """What a move during a pause is told (no name: the refusal goes to whoever tried)."""
    return Text("service-paused", game=str(game_id))


def clock_rules(settings: Mapping[str, Any]) -> ClockRules | None:
    return ClockRules.from_json(settings.get(CLOCK_RULES))


def clocks_of(settings: Mapping[str, Any], seats: int) -> GameClocks | None:
    """The game's running clocks (fresh banks if none ran yet), or None if it has no clock."""
    rules = clock_rules(settings)
    if rules is None:
        return None
    data = settings.get(CLOCKS)
    return GameClocks.from_json(data) if data else GameClocks.start(rules, seats)


def seats_in(settings: Mapping[str, Any], key: str) -> set[int]:
    return {int(s) for s in settings.get(key, ())}


def with_seats(settings: dict[str, Any], key: str, seats: Iterable[int]) -> dict[str, Any]:
    settings[key] = sorted(set(seats))
    return settings


def parse_clock(text: str | None) -> ClockRules | None:
    """A lobby's clock as typed: 'off', '12h+3d' (12 hours per decision plus a 3-day bank; a built-in
    player decides a decision whose time ran out), '12h+3d seat' (a built-in player takes the seat)."""
    raw = (text or "").strip().lower()
    if raw in ("", "off", "none", "0"):
        return None
    words = raw.replace(" + ", "+").split()
    consequence = DECIDE
    if len(words) == 2 and words[1] in ("seat", "take_seat", "decide"):
        consequence = CONSEQUENCES[1] if words[1] != "decide" else DECIDE
    elif len(words) != 1:
        raise SettingsError(Text("service-clock-form-seat"))
    parts = words[0].split("+")
    if len(parts) != 2:
        raise SettingsError(Text("service-clock-form"))
    per_move, bank = (_hours(p) for p in parts)
    least = MIN_CLOCK_MINUTES / 60
    if not least <= per_move <= MAX_CLOCK_HOURS or not (bank == 0 or least <= bank <= MAX_CLOCK_HOURS):
        raise SettingsError(
            Text("service-clock-range", least=str(MIN_CLOCK_MINUTES))
        )
    return ClockRules(per_move * HOUR, bank * HOUR, consequence)


def _hours(text: str) -> float:
    units = {"m": 1 / 60, "h": 1.0, "d": 24.0}
    found = _DURATION.fullmatch(text)
    if found is None:
        raise SettingsError(Text("service-not-a-duration", typed=Verbatim(text[:12])))
    whole, fraction, unit = found.groups()
    return float(f"{whole}.{fraction or 0}") * units[unit or "h"]


def clock_words(rules: ClockRules | None) -> Text:
    """'12 h per move + 3 d bank; then a built-in player decides', for the reader's language."""
    if rules is None:
        return Text("service-no-clock")
    key = "service-clock-decide" if rules.on_timeout == DECIDE else "service-clock-seat"
    return Text(key, per_move=duration_text(rules.per_move), bank=duration_text(rules.bank))


def clock_text(rules: ClockRules | None) -> str:
    """``clock_words`` in English (the lobby message, until it is in the catalogue)."""
    return localize(clock_words(rules), ENGLISH)
