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

from engine.bits import bit_indices, union_at
from engine.rules.longest_road import update_longest_road
from engine.rules.seafarers import events
from engine.rules.seafarers.geometry import paths_around
from engine.state import MAIN
from engine.topology import _SIDE_CANON, PATH_COAST, PATH_SEA, SIDE_NAMES, Topology

if TYPE_CHECKING:
    from collections.abc import Sequence

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


class Memo:
    """What the listings and the trade routes derive from the ships, kept between actions (``SeaRecord.memo``):
    the ships' owners as read (``ships``), per seat the bitmask of their paths (``masks``) and of the seat's
    roads (``road_masks``, with the roads' owners as read: ``roads``), listed values
    keyed by every other part of the state they read (``values``: cleared when a ship comes or goes), per
    seat the ship moves last listed with the part of the board they read (``moves``: ``list_moves``) and
    the trade-route networks last measured (``routes``: ``trade_route``), each checked before reuse. Valid while the record's ships equal ``ships`` on the board's topology ``topo``
    (``memo`` checks both before every use; a record written in place starts a fresh one)."""

    __slots__ = ("edges", "masks", "moves", "road_masks", "roads", "routes", "ships", "topo", "values")

    def __init__(self, state: GameState, old: Memo | None) -> None:
        self.ships = list(state.sea.ships)
        self.topo = state.topo
        self.masks = [0] * len(state.colours)
        self.edges: list[list[int]] = [[] for _ in state.colours]  # per seat its ships' paths, in no order
        for e, p in enumerate(self.ships):
            if p >= 0:
                self.masks[p] |= 1 << e
                self.edges[p].append(e)
        self.values: dict[tuple[int, ...], object] = {}
        self.roads: list[int] = []  # the roads' owners as read for ``road_masks`` (``road_mask``)
        self.road_masks: list[int] = []
        self.moves: dict[int, tuple[object, ...]] = {}
        # networks depend on the ids only, but a fog reveal's topology is another object: measured again
        self.routes: dict[int, list[tuple[int, ...]]] = old.routes if old is not None and old.topo is self.topo else {}


def memo(state: GameState) -> Memo:
    """The game's ``Memo``, made afresh if the ships or the topology are not those it was made from."""
    sea = state.sea
    m = sea.memo
    if m is None or m.topo is not state.topo or m.ships != sea.ships:
        m = sea.memo = Memo(state, m)
    return m


_MEMO_MAX = 64  # listed values kept per ship arrangement (positions differ in roads, buildings, the pirate)


def _set_ship(state: GameState, edge: int, seat: int) -> None:
    """Put ``seat``'s ship on ``edge`` (``seat`` = -1: take the ship there away), the memo kept in step."""
    m = memo(state)
    owner = m.ships[edge]
    state.sea.ships[edge] = m.ships[edge] = seat
    if owner >= 0:
        m.masks[owner] &= ~(1 << edge)
        m.edges[owner].remove(edge)
    if seat >= 0:
        m.masks[seat] |= 1 << edge
        m.edges[seat].append(edge)
    m.values.clear()


def ship_mask(state: GameState, seat: int) -> int:
    """Bitmask of the paths of ``seat``'s ships."""
    return memo(state).masks[seat]


def road_mask(state: GameState, seat: int) -> int:
    """Bitmask of the paths of ``seat``'s roads, kept in the memo while the roads are those it read."""
    m = memo(state)
    roads = state.roads
    if m.roads != roads:
        m.roads = list(roads)
        m.road_masks = [-1] * len(m.masks)
    mask = m.road_masks[seat]
    if mask < 0:
        mask, find, e = 0, roads.index, -1
        try:
            while True:  # list.index scans in C: a seat has 15 roads at most of the frame's paths
                e = find(seat, e + 1)
                mask |= 1 << e
        except ValueError:
            m.road_masks[seat] = mask
    return mask


def ships_of(state: GameState, seat: int) -> list[int]:
    """The paths of ``seat``'s ships, ascending."""
    return bit_indices(memo(state).masks[seat])


def ship_count(state: GameState, seat: int) -> int:
    return memo(state).masks[seat].bit_count()


def ships_left(state: GameState, seat: int) -> int:
    return MAX_SHIPS - ship_count(state, seat)


def ship_vertex_mask(state: GameState, seat: int) -> int:
    """The intersections at an end of one of ``seat``'s ships."""
    evm = state.topo.EDGE_VERTEX_MASK
    return union_at(memo(state).masks[seat], evm)


def road_end_mask(state: GameState, seat: int) -> int:
    evm = state.topo.EDGE_VERTEX_MASK
    roads = state.roads
    find, e, m = roads.index, -1, 0
    try:
        while True:  # list.index: the scan runs in C (every road listing after a ship move asks this)
            e = find(seat, e + 1)
            m |= evm[e]
    except ValueError:
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


# --- placement -------------------------------------------------------------------------------------


def ship_candidates(state: GameState, seat: int, without: int = -1, m: Memo | None = None) -> int:
    """Bitmask of the paths where ``seat`` may place a ship (SEA-SHIP-2, SEA-PIRATE-4, SEA-AMB-3/22):
    an empty coastal or sea path off the pirate's hex with, at one end, an own building, or an end of an
    own ship where no other player's building stands. ``without``: a ship lifted for a move (SEA-SHIP-6,
    SEA-AMB-4: it cannot support itself, and its own path is no destination). ``m``: the memo, if the caller
    has just asked for it."""
    if m is None:
        m = memo(state)
    mine = state.building_mask[seat]
    key = (0, seat, without, state.edge_mask, state.occupied_mask, mine, state.sea.pirate)
    found = m.values.get(key)
    if found is not None:
        return found  # type: ignore[return-value]
    topo = state.topo
    foreign = state.occupied_mask & ~mine
    evm = topo.EDGE_VERTEX_MASK
    ends = 0
    for e in m.edges[seat]:
        if e != without:
            ends |= evm[e]
    reach_vertices = mine | (ends & ~foreign)
    vem = topo.VERTEX_EDGE_MASK
    reach = union_at(reach_vertices, vem)
    taken = state.edge_mask
    if without >= 0:
        taken |= 1 << without  # not back onto its own path
    out = reach & ~taken & ship_paths(state) & ~pirate_sides(state)
    if len(m.values) >= _MEMO_MAX:
        m.values.clear()
    m.values[key] = out
    return out


def setup_ship_candidates(state: GameState) -> int:
    """SEA-SHIP-10, SEA-AMB-28: a set-up ship touches the settlement just placed, on a coastal or sea
    path off the pirate's hex."""
    v = state.last_settlement
    return state.topo.VERTEX_EDGE_MASK[v] & ~state.edge_mask & ship_paths(state) & ~pirate_sides(state)


def place_ship(state: GameState, seat: int, edge: int, moved: bool = False, lifted: int = -1) -> None:
    """A ship on ``edge`` (built, placed in set-up, by Road Building, or ``moved`` there from ``lifted``)."""
    _set_ship(state, edge, seat)
    state.edge_mask |= 1 << edge
    state.road_vertex_mask[seat] |= state.topo.EDGE_VERTEX_MASK[edge]
    state.road_cand = [-1] * len(state.road_cand)
    events.route_piece_placed(state, seat, edge, SHIP)  # SEA-FOG-2: a reveal comes before the lengths
    if moved:  # SEA-LTR-3, SEA-AMB-7: the lifted ship may have shortened the route as well
        if lifted >= 0:
            _mend_routes(state, seat, lifted, edge)
        update_longest_road(state, [seat])
    else:  # a new piece takes no trail away: only its network can have grown
        update_longest_road(state, grown=(seat, state.topo.EDGE_VERTICES[edge][0]))


def lift_ship(state: GameState, seat: int, edge: int) -> None:
    """Take ``seat``'s ship off ``edge``: its ends leave the seat's network (``road_vertex_mask``: the ends of
    its roads and ships) where no other road or ship of the seat ends."""
    _set_ship(state, edge, -1)
    state.edge_mask &= ~(1 << edge)
    roads, ships, steps = state.roads, state.sea.ships, state.topo.VERTEX_STEPS
    mask = state.road_vertex_mask[seat]
    for v in state.topo.EDGE_VERTICES[edge]:
        for e, _ in steps[v]:
            if roads[e] == seat or ships[e] == seat:
                break
        else:
            mask &= ~(1 << v)
    state.road_vertex_mask[seat] = mask
    state.road_cand = [-1] * len(state.road_cand)


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


def _ends(state: GameState, ships: list[int]) -> dict[int, int]:
    """Per intersection at an end of these ships: how many of them end there."""
    ev = state.topo.EDGE_VERTICES
    count: dict[int, int] = {}
    get = count.get
    for e in ships:
        a, b = ev[e]
        count[a] = get(a, 0) + 1
        count[b] = get(b, 0) + 1
    return count


def _end_mask(state: GameState, seat: int, ships: list[int], ends: dict[int, int]) -> int:
    """``end_ships`` from the seat's ships and their ends (``_ends``)."""
    mine = state.building_mask[seat]
    ev = state.topo.EDGE_VERTICES
    out = 0
    inner = 0  # ships with two ships at each end: a loop's are (and a loop has six at least, a hex's sides)
    for e in ships:
        a, b = ev[e]
        ca, cb = ends[a], ends[b]
        if (ca == 1 and not mine >> a & 1) or (cb == 1 and not mine >> b & 1):
            out |= 1 << e
        elif ca == cb == 2:
            inner += 1
    if inner >= 6:
        out |= _loop_ships(_adjacency(state, seat)[1], mine)
    return out


def _loop_ships(adj: dict[int, list[tuple[int, int]]], mine: int) -> int:
    """The end ships of loops (components where every intersection has two ships) that touch at most
    one own building: the two ships at that building, or every ship of a loop touching none."""
    out = 0
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


def end_ships(state: GameState, seat: int, graph: Graph | None = None) -> int:
    """Bitmask of ``seat``'s end ships (SEA-SHIP-5 (a), SEA-AMB-5/29): a ship with an open end, or on a
    loop of ships (a component where every intersection has two ships) that touches at most one own
    building: the two ships at that building, or every ship of a loop touching none."""
    ships = graph[0] if graph else ships_of(state, seat)
    return _end_mask(state, seat, ships, _ends(state, ships))


def movable_ships(state: GameState, seat: int, graph: Graph | None = None) -> int:
    """SEA-SHIP-5: the ships ``seat`` may move now (before the per-turn and step checks): end ships, not
    on a closed route, not placed this turn, not on a side of the pirate's hex.

    An end ship is never on a closed route: from its open end no chain of own ships leads anywhere, and
    a loop touching at most one own building holds no chain between two different ones (``closed_ships``
    is asked only to say why a ship may not move)."""
    ships = graph[0] if graph else ships_of(state, seat)
    return _movable(state, seat, ships, _ends(state, ships))


def _movable(state: GameState, seat: int, ships: list[int], ends: dict[int, int]) -> int:
    m = _end_mask(state, seat, ships, ends)
    if not m:
        return 0
    m &= ~pirate_sides(state)
    sea = state.sea
    if sea.built_turn == state.turn:
        for e in sea.built:
            m &= ~(1 << e)
    return m


def may_move_now(state: GameState, seat: int) -> bool:
    """SEA-SHIP-5/7, SEA-AMB-6: the active player, after the roll (the main step), once per turn."""
    return seat == state.active and state.step == MAIN and not moved_this_turn(state)


def list_moves(state: GameState, seat: int, out: list[tuple[int, ...]]) -> None:
    """Every (MOVE_SHIP, from, to) of ``seat`` now (SEA-SHIP-5/6).

    The listing reads the seat's ships and buildings, and around them (``near``: the ships' ends and the
    buildings; ``paths``: every path at those) which paths are taken, which intersections hold another
    player's building and which paths are the pirate's. The list is kept (``Memo.moves``) with those and
    listed again while they are unchanged: after every trade of the turn, and in a later turn when the
    others built and sailed elsewhere."""
    sea = state.sea
    turn = state.turn
    if seat != state.active or state.step != MAIN or sea.moved_turn == turn:  # ``may_move_now``, inlined
        return
    m = memo(state)
    ships = m.masks[seat]
    if not ships:
        return
    mine = state.building_mask[seat]
    built = tuple(sea.built) if sea.built_turn == turn else ()
    foreign = state.occupied_mask & ~mine
    pirate = 0 if sea.pirate < 0 else hex_side_masks(state.topo)[sea.pirate]  # ``pirate_sides``
    kept = m.moves.get(seat)
    if kept is not None:
        k_ships, k_mine, k_built, near, paths, k_foreign, k_taken, k_pirate, moves = kept
        if (k_ships == ships and k_mine == mine and k_built == built and k_foreign == foreign & near
                and k_taken == state.edge_mask & paths and k_pirate == pirate & paths):  # fmt: skip
            out.extend(moves)  # type: ignore[arg-type]
            return
    moves, near, paths = _list_moves(state, seat, mine, m)
    m.moves[seat] = (ships, mine, built, near, paths, foreign & near, state.edge_mask & paths, pirate & paths, moves)
    out.extend(moves)


def _list_moves(state: GameState, seat: int, mine: int, m: Memo) -> tuple[tuple[tuple[int, ...], ...], int, int]:
    """``list_moves`` computed: ``movable_ships`` and, per ship, ``ship_candidates`` without it, on bitmasks;
    with what it read: the intersections (the ships' ends and the seat's buildings) and the paths at them."""
    topo = state.topo
    evm, vem, steps = topo.EDGE_VERTEX_MASK, topo.VERTEX_EDGE_MASK, topo.VERTEX_STEPS
    around = paths_around(topo)
    ships = m.masks[seat]
    once = twice = thrice = 0  # intersections at an end of at least one, two, three of the seat's ships
    paths = 0  # the paths at the ships' ends
    for e in m.edges[seat]:
        ends = evm[e]
        thrice |= twice & ends
        twice |= once & ends
        once |= ends
        paths |= around[e]
    near = mine | once
    if mine & ~once:
        paths |= union_at(mine & ~once, vem)
    single = once & ~twice  # one ship ends there
    # ``_end_mask``: a ship with an open end (an end where no other ship of the seat, nor its building, is) ...
    movable = union_at(single & ~mine, vem) & ships
    two = twice & ~thrice
    if two.bit_count() >= 6:  # ... or on a loop (of six ships at least, each end shared by two of them)
        inner = 0
        rest = ships & ~movable
        while rest:
            low = rest & -rest
            if not evm[low.bit_length() - 1] & ~two:
                inner += 1
            rest ^= low
        if inner >= 6:
            movable |= _loop_ends(ships, once & ~two, mine, around, evm, vem)
    if not movable:
        return (), near, paths
    pirate = pirate_sides(state)
    movable &= ~pirate
    sea = state.sea
    if sea.built_turn == state.turn:
        for e in sea.built:
            movable &= ~(1 << e)
    out: list[tuple[int, ...]] = []
    # Where a ship may go once lifted (SEA-SHIP-6, SEA-AMB-4) is the seat's reach without it: the same
    # for every ship but at the ends only that ship held, so the reach is built once and mended per ship.
    foreign = state.occupied_mask & ~mine
    reach_vertices = mine | (once & ~foreign)
    # no other player's building at an end of the seat's ships (the usual case): the paths found above
    reach = paths if reach_vertices == near else union_at(reach_vertices, vem)
    free = ~state.edge_mask & ship_paths(state) & ~pirate
    alone = single & ~(mine | foreign)  # an end only one ship reaches, with no building: lost with it
    while movable:
        low = movable & -movable
        movable ^= low
        e = low.bit_length() - 1
        targets = reach
        lost = evm[e] & alone
        if lost:
            left = reach_vertices & ~lost
            rest = lost
            while rest:
                x = rest & -rest
                targets &= ~vem[x.bit_length() - 1]
                rest ^= x
            while lost:
                x = lost & -lost
                for edge, w in steps[x.bit_length() - 1]:
                    if left >> w & 1:
                        targets |= 1 << edge
                lost ^= x
        targets &= free
        while targets:
            to = targets & -targets
            out.append((MOVE_SHIP, e, to.bit_length() - 1))
            targets ^= to
    return tuple(out), near, paths


def _loop_ends(ships: int, odd: int, mine: int, around: Sequence[int], evm: Sequence[int], vem: Sequence[int]) -> int:
    """``_loop_ships`` on bitmasks: the ships not linked to an intersection where one ship or three end
    (``odd``) lie on loops; of each loop touching at most one own building, its end ships."""
    linked = frontier = union_at(odd, vem) & ships
    while frontier:  # every ship linked to those
        frontier = union_at(frontier, around) & ships & ~linked
        linked |= frontier
    loops = ships & ~linked
    out = 0
    while loops:  # one loop at a time
        loop = frontier = loops & -loops
        while frontier:
            frontier = union_at(frontier, around) & loops & ~loop
            loop |= frontier
        loops &= ~loop
        corners = union_at(loop, evm)
        homes = corners & mine
        if not homes:
            out |= loop
        elif not homes & (homes - 1):  # one own building: the two ships there
            out |= vem[homes.bit_length() - 1] & loop
    return out


def move_ship(state: GameState, seat: int, frm: int, to: int) -> None:
    """SEA-SHIP-6: lift the ship and place it again, free; once per turn; lengths re-evaluated (SEA-LTR-3,
    SEA-AMB-7: the holder may lose the card through their own move)."""
    state.sea.moved_turn = state.turn
    state.emit({"type": "ship_moved", "seat": seat, "from": frm, "to": to})
    lift_ship(state, seat, frm)
    place_ship(state, seat, to, moved=True, lifted=frm)


def _mend_routes(state: GameState, seat: int, frm: int, to: int) -> None:
    """After a ship move: ``seat``'s trade-route networks kept in the memo (``Memo.routes``: paths, their ends,
    the paths at those, what stands there, the length) mended for the ship lifted from ``frm`` and placed on
    ``to`` instead of grown again; ``trade_route.trade_route_length`` checks each before use as ever and
    measures the mended ones (length -1). The network the ship left loses it where that leaves it in one
    piece (an end of the ship where nothing else of the network is), else it is grown again; the networks
    at the new path's ends join it there."""
    m = memo(state)
    nets = m.routes.get(seat)
    if not nets:
        return
    topo = state.topo
    evm, vem = topo.EDGE_VERTEX_MASK, topo.VERTEX_EDGE_MASK
    roads = road_mask(state, seat)
    home = state.building_mask[seat]
    stop = state.occupied_mask & ~home
    lifted = 1 << frm
    left: list[tuple[int, ...]] = []
    for net in nets:
        edges = net[0]
        if not edges & lifted:
            left.append(net)
            continue
        rest = edges & ~lifted
        a, b = topo.EDGE_VERTICES[frm]
        if not rest or (vem[a] & rest and vem[b] & rest):
            continue  # that ship alone, or held at both ends (perhaps split in two): grown again
        w = b if vem[a] & rest else a  # the end where nothing else of the network is
        vertices = net[1] & ~(1 << w)
        around = net[2]
        for e, u in topo.VERTEX_STEPS[w]:
            if not vertices >> u & 1:  # a path at that end only
                around &= ~(1 << e)
        left.append((rest, vertices, around, roads & rest, stop & vertices, home & vertices, -1))
    ends = evm[to]
    edges, vertices, around = 1 << to, ends, paths_around(topo)[to]
    joined: list[tuple[int, ...]] = []
    for net in left:
        if net[1] & ends:
            edges |= net[0]
            vertices |= net[1]
            around |= net[2]
        else:
            joined.append(net)
    joined.append((edges, vertices, around, roads & edges, stop & vertices, home & vertices, -1))
    m.routes[seat] = joined
