"""Catan chits (SEA-SVP-1/2, SEA-WIN-2): the first settlement a player builds in a scoring area earns
chits (New Shores: each small island, SEA-NS-2; Four Islands: each foreign island, SEA-4I-2; Through
the Desert: the strip and each small island, SEA-TTD-3; Fog Island: none, SEA-FOG-7). Never for set-up
settlements; whether another player is there already is irrelevant; a chit is never lost."""

from __future__ import annotations

from engine.rules.seafarers.options import FOUR_ISLANDS
from engine.rules.seafarers.setup import areas
from engine.state import GameState


def after_settlement(state: GameState, seat: int, vertex: int, in_setup: bool) -> None:
    if in_setup:
        return
    sea = state.sea
    dealt = areas(state)
    area = dealt.vertex_area[vertex]
    if area < 0 or area not in dealt.scoring or area in sea.scored[seat]:
        return
    if sea.scenario == FOUR_ISLANDS:
        if area in sea.home[seat]:
            return  # a home island is never foreign (SEA-4I-1)
        first = not sea.scored[seat]
        chits = 1 if first and state.options.sea_4i_first_foreign_one else 2
    else:
        chits = state.options.sea_svp_per_area
    sea.scored[seat].append(area)
    sea.scored[seat].sort()
    sea.chits[seat] += chits
    state.emit({"type": "chits", "seat": seat, "area": area, "chits": chits, "at": vertex})


def victory_points(state: GameState, seat: int) -> int:
    """SEA-SVP-1, SEA-WIN-2: 1 VP per chit (public)."""
    return state.sea.chits[seat]
