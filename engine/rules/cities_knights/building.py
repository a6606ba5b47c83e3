"""Building in Cities & Knights: where roads, settlements, cities, walls and knights may go.

The base placement rules apply (``engine.rules.building``) with the knights of CK-KNIGHT-9/10 added:
another player's knight blocks a road network like a building, and no settlement can be built where
any knight stands. City walls: CK-WALL-1..3. Costs are 8-card vectors (section 9).
"""

from __future__ import annotations

from operator import ge
from typing import TYPE_CHECKING

from engine import topology as topo
from engine.bits import bit_indices
from engine.constants import CITY, SETTLEMENT
from engine.rules.cities_knights.constants import MAX_WALLS
from engine.rules.longest_road import update_longest_road

if TYPE_CHECKING:
    from engine.state import GameState

_VEM = topo.VERTEX_EDGE_MASK


def can_afford(hand: list[int], cost: tuple[int, ...]) -> bool:
    return all(map(ge, hand, cost))


def pay(state: GameState, seat: int, cost: tuple[int, ...]) -> None:
    hand, bank = state.hands[seat], state.bank
    for r, c in enumerate(cost):
        if c:
            hand[r] -= c
            bank[r] += c


def road_candidates(state: GameState, seat: int) -> int:
    """BASE-BUILD-2 with CK-KNIGHT-9: a road end under another player's building or knight is a dead end.

    Cached in ``state.road_cand`` like the base mask; knight moves reset the cache.
    """
    cached = state.road_cand[seat]
    if cached >= 0:
        return cached
    ck = state.ck
    mine = state.building_mask[seat]
    foreign = (state.occupied_mask & ~mine) | (ck.knight_all & ~ck.knight_mask[seat])
    reach = 0
    m = mine | (state.road_vertex_mask[seat] & ~foreign)
    while m:
        low = m & -m
        reach |= _VEM[low.bit_length() - 1]
        m ^= low
    cand = reach & ~state.edge_mask
    state.road_cand[seat] = cand
    return cand


def settlement_candidates(state: GameState, seat: int) -> int:
    """BASE-BUILD-3, and never where a knight stands (CK-KNIGHT-9/10)."""
    return state.road_vertex_mask[seat] & ~state.blocked_mask & ~state.ck.knight_all


def city_candidates(state: GameState, seat: int) -> list[int]:
    building = state.building
    return [v for v in bit_indices(state.building_mask[seat]) if building[v] == SETTLEMENT]


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
    return [v for v in bit_indices(mine & ~walls) if building[v] == CITY]


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
    for v, kind in enumerate(state.building):
        if kind:
            blocked |= (1 << v) | topo.VERTEX_NEIGHBOUR_MASK[v]
    state.blocked_mask = blocked
    state.road_cand = [-1] * state.n
    update_longest_road(state, [p for p in range(state.n) if p != seat and state.road_vertex_mask[p] & bit])
