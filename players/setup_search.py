"""The ``hard`` player's set-up placements: look ahead through the rest of the snake, then judge the board.

Set-up hides nothing that matters for placements, and what follows a placement is the other seats'
placements in snake order (BASE-SETUP-10). So for each promising settlement (``normal``'s spot value
picks the short list) the search plays the rest of the set-up on a determinised copy: the other seats
place like the ``normal`` player would, the seat's own later settlement is chosen the same way one
level down (each of its short-listed spots finished and judged), and the finished set-up is judged by
the value model's win chance for the seat (``players.value``, stage "setup"). A set-up road is chosen
the same way among the legal roads. ``normal``'s own spot heads the short list, so the search picks
something else only when the model judges it better.

The work is counted in *simulated placements*; ``budget`` caps them (the search then judges the
candidates finished so far), and ``deadline`` on the caller's clock stops it early the same way.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable
from typing import Any

from engine.actions import Action
from engine.legal import apply_action, legal_actions
from engine.serialize import from_dict, to_dict
from engine.state import GameState
from engine.views import player_view
from players import normal
from players.budget import Budget
from players.evaluate import resource_weights, spot_value
from players.table import Table
from players.value import win_chances

SETTLEMENT_CANDIDATES = 10
INNER_CANDIDATES = 8
DEFAULT_BUDGET = 4000
Judge = Callable[[GameState, int], float]


def choose(t: Table, state: GameState, budget: Budget, judge: Judge | None = None) -> Action | None:
    """The seat's set-up placement, or None when the budget ran out before a judgement.

    ``judge`` gives the seat's win chance in a finished set-up (default: the base game's value model;
    a rule set with its own model passes it, ``PlayerHooks.win_chance``)."""
    seat = t.seat
    record = pickle.dumps(to_dict(state))
    settles = [a for a in t.legal if a[0] == "settlement"]
    options = short_list(t, settles, SETTLEMENT_CANDIDATES) if settles else [a for a in t.legal if a[0] == "road"]
    best: tuple[float, Action] | None = None
    for action in options:
        value = _finish(record, seat, action, budget, own_later=True, judge=judge)
        if value is None:
            break
        if best is None or value > best[0]:
            best = (value, action)
    return best[1] if best else None


def short_list(t: Table, settles: list[Action], size: int) -> list[Action]:
    """The ``size`` best spots by ``normal``'s judgement (``normal``'s own choice first)."""
    weights = resource_weights(t)
    prod = t.production(t.seat)
    return sorted(settles, key=lambda a: (-spot_value(t, a[1], prod, weights), a[1]))[:size]


def _finish(
    record: bytes, seat: int, action: Action, budget: Budget, own_later: bool, judge: Judge | None = None
) -> float | None:
    """Apply ``action``, play the rest of the set-up, and return the seat's win chance (None: no budget)."""
    state = from_dict(pickle.loads(record))
    if not budget.spend():
        return None
    apply_action(state, seat, action)
    rng = random.Random(0)  # normal's set-up choices draw nothing; the rng is only a formality
    while state.phase == "setup":
        who = state.active
        if who == seat and own_later and state.step == "setup_settlement":
            return _own_later(state, seat, budget, judge)
        if not budget.spend():
            return None
        apply_action(state, who, _normal_move(state, who, rng))
    return win_chances(state, "setup")[seat] if judge is None else judge(state, seat)


def _own_later(state: GameState, seat: int, budget: Budget, judge: Judge | None) -> float | None:
    """The seat's next settlement, chosen one level down; the value of the best one."""
    t = Table(player_view(state, seat))
    settles = [a for a in legal_actions(state, seat) if a[0] == "settlement"]
    record = pickle.dumps(to_dict(state))
    best: float | None = None
    for action in short_list(t, settles, INNER_CANDIDATES):
        value = _finish(record, seat, action, budget, own_later=False, judge=judge)
        if value is None:
            break
        best = value if best is None else max(best, value)
    return best


def _normal_move(state: GameState, seat: int, rng: random.Random) -> Any:
    return normal.choose(Table(player_view(state, seat)), rng)
