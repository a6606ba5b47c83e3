"""Statistics of one game, computed by replaying its action log with the engine.

What the statistics reveal (the same as colonist-like sites show on their end screen):
- everything in the public events (rolls, production, trades, discards, who robbed whom, builds, C&K
  and 2-player events) and each player's *public* victory points after every turn;
- once the game is over, the final scores of the ``game_over`` event, which include the hidden Victory
  Point cards (the engine reveals them at the end anyway);
- never the identity of a stolen card, a bought development card or a hand: those events are taken
  in their public (redacted) form, so the statistics of an unfinished game show nothing a spectator
  could not have seen.

The computation is a generator that yields after each action, so the service can run it cooperatively
on the event loop (``service.store.recovery.cooperatively``) or straight through (``service.store.recovery.run``).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import rulesets
from engine.plugins import components_of_options
from history.rulesets import HISTORY

# Ways of dice totals 2..12 out of 36.
DICE_WAYS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)


@dataclass(slots=True)
class Cards:
    """Resource (and, in C&K, commodity) cards one player gained or lost, by how."""

    start: int = 0
    production: int = 0
    trade_in: int = 0  # from other players
    trade_out: int = 0
    bank_in: int = 0  # bank and harbor trades
    bank_out: int = 0
    robbed_in: int = 0  # stolen by this player (robber, Spy-free steals) and taken by monopolies
    robbed_out: int = 0  # stolen from this player by the robber, monopolies and the like
    discarded: int = 0  # lost to 7s (and to other forced discards)
    dev_in: int = 0  # Year of Plenty and the like

    def to_dict(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in self.__slots__}  # type: ignore[attr-defined]


@dataclass(slots=True)
class Trade:
    seat: int
    partner: int
    give: int
    get: int
    turn: int

    @property
    def size(self) -> int:
        return self.give + self.get


@dataclass(slots=True)
class GameStats:
    """Everything the statistics image and texts show; JSON-ready through ``to_dict``."""

    players: int
    rule_set: str  # "base", "cities_and_knights" or "two_player"
    finished: bool
    colours: list[str] = field(default_factory=list)  # engine colour names of the seats
    dice: list[int] = field(default_factory=lambda: [0] * 11)  # counts of totals 2..12
    # Public VP of every seat at the end of each turn (index 0: after the set-up); the last row is the
    # final score (with revealed VP cards) once the game is over.
    vp: list[list[int]] = field(default_factory=list)
    cards: list[Cards] = field(default_factory=list)
    robbed_by: list[list[int]] = field(default_factory=list)  # [thief][victim] robberies
    droughts: list[int] = field(default_factory=list)  # longest run of rolls without production per seat
    biggest_trade: Trade | None = None
    trades: int = 0
    turns: int = 0
    actions: int = 0
    duration: float | None = None  # seconds from the first to the last action
    winner: int | None = None
    scores: list[int] | None = None
    # Rule-set specific counters (C&K: barbarian attacks, pillaged cities, progress cards; 2-player:
    # trade cards earned and forced trades). Keys name what they count.
    extra: dict[str, Any] = field(default_factory=dict)

    def expected(self) -> list[float]:
        rolls = sum(self.dice)
        return [rolls * w / 36 for w in DICE_WAYS]

    def most_robbed(self) -> tuple[int, int] | None:
        """(seat, times robbed) of the player robbed most (None if nobody was robbed)."""
        lost = [sum(self.robbed_by[t][v] for t in range(self.players)) for v in range(self.players)]
        if not any(lost):
            return None
        seat = max(range(self.players), key=lambda s: (lost[s], -s))
        return seat, lost[seat]

    def longest_drought(self) -> tuple[int, int] | None:
        if not self.droughts or not any(self.droughts):
            return None
        seat = max(range(self.players), key=lambda s: (self.droughts[s], -s))
        return seat, self.droughts[seat]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players, "rule_set": self.rule_set, "finished": self.finished,
            "colours": list(self.colours), "dice": list(self.dice), "vp": [list(r) for r in self.vp],
            "cards": [c.to_dict() for c in self.cards], "robbed_by": [list(r) for r in self.robbed_by],
            "droughts": list(self.droughts),
            "biggest_trade": None if self.biggest_trade is None else {
                "seat": self.biggest_trade.seat, "partner": self.biggest_trade.partner,
                "give": self.biggest_trade.give, "get": self.biggest_trade.get, "turn": self.biggest_trade.turn},
            "trades": self.trades, "turns": self.turns, "actions": self.actions, "duration": self.duration,
            "winner": self.winner, "scores": self.scores, "extra": self.extra,
        }  # fmt: skip


def rule_set(options: Mapping[str, Any]) -> str:
    """The name of the rule sets a game's options select ("base", "cities_and_knights", "two_player")."""
    return rulesets.name_of(components_of_options(options))


class _Tally:
    """Folds public events into a GameStats (kept apart from the replay so tests can feed events)."""

    def __init__(self, stats: GameStats) -> None:
        self.s = stats
        n = stats.players
        self.dry = [0] * n
        self.turn = 0
        stats.cards = [Cards() for _ in range(n)]
        stats.robbed_by = [[0] * n for _ in range(n)]
        stats.droughts = [0] * n
        self.hooks = HISTORY.of_name(stats.rule_set)  # the rule set's own counters (history.rulesets)
        if self.hooks.extra is not None:
            stats.extra = self.hooks.extra(n)

    def seat_ok(self, seat: Any) -> bool:
        return isinstance(seat, int) and 0 <= seat < self.s.players

    def event(self, e: Mapping[str, Any]) -> None:
        s, t = self.s, e["type"]
        c = s.cards
        if t == "turn_started":
            self.turn = int(e["turn"])
            s.turns = max(s.turns, self.turn)
        elif t == "rolled":
            total = int(e["total"])
            if 2 <= total <= 12:
                s.dice[total - 2] += 1
        elif t == "starting_resources":
            c[e["seat"]].start += sum(e["cards"])
        elif t == "production":
            for seat, gains in enumerate(e["gains"][: s.players]):
                got = sum(gains)
                c[seat].production += got
                self.dry[seat] = 0 if got else self.dry[seat] + 1
                s.droughts[seat] = max(s.droughts[seat], self.dry[seat])
        elif t == "stolen":
            if self.seat_ok(e["seat"]) and self.seat_ok(e["victim"]):
                c[e["seat"]].robbed_in += 1
                c[e["victim"]].robbed_out += 1
                s.robbed_by[e["seat"]][e["victim"]] += 1
        elif t in ("played_monopoly", "monopoly"):
            taken = e.get("taken") or []
            c[e["seat"]].robbed_in += sum(taken)
            for victim, k in enumerate(taken[: s.players]):
                c[victim].robbed_out += k
        elif t == "discarded":
            # Base discards are public (the cards show); a C&K discard hides which card, so count it as one.
            c[e["seat"]].discarded += sum(e["cards"]) if "cards" in e else int(e.get("count", 1))
        elif t == "played_year_of_plenty":
            c[e["seat"]].dev_in += len(e["resources"])
        elif t == "bank_trade":
            c[e["seat"]].bank_out += int(e["count"])
            c[e["seat"]].bank_in += 1
        elif t == "traded":
            give, get = sum(e["give"]), sum(e["get"])
            seat, partner = e["seat"], e["partner"]
            c[seat].trade_out += give
            c[seat].trade_in += get
            c[partner].trade_out += get
            c[partner].trade_in += give
            s.trades += 1
            if s.biggest_trade is None or give + get > s.biggest_trade.size:
                s.biggest_trade = Trade(seat, partner, give, get, self.turn)
        elif t == "game_over":
            s.winner = int(e["winner"])
            s.scores = [int(v) for v in e["scores"]]
        else:
            for tally in self.hooks.tallies:  # the rule set's events (barbarian attacks, trade cards)
                tally(s, e)


def stats_steps(
    options: Mapping[str, Any], seed: int, log: Sequence[Any]
) -> Generator[None, None, GameStats]:
    """Replay ``log`` (rows with ``seat``, ``action`` and ``created_at``, e.g. db ActionRow) and fold its
    public events into GameStats, yielding after each action."""
    state = engine.new_game(dict(options), seed)
    n = state.n
    stats = GameStats(players=n, rule_set=rule_set(options), finished=False, colours=list(state.colours[:n]))
    tally = _Tally(stats)
    if state.phase != "setup":
        # A beginner board has no set-up: turn 1 starts in new_game, before any logged action.
        tally.turn = stats.turns = state.turn
        stats.vp.append([state.public_victory_points(p) for p in range(n)])
    for entry in log:
        raw = engine.apply_action(state, entry.seat, engine.action_from_json(entry.action))
        for e in engine.events_for(raw, None):
            if e["type"] == "turn_started":
                # The VP at the end of the previous turn (or of the set-up).
                stats.vp.append([state.public_victory_points(p) for p in range(n)])
            tally.event(e)
        stats.actions += 1
        yield
    if state.phase == "over":
        stats.finished = True
        stats.vp.append(list(stats.scores) if stats.scores else [state.victory_points(p) for p in range(n)])
    else:
        stats.vp.append([state.public_victory_points(p) for p in range(n)])
        stats.winner = None
        stats.scores = None
    if log:
        stats.duration = float(log[-1].created_at) - float(log[0].created_at)
    return stats


def compute_stats(options: Mapping[str, Any], seed: int, log: Sequence[Any]) -> GameStats:
    """``stats_steps`` in one go."""
    steps = stats_steps(options, seed, log)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
