"""What the move pipeline asks about people's time (issue #20 items 1-4): reminders, pings, the AFK
take-over, vacations, the 'waits on' line and the next instant to look at a game."""

from __future__ import annotations

from datetime import UTC, datetime

from service.orders.standing_orders import StandingOrders
from service.people.user_settings import UserSettings, Vacation
from service.time.game_clock import ClockRules, GameClocks
from service.time.waiting import (
    OrderDue,
    SeatChange,
    afk_at,
    may_ping,
    next_look,
    orders_due,
    paused,
    reminder_at,
    vacation_changes,
    waits_on_text,
)

H = 3600.0


def at(*args: int) -> float:
    return datetime(*args, tzinfo=UTC).timestamp()


BO = UserSettings(user_id=1, zone_name="Europe/Berlin").with_quiet("23:00", "08:00")
ANN = UserSettings(user_id=2, zone_name="America/New_York").with_quiet("22:00", "06:30")


def test_reminders_and_pings_wait_for_the_end_of_quiet_hours() -> None:
    night = at(2026, 1, 11, 2)  # 03:00 in Berlin
    assert reminder_at(BO, night) == at(2026, 1, 11, 7)
    assert reminder_at(None, night) == night  # no settings: as today
    assert not may_ping(BO, night) and may_ping(BO, at(2026, 1, 11, 12)) and may_ping(None, night)


def test_the_afk_clock_stops_in_quiet_hours() -> None:
    since = at(2026, 1, 10, 12)  # 13:00 Berlin
    assert afk_at(None, since, 24) == since + 24 * H
    # 10 h until 23:00, 9 h of night, then 14 h more from 08:00: 22:00 the next day (Berlin).
    assert afk_at(BO, since, 24) == at(2026, 1, 11, 21)


def test_vacations_hand_seats_over_and_back() -> None:
    trip = Vacation(at(2026, 2, 1), at(2026, 2, 3), "bot", "hard")
    away = UserSettings(user_id=3, vacation=trip)
    pause = UserSettings(user_id=4, vacation=Vacation(at(2026, 2, 1), at(2026, 2, 3), "pause"))
    persons = {0: BO, 2: away, 3: pause}
    assert vacation_changes(persons, [], at(2026, 2, 2)) == [SeatChange(2, "hard", "vacation")]
    assert vacation_changes(persons, [2], at(2026, 2, 2)) == []
    assert vacation_changes(persons, [2], at(2026, 2, 3)) == [SeatChange(2, None, "back")]
    assert paused(persons, at(2026, 2, 2)) == [3] and paused(persons, at(2026, 2, 4)) == []


def test_waits_on_line_says_when_sleepers_are_back() -> None:
    names = ["Bo", "Ann", "🤖 Brick"]
    now = at(2026, 1, 11, 2)  # 03:00 Berlin, 21:00 New York
    assert waits_on_text([1], names, {0: BO, 1: ANN}, now) == "Waits on Ann."
    assert waits_on_text([0, 1, 2], names, {0: BO, 1: ANN}, now) == (
        f"Waits on Bo, Ann, and 🤖 Brick (Bo is away until <t:{int(at(2026, 1, 11, 7))}:t>)."
    )
    assert waits_on_text([], names, {}, now) == ""


def test_standing_orders_and_the_night_order_are_scheduled_per_seat() -> None:
    pending = [
        {"seat": 0, "kind": "discard", "blocking": True, "count": 4},
        {"seat": 1, "kind": "discard", "blocking": True, "count": 5},
        {"seat": 2, "kind": "trade_response", "blocking": False, "offer": 3},
    ]
    orders = {
        0: StandingOrders(discard="priority", grace_minutes=10),
        1: StandingOrders(night_bot="normal"),
        2: StandingOrders(decline_trades=True),
    }
    since = {0: at(2026, 1, 10, 12), 1: at(2026, 1, 10, 12), 2: at(2026, 1, 10, 12)}
    due = orders_due(pending, orders, {0: BO, 1: ANN}, since)
    # Seat 0's discard order after 10 min; seat 1's night player when Ann's quiet hours begin (22:00 EST).
    assert due == [OrderDue(0, at(2026, 1, 10, 12, 10), False), OrderDue(1, at(2026, 1, 11, 3), True)]


def test_next_look_is_the_earliest_thing_due() -> None:
    now = at(2026, 1, 10, 12)
    clocks = GameClocks.start(ClockRules(per_move=2 * H, bank=0), 2)
    clocks.sync([1], {1: UserSettings(user_id=9)}, now)
    persons = {1: UserSettings(user_id=9), 0: UserSettings(user_id=5, vacation=Vacation(now + H, now + 5 * H))}
    assert next_look(now=now) is None
    assert next_look(now=now, reminder=now + 3 * H, afk=now + 24 * H) == now + 3 * H
    assert next_look(now=now, reminder=now + 3 * H, clocks=clocks, persons=persons) == now + H  # vacation starts
    assert next_look(now=now, clocks=clocks, persons={1: persons[1]}) == now + 2 * H
    assert next_look(now=now, orders=[OrderDue(0, now - 5, False)]) == now  # overdue: at once
