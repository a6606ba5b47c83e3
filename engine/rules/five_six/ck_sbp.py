"""What a Cities & Knights SBP slot allows (SIX-CK-4..6; forbidden by omission: SIX-CK-5, SIX-CK-8).

Listed on top of the base purchases of ``sbp.list_slot`` (roads, settlements, cities; C&K has no
development cards): city walls; hiring, activating and promoting knights (at most one promotion per
knight per slot: the per-knight flags reset at each slot, SIX-AMB-22); city improvements with
commodities when ``six_ck_sbp_improvements`` (SIX-AMB-20); plain moves of active knights when
``six_ck_sbp_knight_moves`` (SIX-AMB-21). Never a trade, a progress card, a displacement or a chase.
"""

from __future__ import annotations

from typing import Any

from engine.bits import bit_indices
from engine.rules.cities_and_knights import building as ckb
from engine.rules.cities_and_knights import improvements, knights
from engine.rules.cities_and_knights.constants import ACTED, ACTIVATED, COMMODITY_OF, KNIGHTS_PER_STRENGTH
from engine.rules.cities_and_knights.legal import (
    _ACTIVATE,
    _HIRE,
    _IMPROVE,
    _PROMOTE,
    _WALL,
    ACTIVATE,
    HIRE,
    IMPROVE,
    MOVE,
    PROMOTE,
    WALL,
)
from engine.rules.shared import add_bits
from engine.state import GameState

_USED = ACTIVATED | ACTED


def list_purchases(state: GameState, seat: int, out: list[Any]) -> None:
    ck = state.ck
    hand = state.hands[seat]
    brick, ore, grain, wool = hand[0], hand[2], hand[3], hand[4]
    if brick >= 2:
        out.extend(_WALL[v] for v in ckb.wall_candidates(state, seat))
    if ore and wool and ck.knight_count[seat][1] < KNIGHTS_PER_STRENGTH:
        add_bits(ckb.knight_spots(state, seat), _HIRE, out)
    mine = ck.knight_mask[seat]
    moves = state.options.six_ck_sbp_knight_moves
    for v in bit_indices(mine):
        if not ck.k_active[v] and grain:
            out.append(_ACTIVATE[v])
        if ore and wool and knights.can_promote(state, seat, v):
            out.append(_PROMOTE[v])
        if moves and ck.k_active[v] and not ck.k_flags[v] & _USED:
            empty, _displace = knights.move_targets(state, seat, v)  # never a displacement (SIX-CK-5)
            out.extend([(MOVE, v, u) for u in empty])
    if state.options.six_ck_sbp_improvements and state.cities[seat]:
        for track in range(3):
            if hand[COMMODITY_OF[track]] and improvements.can_improve(state, seat, track):
                out.append(_IMPROVE[track])


def slot_kinds(state: GameState) -> frozenset[str]:
    """The C&K purchases a slot may list (SIX-CK-4), with the options' improvements and knight moves."""
    kinds = {WALL, HIRE, ACTIVATE, PROMOTE}
    if state.options.six_ck_sbp_improvements:  # SIX-AMB-20
        kinds.add(IMPROVE)
    if state.options.six_ck_sbp_knight_moves:  # SIX-AMB-21
        kinds.add(MOVE)
    return frozenset(kinds)
