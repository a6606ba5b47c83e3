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
from typing import Any

import engine
from engine import rulesets
from engine.plugins import components_of_options
from history.records import Cards, GameStats, Trade
from history.rulesets import HISTORY


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
        # The rule set's counters see every event, the base game's too (Seafarers: a steal after the pirate
        # moved, the gold chosen in a production): barbarian attacks, trade cards, ships...
        for tally in self.hooks.tallies:
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
            for replayed in tally.hooks.replayed:
                replayed(stats, e, state)
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
