"""Ships: the second piece kind on paths (SEA-SHIP-1..11, SEA-AMB-3/4/5/22/26/28/29).

A ship stands on a coastal or a sea path (SEA-GEO-4, the fog counted as sea until revealed) and is kept
in the rule set's record (``state.sea.ships``: per path of the frame, the owner or -1). The shared masks
count ships as pieces on paths (``rebuild_shared``, kept current here): a ship's path is taken
(``state.edge_mask``: no road goes there) and its ends belong to the owner's network
(``state.road_vertex_mask``: a settlement may be built at an end of an own ship, SEA-SHIP-3). A road
never grows from a ship's end (SEA-SHIP-2): the ends that only ships reach are the seat's
``road_blockers``.

Routes (SEA-SHIP-4/5, SEA-AMB-5/26/29): a ship may move when it has an open end (not shared with another
own ship, no own building there), or lies on a loop of ships that touches at most one own building (then
the ships touching that building, or every ship of a loop touching none); never when it lies on a chain
of own ships between two different own buildings (a closed route; an opponent's building on it changes
nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.rules.longest_road import update_longest_road
from engine.state import MAIN
from engine.topology import _SIDE_CANON, PATH_COAST, PATH_SEA, SIDE_NAMES, Topology

if TYPE_CHECKING:
    from engine.state import GameState

SHIP = "ship"  # the piece kind (``path_pieces``) and the action kind of building one
MOVE_SHIP = "move_ship"  # action: (MOVE_SHIP, from path, to path)
MAX_SHIPS = 15  # SEA-COMP-2
SHIP_COST = (0, 1, 0, 0, 1)  # SEA-SHIP-1: 1 lumber + 1 wool

_HEX_SIDES: dict[str, tuple[int, ...]] = {}


def hex_side_masks(topo: Topology) -> tuple[int, ...]:
    """Per frame hex (``FRAME_HEX_COORDS``): the bitmask of its six sides that are paths of ``topo``
    (the pirate blocks them, SEA-PIRATE-4)."""
    masks = _HEX_SIDES.get(topo.name)
    if masks is None:
        out = []
        for q, r in topo.FRAME_HEX_COORDS:
            m = 0
            for side in SIDE_NAMES:
                e = topo.EDGE_KEY_INDEX.get(_SIDE_CANON[side](q, r))
                if e is not None:
                    m |= 1 << e
            out.append(m)
        masks = _HEX_SIDES[topo.name] = tuple(out)
    return masks


def pirate_sides(state: GameState) -> int:
    """The paths on the pirate's hex (SEA-PIRATE-4): no ship is built, moved from or moved onto them."""
    pirate = state.sea.pirate
    return 0 if pirate < 0 else hex_side_masks(state.topo)[pirate]


def ship_paths(state: GameState) -> int:
    """Where a ship may stand now: coastal and sea paths (SEA-GEO-4), the fog counted as sea until
    revealed (``state.topo`` is classified by the board as revealed so far: ``geometry.topology_for``)."""
    return state.topo.paths_of(_SHIP_PATHS)


_SHIP_PATHS = (PATH_COAST, PATH_SEA)


def built_this_turn(state: GameState) -> set[int]:
    """The ships placed in this turn (SEA-SHIP-5 (c), SEA-SHIP-9); the record keeps them with their turn."""
    sea = state.sea
    return sea.built if sea.built_turn == state.turn else set()


def note_built(state: GameState, edge: int) -> None:
    sea = state.sea
    if sea.built_turn != state.turn:
        sea.built_turn, sea.built = state.turn, set()
    sea.built.add(edge)


def moved_this_turn(state: GameState) -> bool:
    return state.sea.moved_turn == state.turn


# --- who owns what ---------------------------------------------------------------------------------


def ships_of(state: GameState, seat: int) -> list[int]:
    """The paths of ``seat``'s ships, ascending."""
    ships = state.sea.ships
    out: list[int] = []
    find = ships.index
    e = -1
    try:
        while True:  # list.index: the scan runs in C (listing asks this for every seat and step)
            e = find(seat, e + 1)
            out.append(e)
    except ValueError:
        return out


def ship_count(state: GameState, seat: int) -> int:
    return state.sea.ships.count(seat)


def ships_left(state: GameState, seat: int) -> int:
    return MAX_SHIPS - ship_count(state, seat)


def ship_vertex_mask(state: GameState, seat: int) -> int:
    """The intersections at an end of one of ``seat``'s ships."""
    evm = state.topo.EDGE_VERTEX_MASK
    m = 0
    for e in ships_of(state, seat):
        m |= evm[e]
    return m


def road_end_mask(state: GameState, seat: int) -> int:
    evm = state.topo.EDGE_VERTEX_MASK
    m = 0
    for e, p in enumerate(state.roads):
        if p == seat:
            m |= evm[e]
    return m


def road_blockers(state: GameState, seat: int) -> int:
    """The ``road_blockers`` hook: intersections of ``seat``'s network only its ships reach (no own road
    and no own building there): a road never continues a ship (SEA-SHIP-2)."""
    ships = ship_vertex_mask(state, seat)
    if not ships:
        return 0
    return ships & ~road_end_mask(state, seat) & ~state.building_mask[seat]


def rebuild_shared(state: GameState) -> None:
    """The ``rebuild_shared`` hook: ships take their paths and extend their owners' networks."""
    evm = state.topo.EDGE_VERTEX_MASK
    edges = state.edge_mask
    masks = state.road_vertex_mask
    for e, p in enumerate(state.sea.ships):
        if p >= 0:
            edges |= 1 << e
            masks[p] |= evm[e]
    state.edge_mask = edges


def _refresh_network(state: GameState, seat: int) -> None:
    """After a ship leaves a path: that seat's network ends recomputed, every cached road listing stale."""
    state.road_vertex_mask[seat] = road_end_mask(state, seat) | ship_vertex_mask(state, seat)
    state.road_cand = [-1] * len(state.road_cand)


# --- placement -------------------------------------------------------------------------------------


def ship_candidates(state: GameState, seat: int, without: int = -1) -> int:
    """Bitmask of the paths where ``seat`` may place a ship (SEA-SHIP-2, SEA-PIRATE-4, SEA-AMB-3/22):
    an empty coastal or sea path off the pirate's hex with, at one end, an own building, or an end of an
    own ship where no other player's building stands. ``without``: a ship lifted for a move (SEA-SHIP-6,
    SEA-AMB-4: it cannot support itself, and its own path is no destination)."""
    topo = state.topo
    mine = state.building_mask[seat]
    foreign = state.occupied_mask & ~mine
    evm = topo.EDGE_VERTEX_MASK
    ends = 0
    for e in ships_of(state, seat):
        if e != without:
            ends |= evm[e]
    reach_vertices = mine | (ends & ~foreign)
    vem = topo.VERTEX_EDGE_MASK
    reach = 0
    for v in bit_indices(reach_vertices):
        reach |= vem[v]
    taken = state.edge_mask
    if without >= 0:
        taken |= 1 << without  # not back onto its own path
    return reach & ~taken & ship_paths(state) & ~pirate_sides(state)


def setup_ship_candidates(state: GameState) -> int:
    """SEA-SHIP-10, SEA-AMB-28: a set-up ship touches the settlement just placed, on a coastal or sea
    path off the pirate's hex."""
    v = state.last_settlement
    return state.topo.VERTEX_EDGE_MASK[v] & ~state.edge_mask & ship_paths(state) & ~pirate_sides(state)


def place_ship(state: GameState, seat: int, edge: int, moved: bool = False) -> None:
    """A ship on ``edge`` (built, placed in set-up, by Road Building, or ``moved`` there)."""
    state.sea.ships[edge] = seat
    state.edge_mask |= 1 << edge
    state.road_vertex_mask[seat] |= state.topo.EDGE_VERTEX_MASK[edge]
    state.road_cand = [-1] * len(state.road_cand)
    from engine.rules.seafarers import events

    events.route_piece_placed(state, seat, edge, SHIP)  # SEA-FOG-2: a reveal comes before the lengths
    if moved:  # SEA-LTR-3, SEA-AMB-7: the lifted ship may have shortened the route as well
        update_longest_road(state, [seat])
    else:  # a new piece takes no trail away: only its network can have grown
        update_longest_road(state, grown=(seat, state.topo.EDGE_VERTICES[edge][0]))


def lift_ship(state: GameState, seat: int, edge: int) -> None:
    state.sea.ships[edge] = -1
    state.edge_mask &= ~(1 << edge)
    _refresh_network(state, seat)


def can_build_ship(state: GameState, seat: int) -> bool:
    hand = state.hands[seat]
    return bool(hand[1] and hand[4]) and ships_left(state, seat) > 0


# --- routes: open, closed, which ship may move ------------------------------------------------------


Graph = tuple[list[int], dict[int, list[tuple[int, int]]]]


def _adjacency(state: GameState, seat: int) -> Graph:
    """``seat``'s ships, and per intersection they touch: (ship, the intersection at its other end)."""
    ships = ships_of(state, seat)
    ev = state.topo.EDGE_VERTICES
    adj: dict[int, list[tuple[int, int]]] = {}
    for e in ships:
        a, b = ev[e]
        adj.setdefault(a, []).append((e, b))
        adj.setdefault(b, []).append((e, a))
    return ships, adj


def _reaches_building(
    adj: dict[int, list[tuple[int, int]]], mine: int, start: int, avoid: int, skip: int
) -> list[tuple[int, int]]:
    """Every own building reachable from ``start`` along a simple chain of own ships that does not use
    ship ``skip`` nor the intersections in ``avoid``: (building, intersections used) per chain."""
    out: list[tuple[int, int]] = []

    def walk(v: int, used: int) -> None:
        if mine >> v & 1:
            out.append((v, used))
            return
        for e, u in adj.get(v, ()):
            if e != skip and not (used | avoid) >> u & 1:
                walk(u, used | 1 << u)

    walk(start, 1 << start)
    return out


def closed_ships(state: GameState, seat: int, among: int = -1, graph: Graph | None = None) -> int:
    """Bitmask of ``seat``'s ships on a closed route (SEA-SHIP-4, SEA-AMB-26/29): on a simple chain of own
    ships between two different own buildings (other players' buildings on it do not reopen it). With
    ``among`` (a bitmask), only those ships are looked at."""
    ships, adj = graph or _adjacency(state, seat)
    mine = state.building_mask[seat]
    ev = state.topo.EDGE_VERTICES
    closed = 0
    for e in ships:
        if not among >> e & 1:
            continue
        a, b = ev[e]
        found = False
        for building_a, used_a in _reaches_building(adj, mine, a, 1 << b, e):
            for building_b, _ in _reaches_building(adj, mine, b, used_a, e):
                if building_b != building_a:
                    found = True
                    break
            if found:
                break
        if found:
            closed |= 1 << e
    return closed


def end_ships(state: GameState, seat: int, graph: Graph | None = None) -> int:
    """Bitmask of ``seat``'s end ships (SEA-SHIP-5 (a), SEA-AMB-5/29): a ship with an open end, or on a
    loop of ships (a component where every intersection has two ships) that touches at most one own
    building: the two ships at that building, or every ship of a loop touching none."""
    ships, adj = graph or _adjacency(state, seat)
    mine = state.building_mask[seat]
    ev = state.topo.EDGE_VERTICES
    out = 0
    for e in ships:
        for v in ev[e]:
            if len(adj[v]) == 1 and not mine >> v & 1:
                out |= 1 << e
    seen: set[int] = set()
    for v in adj:
        if v in seen:
            continue
        component, stack = {v}, [v]
        while stack:
            for _, u in adj[stack.pop()]:
                if u not in component:
                    component.add(u)
                    stack.append(u)
        seen |= component
        if any(len(adj[u]) != 2 for u in component):
            continue
        homes = [u for u in component if mine >> u & 1]
        if len(homes) > 1:
            continue
        loop = {e for u in component for e, _ in adj[u]}
        if homes:
            loop = {e for e, _ in adj[homes[0]]}
        for e in loop:
            out |= 1 << e
    return out


def movable_ships(state: GameState, seat: int, graph: Graph | None = None) -> int:
    """SEA-SHIP-5: the ships ``seat`` may move now (before the per-turn and step checks): end ships, not
    on a closed route, not placed this turn, not on a side of the pirate's hex."""
    graph = graph or _adjacency(state, seat)
    m = end_ships(state, seat, graph)
    if not m:
        return 0
    m &= ~pirate_sides(state)
    for e in built_this_turn(state):
        m &= ~(1 << e)
    return m & ~closed_ships(state, seat, m, graph) if m else 0


def may_move_now(state: GameState, seat: int) -> bool:
    """SEA-SHIP-5/7, SEA-AMB-6: the active player, after the roll (the main step), once per turn."""
    return seat == state.active and state.step == MAIN and not moved_this_turn(state)


def list_moves(state: GameState, seat: int, out: list[tuple[int, ...]]) -> None:
    """Every (MOVE_SHIP, from, to) of ``seat`` now (SEA-SHIP-5/6)."""
    if not may_move_now(state, seat):
        return
    graph = _adjacency(state, seat)
    ships, adj = graph
    if not ships:
        return
    movable = movable_ships(state, seat, graph)
    if not movable:
        return
    # Where a ship may go once lifted (SEA-SHIP-6, SEA-AMB-4) is the seat's reach without it: the same
    # for every ship but at the ends only that ship held, so the reach is built once and mended per ship.
    topo = state.topo
    mine = state.building_mask[seat]
    foreign = state.occupied_mask & ~mine
    reach_vertices = mine | (ship_vertex_mask(state, seat) & ~foreign)
    vem, steps, ev = topo.VERTEX_EDGE_MASK, topo.VERTEX_STEPS, topo.EDGE_VERTICES
    reach = 0
    for v in bit_indices(reach_vertices):
        reach |= vem[v]
    free = ~state.edge_mask & ship_paths(state) & ~pirate_sides(state)
    for e in bit_indices(movable):
        lost = [x for x in ev[e] if len(adj[x]) == 1 and not mine >> x & 1 and not foreign >> x & 1]
        targets = reach
        if lost:
            left = reach_vertices
            for x in lost:
                left &= ~(1 << x)
            for x in lost:
                targets &= ~vem[x]
            for x in lost:
                for edge, w in steps[x]:
                    if left >> w & 1:
                        targets |= 1 << edge
        for to in bit_indices(targets & free):
            out.append((MOVE_SHIP, e, to))


def move_ship(state: GameState, seat: int, frm: int, to: int) -> None:
    """SEA-SHIP-6: lift the ship and place it again, free; once per turn; lengths re-evaluated (SEA-LTR-3,
    SEA-AMB-7: the holder may lose the card through their own move)."""
    state.sea.moved_turn = state.turn
    state.emit({"type": "ship_moved", "seat": seat, "from": frm, "to": to})
    lift_ship(state, seat, frm)
    place_ship(state, seat, to, moved=True)
