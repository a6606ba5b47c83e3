"""How ``hard``'s search judges a Seafarers position at the end of a rollout: each seat's chance to win, a
conditional logit over the seats of two numbers per seat, its victory points and the rest of
``players.heuristic_score.value`` (production with gold fields, cards, Development cards, the route),
fitted per stage on ``normal``-vs-``normal`` games of the four scenarios.

Why: judged by the heuristic score scaled to hundredths, an override of ``normal``'s choice needed a mean
gain above ``players.search.MARGIN`` (0.01), a whole victory point within one round of play, and the
search overrode 3% of its decisions. As a win chance, ``MARGIN`` means one percentage point, as in the base
game. The stage is how far the leader is towards the target (the scenarios' targets differ).
"""

from __future__ import annotations

import math

from engine.state import GameState
from players.heuristic_score import value

# (victory points, the rest of the heuristic value) per stage: ``bench/fit_sea_value.py --games 0-299,1000-1299``
# (seeds 500000 + i, scenario i mod 4, a position every third turn; held-out log-loss early 1.34, middle 1.11,
# late 0.72 against 1.386 for a uniform guess among four)
WEIGHTS = {
    "early": (0.336, 1.067),
    "middle": (0.302, 0.972),
    "late": (0.498, 0.806),
}


def stage_of(state: GameState) -> str:
    """By the leader's share of the victory target: early below 45%, late from 70%."""
    lead = max(state.victory_points(p) for p in range(state.n)) / max(1, state.options.vp_target)
    return "early" if lead < 0.45 else ("middle" if lead < 0.7 else "late")


def win_chances(state: GameState) -> list[float]:
    """Every seat's chance to win (a finished game: 1 for the winner)."""
    if state.winner >= 0:
        return [1.0 if p == state.winner else 0.0 for p in range(state.n)]
    a, b = WEIGHTS[stage_of(state)]
    z = []
    for p in range(state.n):
        vp = state.victory_points(p)
        z.append(a * vp + b * (value(state, p) - vp))
    top = max(z)
    e = [math.exp(x - top) for x in z]
    total = sum(e)
    return [x / total for x in e]


def rollout_value(state: GameState, seat: int) -> float:
    """The ``rollout_value`` hook: ``seat``'s win chance."""
    return win_chances(state)[seat]
