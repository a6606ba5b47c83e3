"""Asynchronous play over days (issue #20): how long a 4-player table waits on people who are asleep or
away, with today's rules and with the features of issue #20, side by side, on a fake clock.

    .venv/bin/python bench/async_table.py [--games 20] [--seed 1] [--expansion cities_and_knights]
                                          [--unannounced] [--zones A,B,C,D]

**This is a model of the service's waiting rules, not the bot itself.** It drives the engine directly:
built-in players (``players.decide``, strength normal) choose every move, for the simulated people as
for the built-in players that stand in for them, from the seat's view; *when* each move is made is
decided by the waiting rules below, computed with the pure modules the service uses
(``service.quiet_hours``, ``service.game_clock``, ``service.standing_orders``) on a
``service.clock.FakeClock``. Domestic trades are left out (the deciders make no offers): an offer waits
on nobody.

The people: four players in spread time zones (Los Angeles, New York, Berlin, Tokyo), each asleep 8 hours
a night (23:00-07:00 local). Awake, a person answers a decision the game newly waits on after an
exponential delay with a median of 20 minutes, and the next decisions of the same sitting (their turn's
further moves) after about a minute; a decision that falls due while they sleep is answered after they
wake, with a fresh delay; falling asleep before answering means answering after waking. One player per
game goes quiet for two days, starting at a random moment of the game's second day.

Rules compared (the same games, seeds, people and delays):

* **off (today):** reminders (they wake nobody; counted when they reach a sleeping person) and the AFK
  take-over: a person the game waits on for 24 hours of wall time is replaced by a built-in player
  until they are back (they press "I'm back" when next awake, after their usual delay).
* **on (issue #20):** quiet hours set to each person's night (the AFK clock stops in them; reminders wait
  for their end); standing orders (auto-roll, discard on a 7 keeping what building needs, C&K answers)
  applied when due, and once an order has answered, the seat's next decisions of that sitting at once (as
  ``service.order_runner`` plays them); the night order (a built-in player makes the decisions the game waits
  on its owner for in their quiet hours, after a 30 min grace period in which they may still answer
  themselves, see ``service.standing_orders``), given by none, two or all four players (the last three columns); a game clock of
  4 h per decision plus an 8 h bank counted outside quiet hours, a built-in player taking the seat when
  it runs out; the two days away announced as a vacation (a built-in player plays meanwhile) unless
  ``--unannounced``, when the clock must catch the absence.

"Waited on a player asleep or away" counts the wall time during which the game waited on a seat played
by a person who was asleep or away (once, however many such seats it waited on).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
import players  # noqa: E402
from service.clock import FakeClock  # noqa: E402
from service.game_clock import TAKE_SEAT, ClockRules, GameClocks  # noqa: E402
from service.quiet_hours import after_awake, available_at, is_quiet, quiet_periods  # noqa: E402
from service.standing_orders import StandingOrders, covers, due_at, night_due_at, prescribe  # noqa: E402
from service.user_settings import UserSettings, Vacation  # noqa: E402

HOUR = 3600.0
DAY = 24 * HOUR
ZONES = ("America/Los_Angeles", "America/New_York", "Europe/Berlin", "Asia/Tokyo")
MEDIAN_DELAY = 20 * 60.0  # a person's first answer after the game starts waiting on them
SITTING_DELAY = 60.0  # mean of the further answers in one sitting
SITTING = 10 * 60.0  # a person who acted this recently is still at the table
BOT_PACE = 5.0  # a built-in player's pause before its move
AFK_HOURS = 24.0
REMINDER_HOURS = 4.0  # a typical lobby setting; at most 3 reminders per decision (cogs/client.py)
REMINDER_CAP = 3
CLOCK = ClockRules(per_move=4 * HOUR, bank=8 * HOUR, on_timeout=TAKE_SEAT)
ORDERS = StandingOrders(auto_roll=True, discard="keep_build", ck_answers=True)
# Plans on which the table waits for a person until their time: their own answer, or a standing order or the
# night player once the grace period is over (the wait during the grace period is a wait on the person).
WAITING = ("person", "night", "order")
MAX_DAYS = 60.0  # a safety bound on one simulated game


@dataclass
class Person:
    seat: int
    truth: UserSettings  # when they really sleep and are away (the model's people)
    away: tuple[float, float] | None  # the two days they go quiet
    rng: random.Random
    last_acted: float = -1e18

    def unavailable(self, since: float, until: float) -> list[tuple[float, float]]:
        """Periods of [since, until) in which the person sleeps or is away."""
        out = [(max(s, since), min(e, until)) for s, e in quiet_periods(self.truth, since, until)]
        if self.away and self.away[1] > since and self.away[0] < until:
            out.append((max(self.away[0], since), min(self.away[1], until)))
        return out

    def available(self, at: float) -> float:
        t = at
        for _ in range(6):
            if self.away and self.away[0] <= t < self.away[1]:
                t = self.away[1]
            woke = available_at(self.truth, t)
            if woke == t and not (self.away and self.away[0] <= t < self.away[1]):
                return t
            t = woke
        return t

    def answer_time(self, since: float, in_sitting: bool = False) -> float:
        """When the person answers a decision due since ``since`` (``in_sitting``: they made the game's
        last move themselves and are still at it)."""
        in_sitting = in_sitting and since - self.last_acted < SITTING
        t = since
        for _ in range(50):
            t = self.available(t)
            mean = SITTING_DELAY if in_sitting else MEDIAN_DELAY / math.log(2)
            done = t + self.rng.expovariate(1 / mean)
            gaps = self.unavailable(t, done)
            if not gaps:
                return done
            t, in_sitting = min(g[0] for g in gaps), False  # fell asleep (or left) before answering
        return t


@dataclass
class Rules:
    name: str
    features: bool
    announced: bool = True
    night_players: int = 4  # how many of the four give the night order (30 min grace)
    zones: tuple[str, ...] = ZONES


@dataclass
class Result:
    days: float
    finished: bool
    waited_away: float  # seconds waited on a person asleep or away
    waited_awake: float
    takeovers: int
    reminders_asleep: int
    moves: int
    by_order: int  # decisions answered by standing orders (incl. the night order)


@dataclass
class Seat:
    bot_until_back: bool = False  # a built-in player plays the seat until the person is back
    back_at: float | None = None  # when the person presses "I'm back"


@dataclass
class Plan:
    key: tuple[Any, ...]
    at: float
    by: str  # "person", "bot", "order", "night"
    since: float
    reminders: int = 0


@dataclass
class Table:
    rules: Rules
    seed: int
    options: dict[str, Any]
    game: engine.GameState = field(init=False)
    people: list[Person] = field(init=False)
    clock: FakeClock = field(init=False)

    def __post_init__(self) -> None:
        rng = random.Random(self.seed)
        start = datetime(2026, 3, 2, tzinfo=UTC).timestamp() + rng.uniform(0, 60) * DAY  # any day and hour
        self.clock = FakeClock(start)
        self.game = engine.new_game({**self.options, "players": 4}, self.seed)
        quiet_seat = rng.randrange(4)
        away_from = start + DAY + rng.uniform(0, DAY)
        self.people = []
        for seat in range(4):
            zone = self.rules.zones[(seat + self.seed) % 4]
            vacation = None
            away = (away_from, away_from + 2 * DAY) if seat == quiet_seat else None
            truth = UserSettings(user_id=seat + 1, zone_name=zone).with_quiet("23:00", "07:00")
            if away:
                vacation = Vacation(away[0], away[1], "bot", "normal")
            truth = UserSettings(user_id=truth.user_id, zone_name=zone, quiet=truth.quiet, vacation=vacation)
            self.people.append(Person(seat, truth, away, random.Random(self.seed * 1000 + seat)))
        self.deciders = [random.Random(self.seed * 7919 + s) for s in range(4)]
        self.seats = [Seat() for _ in range(4)]
        self.plans: dict[int, Plan] = {}
        self.clocks = GameClocks.start(CLOCK, 4)
        self.last_move = start
        # Everyone gives ORDERS; the first ``night_players`` seats add the night order, with 30 min grace.
        self.orders = [
            replace(ORDERS, night_bot="normal", grace_minutes=30) if seat < self.rules.night_players else ORDERS
            for seat in range(4)
        ]

    # --- what the service's rules would do --------------------------------------------------------

    def settings_known(self, seat: int) -> UserSettings | None:
        """What the bot knows of the person (features on): quiet hours, and the vacation if announced."""
        p = self.people[seat].truth
        if not self.rules.features:
            return None
        if self.rules.announced:
            return p
        return UserSettings(user_id=p.user_id, zone_name=p.zone_name, quiet=p.quiet)

    def on_vacation(self, seat: int, at: float) -> bool:
        known = self.settings_known(seat)
        return known is not None and known.on_vacation(at)

    def bot_plays(self, seat: int, at: float) -> bool:
        return self.seats[seat].bot_until_back or self.on_vacation(seat, at)

    def plan(self, seat: int, decision: dict[str, Any], key: tuple[Any, ...], now: float) -> Plan:
        since = now
        if self.bot_plays(seat, now):
            return Plan(key, now + BOT_PACE, "bot", since)
        person = self.people[seat]
        answer = person.answer_time(since, self.last_mover == (seat, "person"))
        known = self.settings_known(seat)
        if known is not None:
            orders = self.orders[seat]
            # As service.order_runner: once an order answered, the seat's next decisions of the same sitting
            # (the main step after an auto-roll) are answered at once, not after another grace period.
            opened = (
                since - 60.0 * orders.grace_minutes if self.last_mover in ((seat, "order"), (seat, "night")) else since
            )
            if covers(orders, decision):
                at = due_at(orders, decision, opened)
                assert at is not None
                # Within the grace period the person may answer first (awake, as usual).
                return Plan(key, answer, "person", since) if answer < at else Plan(key, at, "order", since)
            night = night_due_at(orders, known, opened)
            if night is not None and night < answer:
                return Plan(key, night + BOT_PACE, "night", since)
        return Plan(key, answer, "person", since)

    def takeover_at(self, seat: int, plan: Plan) -> float | None:
        """When the rules hand a waiting person's seat to a built-in player (AFK or game clock)."""
        if plan.by not in WAITING:
            return None
        known = self.settings_known(seat)
        if known is None:
            return self.last_move + AFK_HOURS * HOUR
        times = []
        deadline = self.clocks.deadline(seat, known)
        if deadline is not None:
            times.append(deadline)
        # The AFK clock runs outside quiet hours only: 24 awake hours since the last move.
        times.append(after_awake(known, self.last_move, AFK_HOURS * HOUR))
        return min(times)

    # --- the simulation ----------------------------------------------------------------------------------

    def owing(self) -> list[tuple[int, dict[str, Any], tuple[Any, ...]]]:
        out = []
        for d in engine.pending(self.game):
            if d["blocking"]:
                key = (d["seat"], d["kind"], d.get("id"), self.game.turn, self.moves_by[d["seat"]])
                out.append((d["seat"], d, key))
        return out

    def run(self) -> Result:
        start = self.clock.now()
        self.moves_by = [0] * 4
        self.last_mover: tuple[int, str] = (-1, "")
        waited_away = waited_awake = 0.0
        takeovers = reminders_asleep = moves = by_order = 0
        while self.game.phase != "over" and self.clock.now() - start < MAX_DAYS * DAY:
            now = self.clock.now()
            owing = self.owing()
            for seat, decision, key in owing:
                if seat not in self.plans or self.plans[seat].key != key:
                    self.plans[seat] = self.plan(seat, decision, key, now)
            for seat in list(self.plans):
                if seat not in {o[0] for o in owing}:
                    del self.plans[seat]
            if self.rules.features:
                persons = {s: self.settings_known(s) for s in range(4) if self.plans.get(s, None)}
                persons = {s: p for s, p in persons.items() if p is not None and self.plans[s].by in WAITING}
                self.clocks.sync([s for s, _d, _k in owing], persons, now)
            # The next event: a move, a take-over, a person coming back, a vacation starting or ending.
            events: list[tuple[float, str, int]] = []
            for seat, plan in self.plans.items():
                events.append((plan.at, "move", seat))
                t = self.takeover_at(seat, plan)
                if t is not None:
                    events.append((t, "takeover", seat))
            for seat, st in enumerate(self.seats):
                if st.back_at is not None:
                    events.append((st.back_at, "back", seat))
                known = self.settings_known(seat)
                if known is not None and known.vacation is not None:
                    for edge in (known.vacation.start, known.vacation.until):
                        if edge > now:
                            events.append((edge, "vacation", seat))
            at, what, seat = min(events)
            at = max(at, now)
            # Account the wait until then.
            waiting = [s for s, p in self.plans.items() if p.by in WAITING]
            away = _union(g for s in waiting for g in self.people[s].unavailable(now, at))
            if self.plans:
                waited_away += away
                waited_awake += (at - now) - away if waiting else 0.0
            if not self.rules.features:
                reminders_asleep += self.reminders(now, at)
            self.clock.set(at)
            if what == "move":
                plan = self.plans.pop(seat)
                self.move(seat, plan)
                moves += 1
                by_order += plan.by in ("order", "night")
                self.last_move = at
            elif what == "takeover":
                takeovers += 1
                self.seats[seat].bot_until_back = True
                self.seats[seat].back_at = self.people[seat].answer_time(at)
                self.plans.pop(seat, None)
            elif what == "back":
                self.seats[seat] = Seat()
                self.plans.pop(seat, None)
            else:
                self.plans.pop(seat, None)  # a vacation began or ended: whoever plays the seat decides anew
        days = (self.clock.now() - start) / DAY
        return Result(
            days, self.game.phase == "over", waited_away, waited_awake, takeovers, reminders_asleep, moves, by_order
        )

    def reminders(self, since: float, until: float) -> int:
        """Today's reminders in [since, until) that reach a person in their sleep (every REMINDER_HOURS
        after the last move, at most 3 per decision)."""
        count = 0
        for seat, plan in self.plans.items():
            if plan.by not in WAITING:
                continue
            for n in range(1, REMINDER_CAP + 1):
                t = self.last_move + n * REMINDER_HOURS * HOUR
                if since <= t < until and is_quiet(self.people[seat].truth, t):
                    count += 1
        return count

    def move(self, seat: int, plan: Plan) -> None:
        view = engine.player_view(self.game, seat)
        decision = next(d for d in view["pending"] if d["seat"] == seat and d["blocking"])
        action = prescribe(self.orders[seat], view, decision) if plan.by == "order" else None
        if action is None:
            view["you"]["can_propose_trade"] = False  # domestic trades are not modelled (see above)
            action = players.decide(view, self.deciders[seat], strength="normal")
        engine.apply_action(self.game, seat, action)
        self.moves_by[seat] += 1
        self.last_mover = (seat, plan.by)
        if plan.by == "person":
            self.people[seat].last_acted = self.clock.now()


def _union(periods: Iterable[tuple[float, float]]) -> float:
    total, end = 0.0, -math.inf
    for s, e in sorted(p for p in periods if p[1] > p[0]):
        if e <= end:
            continue
        total += e - max(s, end)
        end = e
    return total


def run_all(rules: Rules, games: int, seed: int, options: dict[str, Any]) -> list[Result]:
    return [Table(rules, seed + g, options).run() for g in range(games)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--expansion", default="base", choices=["base", "cities_and_knights"])
    parser.add_argument("--unannounced", action="store_true", help="the two days away are not announced")
    parser.add_argument("--zones", default=",".join(ZONES), help="four IANA time zones, comma-separated")
    args = parser.parse_args(argv)
    zones = tuple(z.strip() for z in args.zones.split(","))
    if len(zones) != 4:
        parser.error("--zones needs four time zones")
    options: dict[str, Any] = {"board": "variable"}
    if args.expansion != "base":
        options["expansion"] = args.expansion
    print(
        f"{args.games} simulated 4-player games ({args.expansion}), players in {', '.join(zones)}, asleep "
        f"23:00-07:00 local, median answer 20 min, one away two days ({'un' if args.unannounced else ''}announced)"
    )
    started = time.perf_counter()
    announced = not args.unannounced
    configs = [
        ("off (today)", Rules("off", False, zones=zones)),
        ("on, no night order", Rules("on", True, announced, 0, zones)),
        ("on, 2 night orders", Rules("on", True, announced, 2, zones)),
        ("on (all features)", Rules("on", True, announced, 4, zones)),
    ]
    runs = [run_all(rules, args.games, args.seed, options) for _name, rules in configs]
    width = 20
    print(f"{'':34}" + "".join(f"{name:>{width}}" for name, _rules in configs))

    def row(label: str, values: list[str]) -> None:
        print(f"{label:34}" + "".join(f"{v:>{width}}" for v in values))

    def mean_h(rs: list[Result], attr: str) -> float:
        return statistics.mean(getattr(r, attr) for r in rs) / HOUR

    row("games finished", [f"{sum(r.finished for r in rs)}/{len(rs)}" for rs in runs])
    row("median game length (days)", [f"{statistics.median(r.days for r in rs):.2f}" for rs in runs])
    row("longest game (days)", [f"{max(r.days for r in rs):.2f}" for rs in runs])
    row("waited on asleep/away (h/game)", [f"{mean_h(rs, 'waited_away'):.1f}" for rs in runs])
    row("waited on awake people (h/game)", [f"{mean_h(rs, 'waited_awake'):.1f}" for rs in runs])
    row("take-overs per game", [f"{statistics.mean(r.takeovers for r in rs):.2f}" for rs in runs])
    row("reminders to sleepers per game", [f"{statistics.mean(r.reminders_asleep for r in rs):.2f}" for rs in runs])
    row(
        "moves by standing orders (%)",
        [f"{100 * sum(r.by_order for r in rs) / sum(r.moves for r in rs):.1f}" for rs in runs],
    )
    before, after = mean_h(runs[0], "waited_away"), mean_h(runs[-1], "waited_away")
    longest = max(r.days for r in runs[-1])
    print(
        f"({time.perf_counter() - started:.0f} s; longest game with all features on: {longest:.1f} days, target <= 7)"
    )
    print(
        f"wait on sleeping or absent players: {before:.1f} h -> {after:.1f} h ({100 * (1 - after / before):.0f}% lower)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
