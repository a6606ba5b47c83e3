"""The ``hard`` player's value model of the 2-player variant: each real seat's chance to win from a full state.

The base game's model (``players.value``) was fitted on 4-player games, where a seat's lead counts
against three rivals and the neutral players do not exist; here the same conditional logit is fitted
on 2-player games (``bench/fit_value.py --players 2``) over the base features of the two real seats
plus their trade cards (TWO-COMP-2..3). With two seats the logit is zero-sum by construction:
P(seat) = 1 - P(rival) = sigmoid(w . (f_seat - f_rival)), so maximising one's own win chance is
maximising the difference to the one rival. Neutral seats (TWO-COMP-1) have no features and never win.
"""

from __future__ import annotations

import math

from engine.state import GameState
from players.features import NAMES as BASE_NAMES
from players.features import seat_features, vertex_pips
from players.value import stage_of

NAMES = (*BASE_NAMES, "trade_cards")
N_FEATURES = len(NAMES)
REAL_SEATS = 2


def features(state: GameState, seat: int, pips: list[list[int]] | None = None) -> list[float]:
    """The base game's features of ``seat`` and its trade cards (order of ``NAMES``)."""
    two = state.two
    cards = two.trade_cards[seat] if two is not None and seat < len(two.trade_cards) else 0
    return [*seat_features(state, seat, pips), float(cards)]


def _weights(stage: str) -> tuple[float, ...] | None:
    try:
        from players.rules.two_player.value_weights import NAMES as FITTED
        from players.rules.two_player.value_weights import WEIGHTS
    except ImportError:
        return None
    if tuple(FITTED) != NAMES:
        return None  # features changed since the fit: refit with bench/fit_value.py --players 2
    w = WEIGHTS.get(stage)
    return w if w is not None and len(w) == N_FEATURES else None


def win_chance(state: GameState, seat: int, stage: str | None = None) -> float:
    """``seat``'s probability of winning (a finished game: 1 for the winner); 0.5 without weights."""
    if state.winner >= 0:
        return 1.0 if state.winner == seat else 0.0
    w = _weights(stage or stage_of(state))
    if w is None:
        return 0.5
    pips = vertex_pips(state)
    rival = 1 - seat
    diff = sum(
        a * (b - c) for a, b, c in zip(w, features(state, seat, pips), features(state, rival, pips), strict=True)
    )
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, diff))))
