"""The Longest Trade Route (SEA-LTR-1..4): the ``route_length`` hook over roads and ships.

Who holds the card follows from the lengths as for Longest Road (``engine.rules.longest_road``:
BASE-LR-3..7, SEA-LTR-2); only what a route is changes: a trail of the seat's roads and ships (distinct
pieces, consecutive ones sharing an intersection, intersections may repeat) that

* passes from a road to a ship or back only at an intersection with the seat's own building (SEA-LTR-1 a);
* never passes through an intersection with another player's building (SEA-LTR-1 b, BASE-LR-2);
* goes road to road or ship to ship through any other intersection (SEA-LTR-1 c).

With at most 15 roads and 15 ships per seat the search is small (``trail_length``); a seat's networks
are searched one by one, and a network searched before is not searched again (``trade_route_length``):
a ship moved to and fro, or a network that a move left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.seafarers.geometry import paths_around
from engine.rules.seafarers.ships import memo, road_mask

if TYPE_CHECKING:
    from engine.state import GameState

ROAD_PIECE, SHIP_PIECE = 0, 1


def trail_length(pieces: list[tuple[int, int, int, int]], stop: int, home: int, near: int = -1) -> int:
    """Longest trail over ``pieces`` = (bit, a, b, kind) (SEA-LTR-1). ``stop``: intersections a trail may
    end at but not pass (another player's building); ``home``: where it may change kind (an own building).
    With ``near``, only the pieces connected to that intersection count.

    The rules of passing are folded into a graph first: each end of a piece is a *node*, shared by the
    pieces that may follow one another there: every piece at an own building, the pieces of one kind at
    another free intersection, and none at another player's building (a trail ends there). The routes
    are then the plain trails of that graph (no piece twice), and per connected part of it:

    * with at most two nodes of odd degree, one trail takes every piece (Euler);
    * otherwise a longest trail starts and ends at nodes of odd degree (at a node of even degree a trail
      ending there leaves a piece unused that would extend it), and is searched from those only, over
      *chains* (the pieces between nodes of degree other than 2), until it reaches the most a trail can
      take (``_most``); in a part without a cycle a trail is a path: the longest is found in two passes.
    """
    if near >= 0:
        pieces = _network(pieces, near)
    node_of: dict[int, int] = {}
    adj: list[list[tuple[int, int]]] = []  # node -> (piece bit, node at its other end)
    for bit, a, b, kind in pieces:
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
    if len(pieces) < len(adj):  # fewer pieces than nodes: perhaps no cycle (most networks), then one pass
        length = _forest_length(adj)
        if length >= 0:
            return length

    # chains between the junctions (nodes of degree other than 2): node -> (chain bit, far node, pieces)
    chains: dict[int, list[tuple[int, int, int]]] = {v: [] for v, nxt in enumerate(adj) if len(nxt) != 2}
    seen = 0
    n_chains = 0
    for a, out in chains.items():
        for bit, v in adj[a]:
            if seen & bit:
                continue
            seen |= bit
            last, length = bit, 1
            while v not in chains:  # a node of degree 2: on along its other piece
                (b1, v1), (b2, v2) = adj[v]
                last, v = (b2, v2) if b1 == last else (b1, v1)
                seen |= last
                length += 1
            chain = 1 << n_chains
            n_chains += 1
            out.append((chain, v, length))
            chains[v].append((chain, a, length))  # a loop back to ``a``: listed both ways round

    best = 0
    if seen.bit_count() < len(pieces):  # parts without a junction: plain loops, every piece counts
        for v, nxt in enumerate(adj):
            if nxt and not seen & nxt[0][0]:
                size, todo, reached = 0, [v], {v}
                while todo:
                    for bit, u in adj[todo.pop()]:
                        if not seen & bit:
                            seen |= bit
                            size += 1
                        if u not in reached:
                            reached.add(u)
                            todo.append(u)
                best = max(best, size)

    parts: list[tuple[int, list[int], int, int]] = []  # (pieces, junctions, chains, odd junctions)
    placed: set[int] = set()
    for a in chains:
        if a in placed:
            continue
        group, todo, counted, total = [a], [a], 0, 0
        placed.add(a)
        while todo:
            for chain, u, length in chains[todo.pop()]:
                if not counted & chain:
                    counted |= chain
                    total += length
                if u not in placed:
                    placed.add(u)
                    group.append(u)
                    todo.append(u)
        odd = 0
        for u in group:
            odd += len(adj[u]) & 1
        parts.append((total, group, counted.bit_count(), odd))
    parts.sort(key=lambda part: -part[0])

    for total, group, n_part_chains, odd in parts:
        if total <= best:
            break
        if odd <= 2:  # Euler: one trail takes every piece
            best = total
        elif n_part_chains == len(group) - 1:  # no cycle: the longest path, from an end of one (the farthest)
            best = max(best, _farthest(chains, _farthest(chains, group[0])[0])[1])
        else:
            best = _cyclic(chains, group, n_chains, best)
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


def _cyclic(chains: dict[int, list[tuple[int, int, int]]], group: list[int], n_chains: int, best: int) -> int:
    """The longest trail of a part with a cycle (junctions ``group``), or ``best`` if none is longer.

    The trees hanging off its cycles are folded first (their leaves peeled, deepest first): a trail that
    enters such a tree through the chain that holds it cannot come back, so it ends there, on the deepest
    path down; a trail inside one is a path of the tree (the two deepest branches below a junction). At
    a junction of the rest a trail can end in two of its trees at most (a trail has two ends), the two
    deepest. What remains (the cycles, and per junction up to two chains as long as its deepest trees)
    is searched from its junctions of odd degree (``_search``), far fewer than the trees' leaves."""
    degree = {u: len(chains[u]) for u in group}
    deepest = dict.fromkeys(group, 0)
    second = dict.fromkeys(group, 0)
    peeled = 0
    leaves = [u for u in group if degree[u] == 1]
    while leaves:
        u = leaves.pop()
        for left in chains[u]:  # the one chain left at u
            if not peeled & left[0]:
                break
        chain, w, length = left
        peeled |= chain
        degree[u] = 0
        if deepest[u] + second[u] > best:  # a path of the tree through u
            best = deepest[u] + second[u]
        down = deepest[u] + length
        if down > deepest[w]:
            deepest[w], second[w] = down, deepest[w]
        elif down > second[w]:
            second[w] = down
        degree[w] -= 1
        if degree[w] == 1:
            leaves.append(w)
    folded: dict[int, list[tuple[int, int, int]]] = {}
    total = 0
    leaf = -1  # the folded trees' ends: new junctions, below every id of a node
    bit = 1 << n_chains
    for u in group:
        if not degree[u]:
            continue
        kept = [c for c in chains[u] if not peeled & c[0]]
        for c in kept:
            total += c[2]  # each chain twice (from both ends; a loop twice at its junction): halved below
        for down in (deepest[u], second[u]):
            if down:
                kept.append((bit, leaf, down))
                folded[leaf] = [(bit, u, down)]
                total += 2 * down
                bit <<= 1
                leaf -= 1
        folded[u] = kept
    total //= 2
    if total <= best:
        return best
    starts = [u for u, out in folded.items() if len(out) & 1]
    if len(starts) <= 2:  # Euler: one trail takes all that is left
        return total
    most = _most(folded, starts, total)
    return _search(folded, starts, most, best) if most > best else best


def _most(chains: dict[int, list[tuple[int, int, int]]], odd: list[int], total: int) -> int:
    """The most pieces a trail of a part (``total`` pieces, junctions of odd degree ``odd``, more than two)
    can take. A longest trail ends at two of them; at every other one it leaves an odd number of chains
    unused, so one not a loop at least, of a length no less than the shortest there; and a chain left out
    serves two junctions at most. So it leaves out at least half the sum of those shortest chains over
    the odd junctions but the two with the longest (which can be its ends); at least one piece per pair
    of odd junctions beyond the first, as a chain has a piece at least."""
    shortest = []
    for v in odd:  # an odd junction has a chain that is not a loop (loops count twice)
        low = total
        for _, u, length in chains[v]:
            if length < low and u != v:
                low = length
        shortest.append(low)
    shortest.sort()
    return total - (sum(shortest[:-2]) + 1) // 2


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


def _farthest(chains: dict[int, list[tuple[int, int, int]]], start: int) -> tuple[int, int]:
    """In a part without a cycle: the junction farthest from ``start`` (in pieces), and how far."""
    dist = {start: 0}
    todo = [start]
    far, most = start, 0
    while todo:
        v = todo.pop()
        d = dist[v]
        for _, u, length in chains[v]:
            if u not in dist:
                dist[u] = d + length
                if d + length > most:
                    far, most = u, d + length
                todo.append(u)
    return far, most


def _search(chains: dict[int, list[tuple[int, int, int]]], starts: list[int], most: int, best: int) -> int:
    """The longest trail of a part with cycles, or ``best`` (found elsewhere) if none is longer: depth first
    over the chains from each junction of odd degree (``starts``), until one reaches ``most``."""

    def walk(v: int, used: int, length: int) -> int:
        """The longest trail going on from junction ``v``, arrived at with ``length`` pieces having used
        ``used`` (``most`` as soon as one reaches it)."""
        top = length
        for chain, u, more in chains[v]:
            if not used & chain:
                got = walk(u, used | chain, length + more)
                if got > top:
                    if got >= most:
                        return got
                    top = got
        return top

    for a in starts:
        for chain, u, length in chains[a]:
            got = walk(u, chain, length)
            if got > best:
                if got >= most:
                    return got
                best = got
    return best
    return best


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
        return _measure((roads & edges, ships & edges, stop & vertices, home & vertices), known, edges, ev)
    best = 0
    left = pieces
    kept: list[tuple[int, ...]] = []
    for net in m.routes.get(seat, ()):  # the networks measured before that nothing changed
        edges, vertices, around, net_roads, net_stop, net_home, length = net
        if (pieces & around == edges and roads & edges == net_roads and stop & vertices == net_stop
                and home & vertices == net_home):  # fmt: skip
            kept.append(net)
            left &= ~edges
            if length > best:
                best = length
    while left:
        edges, vertices, around = _grow(left & -left, pieces, around_of, evm)
        left &= ~edges
        key = (roads & edges, ships & edges, stop & vertices, home & vertices)
        length = _measure(key, known, edges, ev)
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
             ev: tuple[tuple[int, int], ...]) -> int:  # fmt: skip
    """The longest trail of one network (``key``: its roads, ships, stops and homes), searched once per frame."""
    length = known.get(key)
    if length is None:
        ships = key[1]
        found: list[tuple[int, int, int, int]] = []  # the network's pieces for ``trail_length``
        while edges:
            low = edges & -edges
            a, b = ev[low.bit_length() - 1]
            found.append((1 << len(found), a, b, SHIP_PIECE if ships & low else ROAD_PIECE))
            edges ^= low
        length = known[key] = trail_length(found, key[2], key[3])
    return length
