"""Roads, settlements, cities and buying development cards (BASE-BUILD-*, BASE-COMP-3)."""

from __future__ import annotations

from operator import ge
from typing import TYPE_CHECKING

from engine.actions import ROAD
from engine.bits import bit_indices, union_at
from engine.constants import (
    CITY,
    DEV_CARD_COST,
    MAX_CITIES,
    MAX_ROADS,
    MAX_SETTLEMENTS,
    SETTLEMENT,
    Counts,
)
from engine.rules.longest_road import update_longest_road

if TYPE_CHECKING:
    from engine.state import GameState

def can_afford(hand: list[int], cost: Counts) -> bool:
    """Whether ``hand`` holds ``cost`` (card counts as wide as the rule set's hands, or fewer)."""
    return all(map(ge, hand, cost))


def pay(state: GameState, seat: int, cost: Counts) -> None:
    """Move ``cost`` from the seat's hand to the bank (validated by the caller)."""
    hand, bank = state.hands[seat], state.bank
    for r, c in enumerate(cost):
        if c:
            hand[r] -= c
            bank[r] += c


def road_candidates(state: GameState, seat: int) -> int:
    """Bitmask of empty paths the seat may build on (BASE-BUILD-2), cached until a piece is placed.

    A road end counts unless another player's building sits on it, or what the rule set's
    ``road_blockers`` names (CK-KNIGHT-9: another player's knight); knight moves reset the cache too.
    Roads stay on the paths the rule sets' ``path_pieces`` give them (land and coastal paths,
    SEA-GEO-4), on a map whose graph has sea paths as well."""
    cached = state.road_cand[seat]
    if cached >= 0:
        return cached
    mine = state.building_mask[seat]
    foreign = state.occupied_mask & ~mine
    blockers = state.rules.road_blockers
    if blockers is not None:
        foreign |= blockers(state, seat)
    reach = union_at(mine | (state.road_vertex_mask[seat] & ~foreign), state.topo.VERTEX_EDGE_MASK)
    cand = reach & ~state.edge_mask & road_paths(state)
    state.road_cand[seat] = cand
    return cand


def road_paths(state: GameState) -> int:
    """The paths a road may stand on (the rule sets' ``path_pieces``: land and coastal paths)."""
    return state.topo.paths_of(state.rules.path_pieces[ROAD])


def settlement_candidates(state: GameState, seat: int) -> int:
    """BASE-BUILD-3: free, distance rule, on one of the seat's own roads; not where the rule set's
    ``settlement_blockers`` forbid (CK-KNIGHT-9/10: where a knight stands); on land (SEA-GEO-4)."""
    mask = state.road_vertex_mask[seat] & ~state.blocked_mask & state.topo.LAND_VERTICES_MASK
    blockers = state.rules.settlement_blockers
    return mask if blockers is None else mask & ~blockers(state)


def setup_settlement_candidates(state: GameState) -> int:
    """BASE-SETUP-9/10: any free intersection on land (SEA-GEO-4) that keeps the distance rule; no road
    needed."""
    return state.topo.LAND_VERTICES_MASK & ~state.blocked_mask


def city_candidates(state: GameState, seat: int) -> list[int]:
    """BASE-BUILD-4: the seat's own settlements."""
    building = state.building
    return [v for v in bit_indices(state.building_mask[seat]) if building[v] == SETTLEMENT]


def roads_left(state: GameState, seat: int) -> int:
    return MAX_ROADS - state.road_count[seat]


def settlements_left(state: GameState, seat: int) -> int:
    return MAX_SETTLEMENTS - state.settlements[seat]


def cities_left(state: GameState, seat: int) -> int:
    return MAX_CITIES - state.cities[seat]


def place_road(state: GameState, seat: int, edge: int) -> None:
    state.roads[edge] = seat
    state.road_count[seat] += 1
    state.road_vertex_mask[seat] |= state.topo.EDGE_VERTEX_MASK[edge]
    state.edge_mask |= 1 << edge
    state.road_cand = [-1] * len(state.road_cand)
    update_longest_road(state, grown=(seat, state.topo.EDGE_VERTICES[edge][0]))


def place_settlement(state: GameState, seat: int, vertex: int) -> None:
    bit = 1 << vertex
    state.owner[vertex] = seat
    state.building[vertex] = SETTLEMENT
    state.settlements[seat] += 1
    state.building_mask[seat] |= bit
    state.occupied_mask |= bit
    state.blocked_mask |= bit | state.topo.VERTEX_NEIGHBOUR_MASK[vertex]
    state.road_cand = [-1] * len(state.road_cand)
    state.production = None  # what the numbers pay changed
    # BASE-BUILD-7 / BASE-LR-5: a settlement can break an opponent's road.
    masks = state.road_vertex_mask  # every piece owner, neutral colours included (TWO-NEUTRAL-4)
    broken = [p for p in range(len(masks)) if p != seat and masks[p] & bit]
    if broken:
        update_longest_road(state, broken)


def place_city(state: GameState, seat: int, vertex: int) -> None:
    state.building[vertex] = CITY
    state.settlements[seat] -= 1
    state.cities[seat] += 1
    state.production = None  # what the numbers pay changed


def can_buy_dev(state: GameState, seat: int) -> bool:
    return bool(state.deck) and can_afford(state.hands[seat], DEV_CARD_COST)
