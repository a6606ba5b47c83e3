"""Asynchronous play over days (issues #20, #29 item 14): how long a table of 3 to 6 players waits on people
who are asleep or away, with today's rules and with the features of issue #20, side by side, on a fake
clock, and how many of a person's moves were made for them (standing orders, built-in players).

    .venv/bin/python bench/async_table.py [--games 20] [--seed 1] [--players 4] [--lookers 1]
                                          [--no-trades] [--expansion cities_and_knights]
                                          [--unannounced] [--zones A,B,C,D]

**This is a model of the service's waiting rules, not the bot itself.** It drives the engine directly:
built-in players (``players.decide``, strength normal) choose every move, for the simulated people as
for the built-in players that stand in for them, from the seat's view; *when* each move is made is
decided by the waiting rules below, computed with the pure modules the service uses
(``service.time.quiet_hours``, ``service.time.game_clock``, ``service.orders.standing_orders``) on a
``service.time.clock.FakeClock``. Domestic trades are on unless ``--no-trades``: the deciders make offers; an
offer waits on nobody (the table's answers do not block), each person answers it like any decision (a
built-in player at once) while it is open, and a person who made an offer comes back to it after a fresh
delay rather than in the same sitting, to see the answers.

The people: players in spread time zones (Los Angeles, New York, Berlin, Tokyo, then São Paulo and Kolkata
for 5 and 6 players), each asleep 8 hours a night (23:00-07:00 local). Awake, a person answers a decision
the game newly waits on after an exponential delay with a median of 20 minutes, and the next decisions of
the same sitting (their turn's further moves) after about a minute; a decision that falls due while they
sleep is answered after they wake, with a fresh delay; falling asleep before answering means answering
after waking. ``--lookers`` of them (1 by default) do not watch the game: they look in three times a day
(about 08:00, 13:00 and 19:00 local) and answer what waits on them then. One player per game goes quiet
for two days, starting at a random moment of the game's second day.

"Moves not made by the person" counts, over every seat, the moves a standing order, the night order's
built-in player or a built-in player holding the seat (vacation, take-over) made for its person.

Rules compared (the same games, seeds, people and delays):

* **off (today):** reminders (they wake nobody; counted when they reach a sleeping person) and the AFK
  take-over: a person the game waits on for 24 hours of wall time is replaced by a built-in player
  until they are back (they press "I'm back" when next awake, after their usual delay).
* **on (issue #20):** quiet hours set to each person's night (the AFK clock stops in them; reminders wait
  for their end); standing orders (auto-roll, discard on a 7 keeping what building needs, C&K answers)
  applied when due, and once an order has answered, the seat's next decisions of that sitting at once (as
  ``service.orders.runner`` plays them); the night order (a built-in player makes the decisions the game waits
  on its owner for in their quiet hours, after a 30 min grace period in which they may still answer
  themselves, see ``service.orders.standing_orders``), given by none, half or all of the players (the last three columns); a game clock of
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
from datetime import UTC, datetime, timedelta
from datetime import time as wall
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
import players  # noqa: E402
from service.orders.standing_orders import StandingOrders, covers, due_at, night_due_at, prescribe  # noqa: E402
from service.people.user_settings import UserSettings, Vacation  # noqa: E402
from service.time.clock import FakeClock  # noqa: E402
from service.time.game_clock import TAKE_SEAT, ClockRules, GameClocks  # noqa: E402
from service.time.quiet_hours import after_awake, available_at, is_quiet, local_instant, quiet_periods  # noqa: E402

HOUR = 3600.0
DAY = 24 * HOUR
ZONES = ("America/Los_Angeles", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "America/Sao_Paulo", "Asia/Kolkata")
LOOKS = (wall(8, 0), wall(13, 0), wall(19, 0))  # when a person who looks in a few times a day looks (local)
LOOK_JITTER = 45 * 60.0  # each look is up to this much later, at random
MEDIAN_DELAY = 20 * 60.0  # a person's first answer after the game starts waiting on them
SITTING_DELAY = 60.0  # mean of the further answers in one sitting
SITTING = 10 * 60.0  # a person who acted this recently is still at the table
BOT_PACE = 5.0  # a built-in player's pause before its move
AFK_HOURS = 24.0
REMINDER_HOURS = 4.0  # a typical lobby setting; at most 3 reminders per decision (cogs/app/client.py)
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
    looks: bool = False  # looks in a few times a day (LOOKS) rather than answering as the game waits

    def next_look(self, at: float) -> float:
        """The first of the person's looks at or after ``at``."""
        tz = self.truth.tz
        day = datetime.fromtimestamp(at, tz).date() - timedelta(days=1)
        for offset in range(4):
            for look in LOOKS:
                t = local_instant(day + timedelta(days=offset), look, tz) + self.rng.uniform(0, LOOK_JITTER)
                if t >= at:
                    return t
        return at + DAY  # pragma: no cover (a look every day)

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
            if self.looks and not in_sitting:  # they see it at their next look, and answer in that sitting
                t, mean = self.available(self.next_look(t)), SITTING_DELAY
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
    night_players: int = 4  # how many of the players give the night order (30 min grace)
    zones: tuple[str, ...] = ZONES[:4]  # one per seat
    lookers: int = 1  # how many look in a few times a day
    trades: bool = True


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
    own: list[int] = field(default_factory=list)  # per seat: moves its person made
    for_them: list[int] = field(default_factory=list)  # per seat: moves made for its person
    sbp_for_them: int = 0  # of those, Special Build slots passed (5-6 players: one per other player and turn)
    offers: int = 0  # domestic trade offers made
    trades: int = 0  # domestic trades done

    def most_automated(self) -> float:
        """The share of moves made for the person of the most automated seat of the game."""
        return max(f / (o + f) for o, f in zip(self.own, self.for_them, strict=True) if o + f)


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
    blocking: bool = True  # False: an answer to a trade offer (the table does not wait for it)


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
        n = self.n = len(self.rules.zones)
        self.game = engine.new_game({**self.options, "players": n}, self.seed)
        quiet_seat = rng.randrange(n)
        away_from = start + DAY + rng.uniform(0, DAY)
        self.people = []
        for seat in range(n):
            zone = self.rules.zones[(seat + self.seed) % n]
            vacation = None
            away = (away_from, away_from + 2 * DAY) if seat == quiet_seat else None
            truth = UserSettings(user_id=seat + 1, zone_name=zone).with_quiet("23:00", "07:00")
            if away:
                vacation = Vacation(away[0], away[1], "bot", "normal")
            truth = UserSettings(user_id=truth.user_id, zone_name=zone, quiet=truth.quiet, vacation=vacation)
            looks = (seat + self.seed) % n < self.rules.lookers
            self.people.append(Person(seat, truth, away, random.Random(self.seed * 1000 + seat), looks=looks))
        self.deciders = [random.Random(self.seed * 7919 + s) for s in range(n)]
        self.seats = [Seat() for _ in range(n)]
        self.plans: dict[int, Plan] = {}
        self.clocks = GameClocks.start(CLOCK, n)
        self.last_move = start
        # Everyone gives ORDERS; the first ``night_players`` seats add the night order, with 30 min grace.
        self.orders = [
            replace(ORDERS, night_bot="normal", grace_minutes=30) if seat < self.rules.night_players else ORDERS
            for seat in range(n)
        ]
        self.last_action = ""

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
        blocking = bool(decision["blocking"])
        if self.bot_plays(seat, now):
            return Plan(key, now + BOT_PACE, "bot", since, blocking=blocking)
        person = self.people[seat]
        # Who made an offer comes back to it later (to see the answers), not in the same sitting.
        answer = person.answer_time(since, self.last_mover == (seat, "person") and self.last_action != "offer")
        if not blocking:  # an answer to an offer: the person's own (no standing order declines here)
            return Plan(key, answer, "person", since, blocking=False)
        known = self.settings_known(seat)
        if known is not None:
            orders = self.orders[seat]
            # As service.orders.runner: once an order answered, the seat's next decisions of the same sitting
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
        if plan.by not in WAITING or not plan.blocking:
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
        """Each seat's first decision: a blocking one, else (trades on) its answer to an open offer."""
        out: dict[int, tuple[int, dict[str, Any], tuple[Any, ...]]] = {}
        for d in engine.pending(self.game):  # blocking ones first
            seat = d["seat"]
            if seat in out or not (d["blocking"] or self.rules.trades):
                continue
            key = (seat, d["kind"], d.get("id"), d.get("offer"), self.game.turn, self.moves_by[seat])
            out[seat] = (seat, d, key)
        return list(out.values())

    def run(self) -> Result:
        start = self.clock.now()
        self.moves_by = [0] * self.n
        own, for_them = [0] * self.n, [0] * self.n
        self.offers = self.trades = self.sbp_for_them = 0
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
                persons = {s: self.settings_known(s) for s in range(self.n) if self.plans.get(s, None)}
                persons = {
                    s: p for s, p in persons.items() if p is not None and self.plans[s].by in WAITING and self.plans[s].blocking
                }
                self.clocks.sync([s for s, d, _k in owing if d["blocking"]], persons, now)
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
            waiting = [s for s, p in self.plans.items() if p.by in WAITING and p.blocking]
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
                if plan.by == "person":
                    own[seat] += 1
                else:
                    for_them[seat] += 1
                    self.sbp_for_them += plan.key[1] == "special_build"
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
            days, self.game.phase == "over", waited_away, waited_awake, takeovers, reminders_asleep, moves, by_order,
            own, for_them, self.sbp_for_them, self.offers, self.trades,
        )  # fmt: skip

    def reminders(self, since: float, until: float) -> int:
        """Today's reminders in [since, until) that reach a person in their sleep (every REMINDER_HOURS
        after the last move, at most 3 per decision)."""
        count = 0
        for seat, plan in self.plans.items():
            if plan.by not in WAITING or not plan.blocking:
                continue
            for n in range(1, REMINDER_CAP + 1):
                t = self.last_move + n * REMINDER_HOURS * HOUR
                if since <= t < until and is_quiet(self.people[seat].truth, t):
                    count += 1
        return count

    def move(self, seat: int, plan: Plan) -> None:
        view = engine.player_view(self.game, seat)
        decision = next(d for d in view["pending"] if d["seat"] == seat and d["blocking"] == plan.blocking)
        action = prescribe(self.orders[seat], view, decision) if plan.by == "order" else None
        if action is None:
            if not self.rules.trades:
                view["you"]["can_propose_trade"] = False  # --no-trades: the deciders make no offers
            action = players.decide(view, self.deciders[seat], strength="normal")
        engine.apply_action(self.game, seat, action)
        self.offers += action[0] == "offer"
        self.trades += action[0] == "confirm"
        self.moves_by[seat] += 1
        self.last_mover = (seat, plan.by)
        self.last_action = str(action[0])
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
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5, 6))
    parser.add_argument("--lookers", type=int, default=1, help="players who look in only three times a day")
    parser.add_argument("--no-trades", action="store_true", help="the deciders make no domestic trade offers")
    parser.add_argument("--zones", default=None, help="one IANA time zone per player, comma-separated")
    args = parser.parse_args(argv)
    n = args.players
    zones = tuple(z.strip() for z in args.zones.split(",")) if args.zones else ZONES[:n]
    if len(zones) != n:
        parser.error(f"--zones needs {n} time zones, one per player")
    if not 0 <= args.lookers <= n:
        parser.error(f"--lookers is between 0 and {n}")
    options: dict[str, Any] = {"board": "variable"}
    if args.expansion != "base":
        options["expansion"] = args.expansion
    trades = not args.no_trades
    print(
        f"{args.games} simulated {n}-player games ({args.expansion}, domestic trades {'on' if trades else 'off'}), "
        f"players in {', '.join(zones)}, asleep 23:00-07:00 local, median answer 20 min, {args.lookers} looking in "
        f"3 times a day, one away two days ({'un' if args.unannounced else ''}announced)"
    )
    started = time.perf_counter()
    announced = not args.unannounced
    half = n // 2
    common = {"zones": zones, "lookers": args.lookers, "trades": trades}
    configs = [
        ("off (today)", Rules("off", False, **common)),  # type: ignore[arg-type]
        ("on, no night order", Rules("on", True, announced, 0, **common)),  # type: ignore[arg-type]
        (f"on, {half} night orders", Rules("on", True, announced, half, **common)),  # type: ignore[arg-type]
        ("on (all features)", Rules("on", True, announced, n, **common)),  # type: ignore[arg-type]
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
    row(
        "moves not made by the person (%)",
        [f"{100 * sum(sum(r.for_them) for r in rs) / sum(sum(r.own) + sum(r.for_them) for r in rs):.1f}" for rs in runs],
    )
    if n >= 5:
        row("  the same without Special Build (%)", [
            f"{100 * sum(sum(r.for_them) - r.sbp_for_them for r in rs) / sum(sum(r.own) + sum(r.for_them) - r.sbp_for_them for r in rs):.1f}"
            for rs in runs
        ])  # fmt: skip
    row("most automated person (median %)", [f"{100 * statistics.median(r.most_automated() for r in rs):.1f}" for rs in runs])
    if trades:
        row("trade offers / trades per game", [
            f"{statistics.mean(r.offers for r in rs):.1f} / {statistics.mean(r.trades for r in rs):.1f}" for rs in runs
        ])  # fmt: skip
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
