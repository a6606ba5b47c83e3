"""The Longest Trade Route (SEA-LTR-1..4): the ``route_length`` hook over roads and ships.

Who holds the card follows from the lengths as for Longest Road (``engine.rules.longest_road``:
BASE-LR-3..7, SEA-LTR-2); only what a route is changes: a trail of the seat's roads and ships (distinct
pieces, consecutive ones sharing an intersection, intersections may repeat) that

* passes from a road to a ship or back only at an intersection with the seat's own building (SEA-LTR-1 a);
* never passes through an intersection with another player's building (SEA-LTR-1 b, BASE-LR-2);
* goes road to road or ship to ship through any other intersection (SEA-LTR-1 c).

A seat's networks are measured one by one, and a network measured before is not measured again
(``trade_route_length``): a ship moved to and fro, or a network that a move left alone. Each network is
measured by the cheapest way that is exact for it (every one equals the trails walked piece by piece:
``tests/engine/sea/test_route_kept.py``):

* its paths form a tree (most networks): on its intersections, two longest branches per kind at each
  (``tree_length``);
* otherwise on a graph of *nodes* (``network_length``: the passing rules folded in), in one pass if that
  graph has no cycle (``_forest_length``), else its trees peeled and each part's cycle taken in closed form
  (``_graph_length``), and only a core of more than one cycle searched over its chains (``_core_length``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.seafarers.geometry import paths_around
from engine.rules.seafarers.ships import memo, road_mask

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.state import GameState
    from engine.topology import Topology

ROAD_PIECE, SHIP_PIECE = 0, 1


def trail_length(pieces: list[tuple[int, int, int, int]], stop: int, home: int, near: int = -1) -> int:
    """Longest trail over ``pieces`` = (bit, a, b, kind) (SEA-LTR-1). ``stop``: intersections a trail may
    end at but not pass (another player's building); ``home``: where it may change kind (an own building).
    With ``near``, only the pieces connected to that intersection count.

    The rules of passing are folded into a graph first: each end of a piece is a *node*, shared by the
    pieces that may follow one another there: every piece at an own building, the pieces of one kind at
    another free intersection, and none at another player's building (a trail ends there). The routes
    are then the plain trails of that graph (no piece twice), measured by ``_graph_length``.
    """
    if near >= 0:
        pieces = _network(pieces, near)
    ships = 0
    for i, piece in enumerate(pieces):
        if piece[3] == SHIP_PIECE:
            ships |= 1 << i
    ends = [piece[1:3] for piece in pieces]
    steps: dict[int, list[tuple[int, int]]] = {}
    for i, (a, b) in enumerate(ends):
        steps.setdefault(a, []).append((i, b))
        steps.setdefault(b, []).append((i, a))
    if pieces and len(steps) == len(pieces) + 1 and _connected(steps):  # one tree: on the intersections
        return tree_length((1 << len(pieces)) - 1, ships, stop, home, ends[0][0], steps)  # type: ignore[arg-type]
    return network_length((1 << len(pieces)) - 1, ships, stop, home, ends)


def _connected(steps: dict[int, list[tuple[int, int]]]) -> bool:
    start = next(iter(steps))
    reached, todo = {start}, [start]
    while todo:
        for _e, u in steps[todo.pop()]:
            if u not in reached:
                reached.add(u)
                todo.append(u)
    return len(reached) == len(steps)


def network_length(edges: int, ships: int, stop: int, home: int, ev: Sequence[tuple[int, int]]) -> int:
    """``trail_length`` of the paths ``edges`` (those in ``ships`` ships, the others roads; ``ev``: the two
    ends of each path)."""
    node_of: dict[int, int] = {}
    adj: list[list[tuple[int, int]]] = []  # node -> (piece bit, node at its other end)
    bit = 1
    while edges:
        low = edges & -edges
        edges ^= low
        a, b = ev[low.bit_length() - 1]
        kind = SHIP_PIECE if ships & low else ROAD_PIECE
        if stop >> a & 1:
            na = len(adj)
            adj.append([])
        else:
            key = (a << 2) | (2 if home >> a & 1 else kind)
            na = node_of.get(key, -1)
            if na < 0:
                na = node_of[key] = len(adj)
                adj.append([])
        if stop >> b & 1:
            nb = len(adj)
            adj.append([])
        else:
            key = (b << 2) | (2 if home >> b & 1 else kind)
            nb = node_of.get(key, -1)
            if nb < 0:
                nb = node_of[key] = len(adj)
                adj.append([])
        adj[na].append((bit, nb))
        adj[nb].append((bit, na))
        bit <<= 1
    if bit.bit_length() <= len(adj):  # fewer pieces than nodes: perhaps no cycle (most networks), one pass
        length = _forest_length(adj)
        if length >= 0:
            return length
    return _graph_length(adj)


def tree_length(edges: int, ships: int, stop: int, home: int, root: int,
                steps: Sequence[Sequence[tuple[int, int]]]) -> int:  # fmt: skip
    """``network_length`` of a network whose paths form a tree (one fewer than its intersections; ``root``: one
    of them; ``steps``: per intersection, (path, intersection at its other end)), on the intersections
    themselves: no graph of nodes is built.

    Breadth first from the root, then deepest first, each intersection keeps its two longest branches down
    per kind (roads, ships). A trail through an intersection joins two of one kind there, or any two at an
    own building, and none at another player's (it may end there); going on up, it takes the longest branch
    of the kind it came by (any at an own building, none at another player's)."""
    order = [root]
    came = [-1]  # per intersection of ``order``: the path it was reached by
    above = [-1]  # and the index of the intersection at its other end
    for i, v in enumerate(order):  # grows while it is read
        back = came[i]
        for e, u in steps[v]:
            if e != back and edges >> e & 1:
                order.append(u)
                came.append(e)
                above.append(i)
    n = len(order)
    road1 = [0] * n
    road2 = [0] * n
    ship1 = [0] * n
    ship2 = [0] * n
    best = 0
    for i in range(n - 1, -1, -1):
        v = order[i]
        r1, s1 = road1[i], ship1[i]
        if stop >> v & 1:  # a trail ends here
            down = 0
            through = r1 if r1 > s1 else s1
        elif home >> v & 1:  # any two branches join, any goes on
            r2, s2 = road2[i], ship2[i]
            if r1 >= s1:
                down = r1
                through = r1 + (r2 if r2 > s1 else s1)
            else:
                down = s1
                through = s1 + (s2 if s2 > r1 else r1)
        else:  # two of one kind join, the kind it came by goes on
            through = r1 + road2[i]
            if s1 + ship2[i] > through:
                through = s1 + ship2[i]
            down = s1 if i and ships >> came[i] & 1 else r1
        if through > best:
            best = through
        j = above[i]
        if j >= 0:
            down += 1
            if ships >> came[i] & 1:
                if down > ship1[j]:
                    ship1[j], ship2[j] = down, ship1[j]
                elif down > ship2[j]:
                    ship2[j] = down
            elif down > road1[j]:
                road1[j], road2[j] = down, road1[j]
            elif down > road2[j]:
                road2[j] = down
    return best


def _forest_length(adj: list[list[tuple[int, int]]]) -> int:
    """``trail_length`` of a graph without a cycle (``adj``: node -> (piece bit, node)), else -1.

    Without a cycle a trail is a path: per tree, breadth first from a root, then deepest first, each node
    keeps its two longest branches down; the longest path joins the two at some node."""
    n = len(adj)
    above = [-2] * n  # the node each was reached from (-1: a root; -2: not reached yet)
    first = [0] * n
    second = [0] * n
    best = 0
    for root in range(n):
        if above[root] != -2:
            continue
        above[root] = -1
        order = [root]
        for v in order:  # grows while it is read
            up = above[v]
            for _bit, u in adj[v]:
                if u != up:
                    if above[u] != -2:
                        return -1  # a second way to u: a cycle
                    above[u] = v
                    order.append(u)
        for v in reversed(order):
            a = first[v]
            if a + second[v] > best:
                best = a + second[v]
            up = above[v]
            if up >= 0:
                a += 1
                if a > first[up]:
                    first[up], second[up] = a, first[up]
                elif a > second[up]:
                    second[up] = a
    return best


def _graph_length(adj: list[list[tuple[int, int]]]) -> int:
    """The longest trail (no piece twice) of a graph (``adj``: node -> (piece bit, node); no two pieces
    join the same two nodes).

    The leaves are peeled first, deepest first: each node keeps its two deepest branches down (``first``,
    ``second``), and a path of a tree joins the two at some node. That leaves each part's *core*, where
    every node has two pieces at least, or nothing (a part without a cycle). A trail that enters a tree
    hanging off the core cannot come back (one piece joins them), so it ends there, on the deepest path
    down; and a trail has two ends. So a longest trail is a trail of the core (perhaps none) with, at each
    end, the deepest tree of that node (or, when it closes, the two deepest there).

    * A core that is one cycle (most cores) is gone round whole with the two deepest trees of one node, or
      taken from one node with a tree to another the longer way round.
    * Otherwise the core is searched over its *chains* (the pieces between its junctions: its nodes with
      other than two pieces, or with a tree), from each junction, depth first; a trail of it ends at a
      junction (at a node of two pieces without a tree it could go on, unless it closed there, and then
      it may start at any of its nodes: at a junction), and it is at most the core's pieces with the
      deepest trees at two ends (``most``)."""
    n = len(adj)
    degree = [len(out) for out in adj]
    first = [0] * n
    second = [0] * n
    gone = 0  # the pieces peeled
    best = 0
    leaves = [v for v in range(n) if degree[v] == 1]
    for u in leaves:  # grows while it is read
        if degree[u] != 1:  # its last piece went with the other end (a lone piece)
            continue
        for bit, w in adj[u]:  # noqa: B007 (the piece left, and the node it leads to)
            if not gone & bit:
                break
        gone |= bit
        degree[u] = 0
        a = first[u]
        if a + second[u] > best:
            best = a + second[u]
        a += 1
        if a > first[w]:
            first[w], second[w] = a, first[w]
        elif a > second[w]:
            second[w] = a
        left = degree[w] - 1
        degree[w] = left
        if left == 1:
            leaves.append(w)
        elif not left and first[w] + second[w] > best:  # the last node of a tree
            best = first[w] + second[w]
    searched: list[int] = []  # the nodes of cores that are more than a cycle
    for start in range(n):
        if degree[start] != 2:
            continue
        order = [start]  # the core of ``start``, if it is a cycle: its nodes in order round it
        at, came = start, 0
        while True:
            for bit, w in adj[at]:  # noqa: B007 (the next piece round, and its far node)
                if not (gone | came) & bit:
                    break
            if w == start:
                break
            if degree[w] != 2:  # a junction of the core: more than a cycle
                order = []
                break
            order.append(w)
            at, came = w, bit
        if not order:
            continue
        size = len(order)
        ends = []  # (position round the cycle, the deepest tree there) of its nodes with a tree
        for i, v in enumerate(order):
            degree[v] = 0
            a = first[v]
            if a:
                if size + a + second[v] > best:
                    best = size + a + second[v]
                ends.append((i, a))
            elif size > best:
                best = size
        for k, (i, a) in enumerate(ends):
            for j, b in ends[k + 1 :]:
                way = j - i
                if way + way < size:
                    way = size - way
                if a + b + way > best:
                    best = a + b + way
    for v in range(n):
        if degree[v] > 1:
            searched.append(v)
    if searched:
        best = _core_length(adj, searched, degree, gone, first, second, best)
    return best


def _core_length(adj: list[list[tuple[int, int]]], core: list[int], degree: list[int], gone: int, first: list[int],
                 second: list[int], best: int) -> int:  # fmt: skip
    """``_graph_length`` of the cores that are more than a cycle (``core``: their nodes; ``gone``: the pieces
    peeled), or ``best`` if no trail there is longer."""
    junctions = [v for v in core if degree[v] != 2 or first[v]]
    is_junction = dict.fromkeys(junctions, True)
    chains: dict[int, list[tuple[int, int, int]]] = {v: [] for v in junctions}  # node -> (chain, far node, pieces)
    seen = gone
    n_chains = 0
    pieces = 0
    for a in junctions:
        if first[a] + second[a] > best:
            best = first[a] + second[a]
        for bit, v in adj[a]:
            if seen & bit:
                continue
            seen |= bit
            last, length = bit, 1
            while v not in is_junction:  # a node of two pieces without a tree: on along its other piece
                for b2, v2 in adj[v]:  # noqa: B007 (the other piece, and its far node)
                    if b2 != last and not gone & b2:
                        break
                last, v = b2, v2
                seen |= last
                length += 1
            chain = 1 << n_chains
            n_chains += 1
            pieces += length
            chains[a].append((chain, v, length))
            chains[v].append((chain, a, length))  # a loop back to ``a``: listed both ways round
    deepest = max(first[v] for v in junctions)
    top = [best]  # the longest found so far

    def walk(start: int, v: int, used: int, length: int, left: int) -> None:
        """Trails from junction ``start`` on from junction ``v``, reached with ``length`` pieces having used the
        chains ``used`` (``left``: the core's pieces not on them): with the deepest tree at each end, or the
        two deepest at ``start`` if it closes there. None is followed that cannot beat the longest found:
        it can take at most every piece left and the deepest tree of all at its other end."""
        got = length + first[start] + (second[start] if v == start else first[v])
        if got > top[0]:
            top[0] = got
        for chain, u, more in chains[v]:
            if not used & chain and length + left + first[start] + deepest > top[0]:
                walk(start, u, used | chain, length + more, left - more)

    for a in junctions:
        for chain, u, length in chains[a]:
            if length + pieces - length + first[a] + deepest > top[0]:
                walk(a, u, chain, length, pieces - length)
    return top[0]


def _network(pieces: list[tuple[int, int, int, int]], near: int) -> list[tuple[int, int, int, int]]:
    """The pieces connected to intersection ``near`` (through any intersection)."""
    at: dict[int, list[tuple[int, int, int, int]]] = {}
    for piece in pieces:
        at.setdefault(piece[1], []).append(piece)
        at.setdefault(piece[2], []).append(piece)
    if near not in at:
        return []
    out, taken, todo, reached = [], 0, [near], {near}
    while todo:
        for piece in at[todo.pop()]:
            if not taken & piece[0]:
                taken |= piece[0]
                out.append(piece)
            for u in piece[1:3]:
                if u not in reached:
                    reached.add(u)
                    todo.append(u)
    return out


def route_pieces(state: GameState, seat: int) -> list[tuple[int, int, int, int]]:
    """(bit, end, end, kind) of every road and ship of ``seat``."""
    ev = state.topo.EDGE_VERTICES
    out: list[tuple[int, int, int, int]] = []
    for pieces, kind in ((state.roads, ROAD_PIECE), (state.sea.ships, SHIP_PIECE)):
        find, e = pieces.index, -1
        try:
            while True:  # list.index scans in C: every placement asks this
                e = find(seat, e + 1)
                a, b = ev[e]
                out.append((1 << len(out), a, b, kind))
        except ValueError:
            pass
    return out


# Lengths of networks already searched: (road paths, ship paths, stops, homes) of one connected network ->
# its longest trail, per frame (its ``EDGE_VERTICES``, kept alive beside its table so that the id is never
# another's). A ship move changes one or two of a seat's networks; the others, and a network the moving
# ship goes back to, are not searched again. A pure function's values: bounded, never a result of its own.
_KNOWN: dict[int, tuple[tuple[tuple[int, int], ...], dict[tuple[int, int, int, int], int]]] = {}
_KNOWN_MAX = 1 << 14


def trade_route_length(state: GameState, seat: int, at: int = -1) -> int:
    """The ``route_length`` hook (SEA-LTR-1): ``seat``'s longest trade route (through ``at`` if given):
    the longest over the seat's networks (pieces linked through shared intersections), each searched by
    ``trail_length`` once for what stands on and around it.

    The networks last measured for the seat (``ships.Memo.routes``) are taken as they are when nothing
    on or around them changed: the pieces touching their intersections are still exactly theirs, of the
    same kinds, with the same buildings at them. A ship move then measures only the one or two networks
    it touched; a building measures only the networks it stands on."""
    m = memo(state)
    roads = road_mask(state, seat)
    ships = m.masks[seat]
    pieces = roads | ships
    if not pieces:
        return 0
    topo = state.topo
    ev, evm, vem = topo.EDGE_VERTICES, topo.EDGE_VERTEX_MASK, topo.VERTEX_EDGE_MASK
    home = state.building_mask[seat]
    stop = state.occupied_mask & ~home
    entry = _KNOWN.get(id(ev))
    if entry is None or entry[0] is not ev:
        entry = _KNOWN[id(ev)] = (ev, {})
    known = entry[1]
    if len(known) > _KNOWN_MAX:
        known.clear()
    around_of = paths_around(topo)
    if at >= 0:  # only the network of that intersection
        frontier = vem[at] & pieces
        if not frontier:
            return 0
        edges, vertices, _around = _grow(frontier, pieces, around_of, evm)
        return _measure((roads & edges, ships & edges, stop & vertices, home & vertices), known, edges, vertices, topo)
    best = 0
    left = pieces
    kept: list[tuple[int, ...]] = []
    for net in m.routes.get(seat, ()):  # the networks measured before that nothing changed
        edges, vertices, around, net_roads, net_stop, net_home, length = net
        if (pieces & around == edges and roads & edges == net_roads and stop & vertices == net_stop
                and home & vertices == net_home):  # fmt: skip
            if length < 0:  # mended after a ship move (``ships._mend_routes``): measured now
                length = _measure((net_roads, ships & edges, net_stop, net_home), known, edges, vertices, topo)
                net = (edges, vertices, around, net_roads, net_stop, net_home, length)
            kept.append(net)
            left &= ~edges
            if length > best:
                best = length
    while left:
        edges, vertices, around = _grow(left & -left, pieces, around_of, evm)
        left &= ~edges
        key = (roads & edges, ships & edges, stop & vertices, home & vertices)
        length = _measure(key, known, edges, vertices, topo)
        kept.append((edges, vertices, around, key[0], key[2], key[3], length))
        if length > best:
            best = length
    m.routes[seat] = kept
    return best


def _grow(frontier: int, pieces: int, around_of: tuple[int, ...], evm: tuple[int, ...]) -> tuple[int, int, int]:
    """The network of ``pieces`` (a path mask) holding ``frontier``: its paths, their ends, and every path
    at those ends."""
    edges = vertices = around = 0
    while frontier:  # grow the network: the paths at the new pieces' ends
        edges |= frontier
        while frontier:
            low = frontier & -frontier
            e = low.bit_length() - 1
            around |= around_of[e]
            vertices |= evm[e]
            frontier ^= low
        frontier = around & pieces & ~edges
    return edges, vertices, around


def _measure(key: tuple[int, int, int, int], known: dict[tuple[int, int, int, int], int], edges: int,
             vertices: int, topo: Topology) -> int:  # fmt: skip
    """The longest trail of one network (``key``: its roads, ships, stops and homes), searched once per frame."""
    length = known.get(key)
    if length is None:
        if vertices.bit_count() == edges.bit_count() + 1:  # a tree (most networks): on the intersections
            root = (vertices & -vertices).bit_length() - 1
            length = tree_length(edges, key[1], key[2], key[3], root, topo.VERTEX_STEPS)
        else:
            length = network_length(edges, key[1], key[2], key[3], topo.EDGE_VERTICES)
        known[key] = length
    return length
