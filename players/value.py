"""The ``hard`` player's value model: each seat's chance to win a base game from a full state.

A conditional logit over the seats' features (``players.features``): P(seat) = exp(w . f_seat) /
sum over seats. The weights (``players.value_weights``) are fitted by ``bench/fit_value.py`` on games
among ``normal`` players, one set per stage of the game, because what wins changes as it goes:
right after set-up production and variety are everything, near the end points are.
"""

from __future__ import annotations

import math

from engine.state import GameState
from players.features import N_FEATURES, seat_features, vertex_pips

STAGES = ("setup", "early", "middle", "late")


def stage_of(state: GameState) -> str:
    if state.phase == "setup" or state.turn <= 1:
        return "setup"
    if state.turn <= 20:
        return "early"
    return "middle" if state.turn <= 40 else "late"


def _weights(stage: str) -> tuple[float, ...] | None:
    try:
        from players.value_weights import NAMES, WEIGHTS
    except ImportError:
        return None
    from players.features import NAMES as CURRENT

    if tuple(NAMES) != tuple(CURRENT):
        return None  # features changed since the fit: refit with bench/fit_value.py
    w = WEIGHTS.get(stage)
    return w if w is not None and len(w) == N_FEATURES else None


def win_chances(state: GameState, stage: str | None = None) -> list[float]:
    """Every seat's probability of winning (a finished game: 1 for the winner)."""
    n = state.n
    if state.winner >= 0:
        return [1.0 if p == state.winner else 0.0 for p in range(n)]
    w = _weights(stage or stage_of(state))
    if w is None:
        return [1.0 / n] * n
    pips = vertex_pips(state)
    scores = [sum(a * b for a, b in zip(w, seat_features(state, p, pips), strict=True)) for p in range(n)]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    z = sum(exps)
    return [e / z for e in exps]
