"""Longest Road: trail lengths and who holds the card (BASE-LR-1..7).

What a route is and how long a seat's is comes from the rule sets' ``route_length`` hook (the base game's
is ``seat_road_length``: roads only); who holds the card follows from the lengths here, for every rule
set (a Longest Trade Route over roads and ships would replace only the hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.topology import STANDARD, Topology

if TYPE_CHECKING:
    from engine.state import GameState


def road_length(
    roads: list[int],
    owner: list[int],
    building: list[int],
    seat: int,
    extra_block: int = 0,
    near: int = -1,
    shape: Topology = STANDARD,
) -> int:
    """Longest trail of distinct road pieces of ``seat`` (BASE-LR-1, BASE-AMB-12); with ``near``, of
    the roads connected to that intersection only (the network a new road joined).

    A trail may end at, but not pass through, an intersection holding another player's building
    (BASE-LR-2), or one in ``extra_block`` (another player's knight in Cities & Knights, CK-KNIGHT-9).

    Where a longest trail can start and end: where a road ends or branches (one or three roads) or
    at a blocked intersection (the *nodes*). A trail starting at an open intersection with two roads
    could be extended by the other road unless it also ends there, i.e. it is closed, and a closed
    trail can be started anywhere along it, so at a node if it passes one; if it passes none, its
    component is a plain loop, and the trail is the whole loop. So the search runs over *chains*
    (the roads from a node through open two-road intersections to the next node), depth first with
    a bitmask of the chains used; with at most 15 roads this stays tiny.
    """
    if near < 0:
        edges, e = [], -1
        for _ in range(roads.count(seat)):  # found by the list's own search: a seat has at most 15 roads of 72+
            e = roads.index(seat, e + 1)
            edges.append(e)
        if not edges:
            return 0
        starts: list[int] | tuple[int] = [shape.EDGE_VERTICES[e][0] for e in edges]
    else:
        starts = (near,)
    # Most networks have no loop, where one pass is enough; a network with a loop takes the search below.
    forest = _forest_length(roads, owner, building, seat, extra_block, starts, shape.VERTEX_STEPS)
    if forest >= 0:
        return forest
    if near >= 0:
        edges, taken, frontier = [], 0, [near]
        for v in frontier:  # grows while it is read: the network of ``near``
            for e, u in shape.VERTEX_STEPS[v]:
                if roads[e] == seat and not taken >> e & 1:
                    taken |= 1 << e
                    edges.append(e)
                    frontier.append(u)
    count = len(edges)
    if not count:
        return 0
    adj: dict[int, list[tuple[int, int]]] = {}
    edge_vertices = shape.EDGE_VERTICES
    for e in edges:
        a, b = edge_vertices[e]
        bit = 1 << e
        if a in adj:
            adj[a].append((bit, b))
        else:
            adj[a] = [(bit, b)]
        if b in adj:
            adj[b].append((bit, a))
        else:
            adj[b] = [(bit, a)]
    stop = extra_block
    for v in adj:
        if building[v] and owner[v] != seat:
            stop |= 1 << v
    nodes = [v for v, nxt in adj.items() if len(nxt) != 2 or stop >> v & 1]
    node_mask = 0
    for v in nodes:
        node_mask |= 1 << v
    chains: dict[int, list[tuple[int, int, int]]] = {v: [] for v in nodes}  # node -> (chain bit, far node, roads)
    seen_roads = 0
    reached = node_mask  # intersections on some chain
    n_chains = 0
    for a in nodes:
        for bit, v in adj[a]:
            if seen_roads & bit:
                continue
            seen_roads |= bit
            length, last = 1, bit
            while not node_mask >> v & 1:  # an open intersection with two roads: go on along the other
                reached |= 1 << v
                (bit1, v1), (bit2, v2) = adj[v]
                last, v = (bit2, v2) if bit1 == last else (bit1, v1)
                seen_roads |= last
                length += 1
            chain = 1 << n_chains
            n_chains += 1
            chains[a].append((chain, v, length))
            if v != a:
                chains[v].append((chain, a, length))

    def walk(v: int, used: int) -> int:
        """Most roads a trail arriving at node ``v`` (having used the chains ``used``) can still add."""
        if stop >> v & 1:
            return 0
        best = 0
        for chain, u, length in chains[v]:
            if not used & chain:
                length += walk(u, used | chain)
                if length > best:
                    best = length
        return best

    best = 0
    for a in nodes:
        for chain, u, length in chains[a]:
            length += walk(u, chain)
            if length > best:
                best = length
                if best == count:
                    return best
    if seen_roads.bit_count() < count:  # plain loops without a node: as many roads as intersections
        for v in adj:
            if not reached >> v & 1:
                size, frontier = 0, [v]
                reached |= 1 << v
                while frontier:
                    size += 1
                    for _, u in adj[frontier.pop()]:
                        if not reached >> u & 1:
                            reached |= 1 << u
                            frontier.append(u)
                best = max(best, size)
    return best


def _forest_length(
    roads: list[int],
    owner: list[int],
    building: list[int],
    seat: int,
    extra_block: int,
    starts: list[int] | tuple[int],
    steps: tuple[tuple[tuple[int, int], ...], ...],
) -> int:
    """``road_length`` of the networks reached from ``starts`` if they have no loop, else -1.

    In a network without a loop a trail is a path, so one pass suffices: breadth first from a start,
    then deepest first, each intersection keeps the longest path down into its subtree, and a path
    through it joins its two longest branches unless it is blocked (BASE-LR-2: paths end there)."""
    up: dict[int, int] = {}  # intersection -> the road it was reached by (-1 at a start)
    best = 0
    for root in starts:
        if root in up:
            continue
        up[root] = -1
        order = [root]
        above = [-1]  # per entry of ``order``: the index of the intersection it was reached from
        for i, v in enumerate(order):  # grows while it is read
            came = up[v]
            for e, u in steps[v]:
                if e != came and roads[e] == seat:
                    if u in up:
                        return -1  # a second way to u: a loop
                    up[u] = e
                    order.append(u)
                    above.append(i)
        first = [0] * len(order)
        second = [0] * len(order)
        for i in range(len(order) - 1, -1, -1):
            v = order[i]
            a = first[i]
            blocked = (building[v] and owner[v] != seat) or extra_block >> v & 1
            through = a if blocked else a + second[i]
            if through > best:
                best = through
            j = above[i]
            if j >= 0:
                branch = 1 if blocked else 1 + a
                if branch > first[j]:
                    first[j], second[j] = branch, first[j]
                elif branch > second[j]:
                    second[j] = branch
    return best


def _blockers(state: GameState, seat: int) -> int:
    """Intersections that break ``seat``'s roads besides buildings: the rule set's ``road_blockers``
    (other players' knights in Cities & Knights, CK-KNIGHT-9)."""
    blockers = state.rules.road_blockers
    return 0 if blockers is None else blockers(state, seat)


def seat_road_length(state: GameState, seat: int, at: int = -1) -> int:
    """The base game's ``route_length`` hook (BASE-LR-1/2): ``seat``'s longest road (through
    intersection ``at`` if given), broken by other players' buildings and the rule set's blockers."""
    return road_length(state.roads, state.owner, state.building, seat, _blockers(state, seat), at, state.topo)


def update_longest_road(
    state: GameState, seats: range | list[int] | tuple[int, ...] | None = None, grown: tuple[int, int] | None = None
) -> None:
    """Recompute lengths (of ``seats``, default all: BASE-LR-5) and move the card per BASE-LR-3..7.

    ``grown`` = (seat, intersection): the only change is a road of that seat added there. A new road
    takes no trail away, and only the network it joined can have a longer one now.
    Emits an event when the holder changes.
    """
    old_lengths = state.road_len
    lengths = list(old_lengths)
    length = state.rules.route_length  # what a route is: the rule sets' (roads here; roads and ships at sea)
    if grown is not None:
        p, at = grown
        lengths[p] = max(lengths[p], length(state, p, at))
    else:
        for p in range(len(lengths)) if seats is None else seats:
            lengths[p] = length(state, p)
    state.road_len = lengths
    holder = state.lr_holder
    best = max(lengths)
    leaders = [p for p, length in enumerate(lengths) if length == best]
    new = holder
    if holder < 0:
        if best >= 5 and len(leaders) == 1:  # BASE-LR-3 / BASE-LR-7
            new = leaders[0]
    elif lengths[holder] < old_lengths[holder]:  # BASE-LR-6: the holder's road was broken
        if best < 5:
            new = -1
        elif lengths[holder] == best:
            tied = len(leaders) > 1
            new = -1 if tied and state.options.longest_road_break_tie == "set_aside" else holder
        elif len(leaders) == 1:
            new = leaders[0]
        else:
            new = -1
    elif best > lengths[holder] and len(leaders) == 1:  # BASE-LR-4: strictly longer takes it
        new = leaders[0]
    if new != holder:
        state.lr_holder = new
        state.emit({"type": "longest_road", "seat": new, "previous": holder, "length": best if new >= 0 else 0})
