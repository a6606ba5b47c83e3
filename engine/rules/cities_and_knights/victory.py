"""Victory points of Cities & Knights beyond buildings and Longest Road (CK-VP-1, CK-WIN-1).

Settlements, cities and Longest Road are counted by ``GameState.public_victory_points``; this adds
metropolises (+2 each), the merchant (1), Defender of Catan cards (1 each) and the laid-out VP
progress cards (1 each). There is no Largest Army and there are no development cards (CK-GEN-2).
All VP in C&K are public.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.rules.turn import bind_victory_points as base_victory_points

if TYPE_CHECKING:
    from engine.rulesets import Rules
    from engine.state import GameState


_NO_METROPOLIS = [-1, -1, -1]  # ``ck.metropolis`` before any is built


def extra_vp(state: GameState, seat: int) -> int:
    """Every action asks this of the active player (the win check): the metropolis test first looks
    whether any is built at all (one comparison of the lists), which most of a game none is."""
    ck = state.ck
    vp = ck.defenders[seat] + len(ck.vp_cards[seat])
    if ck.merchant_owner == seat:
        vp += 1
    if ck.metropolis != _NO_METROPOLIS:
        owner = state.owner
        for v in ck.metropolis:
            if v >= 0 and owner[v] == seat:
                vp += 2
    return vp


def bind_victory_points(rules: Rules) -> Callable[[GameState, int], int]:
    """The ``victory_points`` hook: when C&K's are the only bonus points of the combination (the usual case), the
    base game's count and ``extra_vp`` in one function, one call less at every action's win check; otherwise
    the base game's sum of every bonus."""
    if rules.vp_bonus != (extra_vp,):
        return base_victory_points(rules)

    def victory_points(state: GameState, seat: int) -> int:
        # No development cards and no Largest Army in C&K (CK-GEN-2): the base count's VP cards and army are none
        # here (``state.dev`` stays empty, ``la_holder`` -1), so they are not looked at after every action.
        ck = state.ck
        vp = state.settlements[seat] + 2 * state.cities[seat] + ck.defenders[seat] + len(ck.vp_cards[seat])
        if state.lr_holder == seat:
            vp += 2
        if ck.merchant_owner == seat:
            vp += 1
        metropolis = ck.metropolis
        if metropolis != _NO_METROPOLIS:  # the three tracks written out: no loop
            owner = state.owner
            trade, politics, science = metropolis
            if trade >= 0 and owner[trade] == seat:
                vp += 2
            if politics >= 0 and owner[politics] == seat:
                vp += 2
            if science >= 0 and owner[science] == seat:
                vp += 2
        return vp

    return victory_points
