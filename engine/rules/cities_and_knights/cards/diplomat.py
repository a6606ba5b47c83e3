"""CK-CARD-POL-4 — Diplomat (2).

"You may remove an "open" road (without another road or other piece at one end). If you remove your own
road, then you may immediately place it somewhere else on the island (following all the normal building
rules) for free. An "open" road means a road that is at the beginning or end of a chain of roads which
does not have any knight, city, or settlement of the same color at one end. If you remove an opponent's
road, it returns to his supply. You may remove your own road and choose not to replace it."

Longest Road is re-evaluated after the removal (BASE-LR-5/6). Re-placing the own road is the player's
decision: a path where a road may be built, or none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.bits import bit_indices
from engine.rules.building import place_road
from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.building import road_candidates
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.longest_road import update_longest_road

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

REPLACE = "diplomat_replace"
NONE = -1  # the answer "keep the road in the supply"
_PLAYS: list[Action] = []
A.per_id("diplomat", _PLAYS, lambda t: t.N_EDGE)


def open_roads(state: GameState) -> list[int]:
    """Roads with an end that has no other road, building or knight of the road's colour, ascending.

    Walked over the roads on the board (``edge_mask``), each end asked by its own paths, not by a count
    of every road's ends first: the card is listed whenever it is held."""
    roads = state.roads
    topo = state.topo
    edge_vertices, vertex_edges = topo.EDGE_VERTICES, topo.VERTEX_EDGES
    buildings, knights = state.building_mask, state.ck.knight_mask
    out = []
    for e in bit_indices(state.edge_mask):
        owner = roads[e]
        if owner < 0:
            continue
        pieces = buildings[owner] | knights[owner]
        for v in edge_vertices[e]:
            if pieces >> v & 1:
                continue
            for f in vertex_edges[v]:
                if f != e and roads[f] == owner:
                    break
            else:  # no other road of the owner at this end: open
                out.append(e)
                break
    return out


def _choices(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every open road, kept until a piece changes (``ck.kept``: the card stays listed while it is held, and
    a random player holds it for many listings)."""
    kept = state.ck.kept.get("diplomat")
    if kept is not None and kept[0] is state.road_cand:
        return kept[1]
    plays = tuple([_PLAYS[e] for e in open_roads(state)])
    state.ck.kept["diplomat"] = (state.road_cand, plays)
    return plays


def remove_road(state: GameState, edge: int) -> int:
    """Take a road off the board (back to its owner's supply) and keep derived data and Longest Road right."""
    owner = state.roads[edge]
    state.roads[edge] = -1
    state.road_count[owner] -= 1
    state.edge_mask &= ~(1 << edge)
    mask = 0
    for e in range(state.topo.N_EDGE):
        if state.roads[e] == owner:
            mask |= state.topo.EDGE_VERTEX_MASK[e]
    state.road_vertex_mask[owner] = mask
    state.road_cand = [-1] * state.n
    update_longest_road(state, [owner])
    return owner


def _apply(state: GameState, seat: int, action: Action) -> None:
    edge = action[1]
    owner = state.roads[edge]
    state.emit({"type": "road_removed", "seat": seat, "at": edge, "owner": owner})
    remove_road(state, edge)  # a Longest Road it costs is logged after the removal
    if owner == seat:
        decisions.open_decision(state, REPLACE, seat, {"from": edge})
        decisions.settle(state)


def _replace_options(state: GameState, p: Pending) -> list[int]:
    elsewhere = road_candidates(state, p.seat) & ~(1 << p.data["from"])
    return [NONE, *bit_indices(elsewhere)]


def _replace(state: GameState, p: Pending, edge: int) -> bool:
    if edge != NONE:
        state.emit({"type": "built", "seat": p.seat, "piece": "road", "at": edge, "free": True})
        place_road(state, p.seat, edge)
    return True


decisions.register_kind(REPLACE, _replace_options, _replace, "re-place the road removed by the Diplomat")
CARD = register(
    ProgressCard(
        "diplomat", "Diplomat", "i", _choices, _apply,
        describe=lambda a, names=None, *, shape: f"play Diplomat: remove the road on {shape.EDGE_LABELS[a[1]]}",
    )
)  # fmt: skip
