"""What the move pipeline asks after each commit and on each timer, given the people's settings
(issue #20): when to remind, when the AFK take-over is due, what a vacation changes, who the turn
message says the game waits on, and when to look at the game next. Pure: the pipeline passes the clock's
``now`` and acts on the answers.

Seats are the game's; ``persons`` maps each seat a person plays (not a built-in player) to their
``UserSettings``. A seat missing from ``persons`` never sleeps.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.text import Items, Text, Verbatim
from service.orders.standing_orders import StandingOrders, due_at, night_due_at
from service.people.user_settings import UserSettings
from service.time.game_clock import GameClocks
from service.time.quiet_hours import after_awake, away_text, is_quiet, sensible_time
from ui.i18n.catalogue import localizer
from ui.i18n.languages import ENGLISH

HOUR = 3600.0


def reminder_at(person: UserSettings | None, due: float) -> float:
    """When a reminder due at ``due`` goes out: moved past quiet hours and vacation, never sent in them."""
    return due if person is None else sensible_time(person, due)


def may_ping(person: UserSettings | None, now: float) -> bool:
    """Whether a message may mention (ping) the person now; in quiet hours or on vacation it names them
    without a ping (the turn message still says they are next)."""
    return person is None or not (is_quiet(person, now) or person.on_vacation(now))


def afk_at(person: UserSettings | None, since: float, hours: float) -> float:
    """When the AFK take-over is due for a person the game waits on since ``since``: ``hours`` of time
    outside their quiet hours (wall time for someone without settings, as today)."""
    if person is None:
        return since + hours * HOUR
    return after_awake(person, since, hours * HOUR)


@dataclass(frozen=True, slots=True)
class SeatChange:
    seat: int
    strength: str | None  # a built-in player of this strength plays the seat; None: the person again
    why: str  # "vacation" | "back"


def vacation_changes(
    persons: Mapping[int, UserSettings],
    on_vacation_autopilot: Iterable[int],
    now: float,
    lapsed: Mapping[int, float] | None = None,
) -> list[SeatChange]:
    """Seats to hand to a built-in player because their person's vacation (mode 'bot') began, and seats
    to give back because it ended. ``on_vacation_autopilot``: seats the game handed over for a vacation
    (the pipeline records that, so an AFK take-over is not undone by this). ``lapsed``: seat -> end of
    the vacation whose pause request lapsed (issue #29 item 10): that vacation counts as mode 'bot'."""
    handed = set(on_vacation_autopilot)
    lapsed = lapsed or {}
    out = []
    for seat, person in sorted(persons.items()):
        v = person.vacation
        bot = v is not None and (v.mode == "bot" or lapsed.get(seat) == v.until)
        away = person.on_vacation(now) and bot
        if away and seat not in handed:
            assert person.vacation is not None
            out.append(SeatChange(seat, person.vacation.strength, "vacation"))
        elif not away and seat in handed:
            out.append(SeatChange(seat, None, "back"))
    return out


def paused(persons: Mapping[int, UserSettings], now: float) -> list[int]:
    """Seats whose person is on a vacation in 'pause' mode (the table agreed to wait for them)."""
    return [s for s, p in sorted(persons.items()) if p.on_vacation(now) and p.vacation and p.vacation.mode == "pause"]


def waits_on_text(
    waiting: Sequence[int], names: Sequence[str], persons: Mapping[int, UserSettings], now: float, tag: str = ENGLISH
) -> str:
    """The turn message's line: 'Waits on Ann and Bo (Bo is away until <t:…:t>).', in language ``tag``."""
    if not waiting:
        return ""
    who = Items([Verbatim(names[s]) for s in waiting])
    words = localizer(tag)
    notes = [words.format(t) for s in waiting if s in persons and (t := away_text(names[s], persons[s], now))]
    if not notes:
        return words.format(Text("service-waits-on", who=who))
    return words.format(Text("service-waits-on-away", who=who, notes="; ".join(notes)))


@dataclass(frozen=True, slots=True)
class OrderDue:
    seat: int
    at: float
    night: bool  # True: the night order (a built-in player decides), else a standing order's own answer


def orders_due(
    pending: Sequence[Mapping[str, object]],
    orders: Mapping[int, StandingOrders],
    persons: Mapping[int, UserSettings],
    since: Mapping[int, float],
) -> list[OrderDue]:
    """When standing orders answer the blocking decisions in ``pending`` (the public list): each seat's
    earliest, the order's own answer first if both apply at the same instant."""
    out = []
    for d in pending:
        seat = int(d["seat"])  # type: ignore[call-overload]
        if not d.get("blocking") or seat not in since or seat not in orders:
            continue
        own = due_at(orders[seat], d, since[seat])
        night = night_due_at(orders[seat], persons[seat], since[seat]) if seat in persons else None
        if own is not None and (night is None or own <= night):
            out.append(OrderDue(seat, own, False))
        elif night is not None:
            out.append(OrderDue(seat, night, True))
    best: dict[int, OrderDue] = {}
    for due in sorted(out, key=lambda o: (o.at, o.night)):
        best.setdefault(due.seat, due)
    return sorted(best.values(), key=lambda o: (o.at, o.seat))


def next_look(
    *,
    now: float,
    reminder: float | None = None,
    afk: float | None = None,
    clocks: GameClocks | None = None,
    persons: Mapping[int, UserSettings] | None = None,
    orders: Sequence[OrderDue] = (),
) -> float | None:
    """The earliest instant the pipeline must look at the game again (a reminder, a take-over, a clock
    running out, a standing order, a vacation starting or ending); None if nothing is due."""
    times = [t for t in (reminder, afk) if t is not None]
    times += [o.at for o in orders]
    if clocks is not None and persons:
        deadline = clocks.next_deadline(persons)
        if deadline is not None:
            times.append(deadline)
    for person in (persons or {}).values():
        v = person.vacation
        if v is not None:
            times += [t for t in (v.start, v.until) if t > now]
    return max(now, min(times)) if times else None
