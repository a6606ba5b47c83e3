"""Game clocks (issue #20 item 3): a per-move limit plus a time bank per player, as pure bookkeeping.

A lobby setting: off (no clock: today's reminders and AFK take-over), or ``ClockRules(per_move,
bank, on_timeout)`` e.g. 12 hours per decision and 3 days of bank. A seat's clock runs while the game
waits on it (a blocking decision) and only outside the person's quiet hours (and a vacation that
paused the game): ``service.time.quiet_hours.awake_seconds``. Each decision first uses its per-move time,
then the bank; what the bank paid is gone for the rest of the game.

When the time runs out this module *returns* what must happen (a ``Timeout``: a built-in player makes
that one decision, or takes the seat) and the move pipeline does it; nothing here acts or reads a clock.
The state (``GameClocks``) is plain data with a JSON form, to live in the game's settings.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.text import Text, Verbatim
from service.people.user_settings import UserSettings
from service.time.quiet_hours import after_awake, awake_seconds
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH

DECIDE = "decide"  # a built-in player makes the one decision that timed out; the person keeps the seat
TAKE_SEAT = "take_seat"  # a built-in player plays the seat until the person is back
CONSEQUENCES = (DECIDE, TAKE_SEAT)
HOUR = 3600.0


@dataclass(frozen=True, slots=True)
class ClockRules:
    per_move: float  # seconds each decision may take before the bank is drawn on
    bank: float  # seconds of bank per player for the whole game
    on_timeout: str = DECIDE

    def __post_init__(self) -> None:
        if self.per_move <= 0 or self.bank < 0:
            raise ValueError("a game clock needs a positive time per move and a bank of zero or more")
        if self.on_timeout not in CONSEQUENCES:
            raise ValueError(f"when a clock runs out: one of {', '.join(CONSEQUENCES)}")

    def to_json(self) -> dict[str, Any]:
        return {"per_move_hours": self.per_move / HOUR, "bank_hours": self.bank / HOUR, "on_timeout": self.on_timeout}

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> ClockRules | None:
        """The rules in a game's settings, or None when the game has no clock (the default)."""
        if not data:
            return None
        return cls(
            float(data["per_move_hours"]) * HOUR, float(data["bank_hours"]) * HOUR, data.get("on_timeout", DECIDE)
        )


@dataclass(frozen=True, slots=True)
class Remaining:
    move: float  # seconds left of this decision's own time
    bank: float  # seconds left in the bank

    @property
    def total(self) -> float:
        return self.move + self.bank


@dataclass(frozen=True, slots=True)
class Timeout:
    seat: int
    consequence: str  # DECIDE or TAKE_SEAT
    since: float  # when the decision became due


def counted_seconds(person: UserSettings, since: float, until: float) -> float:
    """Seconds of [since, until) a clock counts: outside quiet hours and outside a vacation."""
    total = awake_seconds(person, since, until)
    v = person.vacation
    if v is not None and v.until > since and v.start < until:
        total -= awake_seconds(person, max(since, v.start), min(until, v.until))
    return max(0.0, total)


def _deadline(person: UserSettings, since: float, seconds: float) -> float:
    """When ``seconds`` of counted time will have passed from ``since``."""
    t = after_awake(person, since, seconds)
    v = person.vacation
    if v is not None and v.until > since and v.start < t:
        # The vacation stopped the clock: what it swallowed is counted after it.
        used = counted_seconds(person, since, v.start) if v.start > since else 0.0
        t = after_awake(person, max(since, v.until), seconds - used)
    return t


@dataclass
class GameClocks:
    """Every seat's bank and, for seats the game waits on, since when."""

    rules: ClockRules
    banks: list[float]
    owed: dict[int, float] = field(default_factory=dict)  # seat -> instant its decision became due
    timed_out: set[int] = field(default_factory=set)  # seats whose current decision ran out (reported once)

    @classmethod
    def start(cls, rules: ClockRules, seats: int) -> GameClocks:
        return cls(rules, [rules.bank] * seats)

    def remaining(self, seat: int, person: UserSettings, now: float) -> Remaining:
        """What the seat has left now (its full per-move time if the game does not wait on it)."""
        since = self.owed.get(seat)
        used = counted_seconds(person, since, now) if since is not None else 0.0
        per_move = self.rules.per_move
        return Remaining(max(0.0, per_move - used), max(0.0, self.banks[seat] - max(0.0, used - per_move)))

    def deadline(self, seat: int, person: UserSettings) -> float | None:
        """When the seat's current decision runs out (None if the game does not wait on it)."""
        since = self.owed.get(seat)
        if since is None:
            return None
        return _deadline(person, since, self.rules.per_move + self.banks[seat])

    def sync(self, owing: Iterable[int], persons: Mapping[int, UserSettings], now: float) -> None:
        """After every commit: seats that now owe a decision start their clock, seats that stopped
        owing pay what they used beyond their per-move time from their bank. Built-in seats (absent
        from ``persons``) have no clock."""
        owing_now = {s for s in owing if s in persons}
        for seat in sorted(set(self.owed) - owing_now):
            since = self.owed.pop(seat)
            person = persons.get(seat)
            if person is not None:
                over = counted_seconds(person, since, now) - self.rules.per_move
                self.banks[seat] = max(0.0, self.banks[seat] - max(0.0, over))
            self.timed_out.discard(seat)
        for seat in sorted(owing_now - set(self.owed)):
            self.owed[seat] = now

    def due(self, persons: Mapping[int, UserSettings], now: float) -> list[Timeout]:
        """Seats whose decision has run out and not been reported yet; each is reported once."""
        out = []
        for seat, since in sorted(self.owed.items()):
            person = persons.get(seat)
            if person is None or seat in self.timed_out:
                continue
            if self.remaining(seat, person, now).total <= 0:
                self.timed_out.add(seat)
                out.append(Timeout(seat, self.rules.on_timeout, since))
        return out

    def next_deadline(self, persons: Mapping[int, UserSettings]) -> float | None:
        """The earliest instant a waiting seat runs out (when the pipeline should look again)."""
        times = [
            d
            for seat in self.owed
            if seat in persons and seat not in self.timed_out
            if (d := self.deadline(seat, persons[seat])) is not None
        ]
        return min(times) if times else None

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_json(),
            "banks": list(self.banks),
            "owed": {str(s): t for s, t in sorted(self.owed.items())},
            "timed_out": sorted(self.timed_out),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameClocks:
        rules = ClockRules.from_json(data["rules"])
        assert rules is not None
        return cls(
            rules,
            [float(b) for b in data["banks"]],
            {int(s): float(t) for s, t in data.get("owed", {}).items()},
            {int(s) for s in data.get("timed_out", ())},
        )


def duration_text(seconds: float) -> Text:
    """'2 d 4 h', '11 h 30 min', '25 min' (rounded down to the minute)."""
    minutes = int(max(0.0, seconds) // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, mins = divmod(rest, 60)
    if days:
        return Text("service-duration-days", days=str(days), hours=str(hours))
    if hours:
        return Text("service-duration-hours-minutes", hours=str(hours), mins=str(mins)) if mins else Text(
            "service-duration-hours", hours=str(hours))
    return Text("service-duration-minutes", mins=str(mins))


def status_text(
    clocks: GameClocks, names: list[str], persons: Mapping[int, UserSettings], now: float, tag: str = ENGLISH
) -> str:
    """'⏱️ Bo 2 d 4 h · Ann 11 h 30 min (+ 8 h this move)': each person's bank, for status and turn messages, in
    the game's language ``tag``."""
    parts = []
    for seat, name in enumerate(names):
        person = persons.get(seat)
        if person is None:
            continue
        left = clocks.remaining(seat, person, now)
        bank = Text("service-clock-bank", who=Verbatim(name), bank=duration_text(left.bank))
        if seat in clocks.owed:
            bank = Text("service-clock-bank-move", who=Verbatim(name), bank=duration_text(left.bank),
                        move=duration_text(left.move))  # fmt: skip
        parts.append(localize(bank, tag))
    return "⏱️ " + " · ".join(parts) if parts else ""
