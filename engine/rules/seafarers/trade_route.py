"""The Longest Trade Route (SEA-LTR-1..4): the ``route_length`` hook over roads and ships.

Who holds the card follows from the lengths as for Longest Road (``engine.rules.longest_road``:
BASE-LR-3..7, SEA-LTR-2); only what a route is changes: a trail of the seat's roads and ships (distinct
pieces, consecutive ones sharing an intersection, intersections may repeat) that

* passes from a road to a ship or back only at an intersection with the seat's own building (SEA-LTR-1 a);
* never passes through an intersection with another player's building (SEA-LTR-1 b, BASE-LR-2);
* goes road to road or ship to ship through any other intersection (SEA-LTR-1 c).

With at most 15 roads and 15 ships a depth-first search over the pieces (a bitmask of those used) is
small; it starts only where a longest trail may have to end (``trail_length``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.state import GameState

ROAD_PIECE, SHIP_PIECE = 0, 1


def trail_length(
    pieces: list[tuple[int, int, int, int]], stop: int, home: int, near: int = -1
) -> int:
    """Longest trail over ``pieces`` = (bit, a, b, kind) (SEA-LTR-1). ``stop``: intersections a trail may
    end at but not pass (another player's building); ``home``: where it may change kind (an own building).
    With ``near``, only the pieces connected to that intersection count."""
    adj: dict[int, list[tuple[int, int, int]]] = {}
    for bit, a, b, kind in pieces:
        adj.setdefault(a, []).append((bit, b, kind))
        adj.setdefault(b, []).append((bit, a, kind))
    if near >= 0:
        if near not in adj:
            return 0
        keep, frontier = {near}, [near]
        while frontier:
            for _, u, _ in adj[frontier.pop()]:
                if u not in keep:
                    keep.add(u)
                    frontier.append(u)
        adj = {v: nxt for v, nxt in adj.items() if v in keep}
    total = sum(len(nxt) for nxt in adj.values()) // 2
    if total == len(adj) - _components(adj):  # a forest: no trail can come back to a piece
        return _forest_length(adj, stop, home)

    # A longest trail that ends at an intersection it could pass (two pieces there, the trail may go from
    # one to the other) could be extended there unless it is closed; a closed trail through a *node*
    # below can be started there, and one through none is a whole component (a loop). So trails are
    # searched between nodes: one or three pieces, a stop, or a kind change without an own building;
    # the pieces from a node through passable intersections to the next node form a *chain*, and the
    # depth-first search runs over chains (a bitmask of those used), as ``engine.rules.longest_road``.
    nodes = [
        v for v, nxt in adj.items()
        if len(nxt) != 2 or stop >> v & 1 or (nxt[0][2] != nxt[1][2] and not home >> v & 1)
    ]  # fmt: skip
    node_mask = 0
    for v in nodes:
        node_mask |= 1 << v
    # node -> (chain bit, far node, pieces, kind of its first piece, kind of its last piece)
    chains: dict[int, list[tuple[int, int, int, int, int]]] = {v: [] for v in nodes}
    seen = 0
    n_chains = 0
    for a in nodes:
        for bit, v, kind in adj[a]:
            if seen & bit:
                continue
            seen |= bit
            first, last, length = kind, bit, 1
            while not node_mask >> v & 1:  # a passable intersection with two pieces: on along the other
                (b1, v1, k1), (b2, v2, k2) = adj[v]
                last, v, kind = (b2, v2, k2) if b1 == last else (b1, v1, k1)
                seen |= last
                length += 1
            chain = 1 << n_chains
            n_chains += 1
            chains[a].append((chain, v, length, first, kind))
            chains[v].append((chain, a, length, kind, first))  # a loop back to ``a``: both ways round

    best = 0

    def walk(v: int, kind: int, used: int, length: int, left: int) -> None:
        """A trail of ``length`` pieces arriving at node ``v`` on a piece of ``kind``, ``left`` pieces unused:
        record it and go on (not where even every unused piece could not beat the best so far)."""
        nonlocal best
        if length > best:
            best = length
        if stop >> v & 1 or length + left <= best:
            return
        switch = home >> v & 1
        for chain, u, more, first, last in chains[v]:
            if not used & chain and (first == kind or switch):
                walk(u, last, used | chain, length + more, left - more)

    size: dict[int, int] = {}  # node -> pieces of its component (the most a trail from it can use)
    for a in nodes:
        if a in size:
            continue
        group, todo, pieces, counted = [a], [a], 0, 0
        size[a] = 0
        while todo:
            for chain, u, length, _, _ in chains[todo.pop()]:
                if not counted & chain:
                    counted |= chain
                    pieces += length
                if u not in size:
                    size[u] = 0
                    group.append(u)
                    todo.append(u)
        for u in group:
            size[u] = pieces
    for a in nodes:
        if size[a] <= best:
            continue
        for chain, u, length, _, last in chains[a]:
            walk(u, last, chain, length, size[a] - length)
            if best == total:
                return best
    if seen.bit_count() < total:  # components without a node: loops, every piece counts
        reached = set(nodes)
        for v in adj:
            if v not in reached:
                size, frontier = 0, [v]
                reached.add(v)
                while frontier:
                    size += 1
                    for _, u, _ in adj[frontier.pop()]:
                        if u not in reached:
                            reached.add(u)
                            frontier.append(u)
                best = max(best, size)
    return best


def _components(adj: dict[int, list[tuple[int, int, int]]]) -> int:
    seen: set[int] = set()
    count = 0
    for v in adj:
        if v in seen:
            continue
        count += 1
        seen.add(v)
        todo = [v]
        while todo:
            for _, u, _ in adj[todo.pop()]:
                if u not in seen:
                    seen.add(u)
                    todo.append(u)
    return count


def _forest_length(adj: dict[int, list[tuple[int, int, int]]], stop: int, home: int) -> int:
    """The longest trail of a network without cycles (most are): every trail is a path, so the longest
    one going on from a piece into an intersection is the same whatever came before: one value per
    piece and direction, each computed once."""
    memo: dict[tuple[int, int], int] = {}

    def onward(bit: int, u: int, kind: int) -> int:
        """Pieces of the longest trail that enters ``u`` along piece ``bit`` (of ``kind``), that piece included."""
        key = (bit, u)
        found = memo.get(key)
        if found is not None:
            return found
        best = 0
        if not stop >> u & 1:
            switch = home >> u & 1
            for b, w, k in adj[u]:
                if b != bit and (k == kind or switch):
                    length = onward(b, w, k)
                    if length > best:
                        best = length
        memo[key] = best + 1
        return best + 1

    best = 0
    for nxt in adj.values():
        for bit, u, kind in nxt:
            length = onward(bit, u, kind)
            if length > best:
                best = length
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


def trade_route_length(state: GameState, seat: int, at: int = -1) -> int:
    """The ``route_length`` hook (SEA-LTR-1): ``seat``'s longest trade route (through ``at`` if given)."""
    pieces = route_pieces(state, seat)
    if not pieces:
        return 0
    stop = home = 0
    owner, building = state.owner, state.building
    for v, kind in enumerate(building):
        if kind:
            if owner[v] == seat:
                home |= 1 << v
            else:
                stop |= 1 << v
    return trail_length(pieces, stop, home, at)
