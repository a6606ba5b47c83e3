"""A hand-made evaluation of a position for the ``hard`` player's simulations where no value model is
fitted (Cities & Knights, the 2-player variant; ``players.value`` judges base games).

It runs on *determinised* states (``engine.determinize``): samples of what the game could be, built
from the searching seat's view, never the real game. It looks at a few numbers only: points, pips,
cards and the road, relative to the strongest opponent, plus what the rule set's plug-in adds
(``PlayerHooks.score_terms``: C&K's improvements and knights, the 2-player variant's trade cards).
"""

from __future__ import annotations

from engine.bits import bit_indices
from engine.constants import CITY, PIPS
from engine.state import GameState
from players.rulesets import policy_of_state

RIVAL_WEIGHT = 0.6


def spot_pips(state: GameState, v: int) -> int:
    board = state.board
    return sum(PIPS.get(board.numbers[h], 0) for h in state.topo.VERTEX_HEXES[v] if board.terrain[h] < 5)


def value(state: GameState, seat: int) -> float:
    """Worth of a position to ``seat``: points, production, cards (a win dominates everything)."""
    if state.winner == seat:
        return 100.0
    pips = 0
    for v in bit_indices(state.building_mask[seat]):
        pips += spot_pips(state, v) * (2 if state.building[v] == CITY else 1)
    dev = state.dev[seat]
    own = sum(term(state, seat) for term in policy_of_state(state).score_terms)
    return (
        state.victory_points(seat)
        + 0.07 * pips
        + 0.12 * min(sum(state.hands[seat]), 7)
        + 0.35 * (sum(dev) - dev[4])
        + 0.05 * state.road_len[seat]
        + own
    )


def score(state: GameState, seat: int) -> float:
    """``value`` relative to the strongest opponent (beating the leader is what wins)."""
    if state.winner >= 0:
        return 100.0 if state.winner == seat else -100.0
    mine = value(state, seat)
    best_other = max(value(state, p) for p in range(state.n) if p != seat)
    weight = policy_of_state(state).rival_weight
    return mine - (RIVAL_WEIGHT if weight is None else weight) * best_other
