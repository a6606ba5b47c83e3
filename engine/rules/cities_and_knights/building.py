"""Building in Cities & Knights: where roads, settlements, cities, walls and knights may go.

The base placement rules apply (``engine.rules.building``, re-exported here) with the knights of
CK-KNIGHT-9/10 added through the rule set's blocker hooks: another player's knight blocks a road
network like a building, and no settlement can be built where any knight stands. City walls:
CK-WALL-1..3. Costs are 8-card vectors (section 9), which the base ``pay``/``can_afford`` take.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.constants import CITY, SETTLEMENT
from engine.rules.building import can_afford, city_candidates, pay, road_candidates, settlement_candidates
from engine.rules.cities_and_knights.constants import MAX_WALLS
from engine.rules.longest_road import update_longest_road

if TYPE_CHECKING:
    from engine.state import GameState

__all__ = [
    "can_afford", "city_candidates", "knight_spots", "own_cities", "pay", "place_wall", "reduce_city",
    "road_blockers", "road_candidates", "settlement_blockers", "settlement_candidates", "wall_candidates", "walls_of",
]  # fmt: skip


def road_blockers(state: GameState, seat: int) -> int:
    """CK-KNIGHT-9: another player's knight is a dead end for a road network, like a building
    (``engine.rules.building.road_candidates``; also for Longest Road)."""
    ck = state.ck
    return ck.knight_all & ~ck.knight_mask[seat]


def settlement_blockers(state: GameState) -> int:
    """CK-KNIGHT-9/10: no settlement where any knight stands."""
    return state.ck.knight_all


def own_cities(state: GameState, seat: int) -> list[int]:
    building = state.building
    return [v for v in bit_indices(state.building_mask[seat]) if building[v] == CITY]


def walls_of(state: GameState, seat: int) -> int:
    return (state.ck.walls & state.building_mask[seat]).bit_count()


def wall_candidates(state: GameState, seat: int) -> list[int]:
    """CK-WALL-1: under an own city (metropolis included) without a wall; at most 3 walls."""
    mine, walls = state.building_mask[seat], state.ck.walls
    if not state.cities[seat] or (walls & mine).bit_count() >= MAX_WALLS:
        return []
    building = state.building
    out = []
    for v in bit_indices(mine & ~walls):  # a loop: a comprehension would make ``building`` a cell at every call
        if building[v] == CITY:
            out.append(v)
    return out


def knight_spots(state: GameState, seat: int) -> int:
    """CK-KNIGHT-2 / CK-AMB-22: empty intersections at an end of one of the seat's roads."""
    return state.road_vertex_mask[seat] & ~state.occupied_mask & ~state.ck.knight_all


def place_wall(state: GameState, seat: int, vertex: int) -> None:
    state.ck.walls |= 1 << vertex


def reduce_city(state: GameState, vertex: int, remove: bool) -> None:
    """A pillaged city becomes a settlement (or, with CK_PILLAGE_WITHOUT_SETTLEMENT = REMOVE and no
    settlement in supply, disappears); its wall goes back to the supply (CK-BARB-4, CK-WALL-3, CK-AMB-15)."""
    seat = state.owner[vertex]
    ck = state.ck
    ck.walls &= ~(1 << vertex)
    state.cities[seat] -= 1
    state.production = None  # the base game's table of what numbers pay (engine.rules.production)
    if not remove:
        state.building[vertex] = SETTLEMENT
        state.settlements[seat] += 1
        return
    state.building[vertex] = 0
    state.owner[vertex] = -1
    bit = 1 << vertex
    state.building_mask[seat] &= ~bit
    state.occupied_mask &= ~bit
    blocked = 0
    neighbours = state.topo.VERTEX_NEIGHBOUR_MASK
    for v, kind in enumerate(state.building):
        if kind:
            blocked |= (1 << v) | neighbours[v]
    state.blocked_mask = blocked
    state.road_cand = [-1] * state.n
    update_longest_road(state, [p for p in range(state.n) if p != seat and state.road_vertex_mask[p] & bit])
