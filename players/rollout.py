"""The cheap policy and the evaluation used inside the ``hard`` player's simulations.

These run on *determinised* states (``engine.determinize``): samples of what the game could be, built
from the searching seat's view, never the real game. They must be fast (thousands of moves per
decision), so they look at a few numbers only: pips of a spot, who leads, whether a build is affordable.
"""

from __future__ import annotations

import random

from engine import topology as topo
from engine.actions import Action
from engine.constants import CITY, PIPS
from engine.legal import legal_actions
from engine.state import GameState

_PRIORITY = {
    "roll": 100, "city": 90, "settlement": 80, "confirm": 60, "buy_dev": 50, "road": 30, "knight": 25,
    "monopoly": 24, "year_of_plenty": 24, "road_building": 20, "robber": 10, "steal": 10, "discard": 10,
    "decline": 6, "end_turn": 1,
}  # fmt: skip


def spot_pips(state: GameState, v: int) -> int:
    board = state.board
    return sum(PIPS.get(board.numbers[h], 0) for h in topo.VERTEX_HEXES[v] if board.terrain[h] < 5)


def policy(state: GameState, seat: int, rng: random.Random) -> Action:
    """Build the best affordable thing (by pips), else end the turn; robber on the leader."""
    legal = legal_actions(state, seat)
    best = -1
    for a in legal:
        p = _PRIORITY.get(a[0], 0)
        if p > best:
            best = p
    if best == _PRIORITY["road"] and (state.road_count[seat] >= 7 or rng.random() < 0.5):
        best = _PRIORITY["end_turn"] if ("end_turn",) in legal else best
    top = [a for a in legal if _PRIORITY.get(a[0], 0) == best]
    if not top:
        return rng.choice(legal)
    kind = top[0][0]
    if kind in ("settlement", "city"):
        return max(top, key=lambda a: spot_pips(state, a[1]))
    if kind == "robber":
        return max(top, key=lambda a: _robber_score(state, seat, a[1]))
    if kind == "steal":
        return max(top, key=lambda a: state.public_victory_points(a[1]))
    if kind == "monopoly":
        return max(top, key=lambda a: sum(state.hands[p][a[1]] for p in range(state.n) if p != seat))
    return top[0] if kind == "discard" else rng.choice(top)


def _robber_score(state: GameState, seat: int, h: int) -> float:
    pip = PIPS.get(state.board.numbers[h], 0)
    score = 0.0
    for v in topo.HEX_VERTICES[h]:
        kind = state.building[v]
        if kind:
            owner = state.owner[v]
            mult = 2 if kind == CITY else 1
            score += -3 * pip * mult if owner == seat else pip * mult * (1 + 0.25 * state.public_victory_points(owner))
    return score


def value(state: GameState, seat: int) -> float:
    """Worth of a position to ``seat``: points, production, cards (a win dominates everything)."""
    if state.winner == seat:
        return 100.0
    pips = 0
    for v in _bits(state.building_mask[seat]):
        pips += spot_pips(state, v) * (2 if state.building[v] == CITY else 1)
    dev = state.dev[seat]
    return (
        state.victory_points(seat)
        + 0.07 * pips
        + 0.12 * min(sum(state.hands[seat]), 7)
        + 0.35 * (sum(dev) - dev[4])
        + 0.05 * state.road_len[seat]
    )


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def score(state: GameState, seat: int) -> float:
    """``value`` relative to the strongest opponent (beating the leader is what wins)."""
    if state.winner >= 0:
        return 100.0 if state.winner == seat else -100.0
    mine = value(state, seat)
    best_other = max(value(state, p) for p in range(state.n) if p != seat)
    return mine - 0.6 * best_other
