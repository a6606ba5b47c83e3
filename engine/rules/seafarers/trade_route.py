"""The Longest Trade Route (SEA-LTR-1..4): the ``route_length`` hook over roads and ships.

Who holds the card follows from the lengths as for Longest Road (``engine.rules.longest_road``:
BASE-LR-3..7, SEA-LTR-2); only what a route is changes: a trail of the seat's roads and ships (distinct
pieces, consecutive ones sharing an intersection, intersections may repeat) that

* passes from a road to a ship or back only at an intersection with the seat's own building (SEA-LTR-1 a);
* never passes through an intersection with another player's building (SEA-LTR-1 b, BASE-LR-2);
* goes road to road or ship to ship through any other intersection (SEA-LTR-1 c).

With at most 15 roads and 15 ships a depth-first search over the pieces (a bitmask of those used) is
small; it starts at every intersection of the network (a trail's best start is one of them).
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

    def walk(v: int, kind: int, used: int) -> int:
        """Most pieces a trail arriving at ``v`` on a piece of ``kind`` can still add."""
        if stop >> v & 1:
            return 0
        switch = home >> v & 1
        best = 0
        for bit, u, k in adj[v]:
            if used & bit or (k != kind and not switch):
                continue
            length = 1 + walk(u, k, used | bit)
            if length > best:
                best = length
        return best

    best = 0
    for _v, nxt in adj.items():
        for bit, u, k in nxt:
            length = 1 + walk(u, k, bit)
            if length > best:
                best = length
                if best == total:
                    return best
    return best


def route_pieces(state: GameState, seat: int) -> list[tuple[int, int, int, int]]:
    ev = state.topo.EDGE_VERTICES
    out = []
    i = 0
    for e, p in enumerate(state.roads):
        if p == seat:
            a, b = ev[e]
            out.append((1 << i, a, b, ROAD_PIECE))
            i += 1
    for e, p in enumerate(state.sea.ships):
        if p == seat:
            a, b = ev[e]
            out.append((1 << i, a, b, SHIP_PIECE))
            i += 1
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
