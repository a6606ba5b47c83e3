"""Longest Road: trail lengths and who holds the card (BASE-LR-1..7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import topology as topo

if TYPE_CHECKING:
    from engine.state import GameState

_EDGE_V = topo.EDGE_VERTICES
_V_EDGES = topo.VERTEX_EDGES


def road_length(roads: list[int], owner: list[int], building: list[int], seat: int, extra_block: int = 0) -> int:
    """Longest trail of distinct road pieces of ``seat`` (BASE-LR-1, BASE-AMB-12).

    A trail may end at, but not pass through, an intersection holding another player's building
    (BASE-LR-2), or one in ``extra_block`` (another player's knight in Cities & Knights, CK-KNIGHT-9).
    Depth-first search over edges (a bitmask of the roads used) from the few intersections where a
    longest trail can start (see ``_starts``); with at most 15 roads this stays tiny.
    """
    adj: dict[int, list[tuple[int, int]]] = {}
    count = 0
    for e, p in enumerate(roads):
        if p == seat:
            count += 1
            a, b = _EDGE_V[e]
            bit = 1 << e
            if a in adj:
                adj[a].append((bit, b))
            else:
                adj[a] = [(bit, b)]
            if b in adj:
                adj[b].append((bit, a))
            else:
                adj[b] = [(bit, a)]
    if not count:
        return 0
    stop = extra_block
    for v in adj:
        if building[v] and owner[v] != seat:
            stop |= 1 << v

    def walk(v: int, used: int) -> int:
        """Most roads a trail arriving at ``v`` (having used ``used``) can still add."""
        if stop >> v & 1:
            return 0
        best = 0
        for bit, u in adj[v]:
            if not used & bit:
                length = 1 + walk(u, used | bit)
                if length > best:
                    best = length
        return best

    best = 0
    starts, cycle = _starts(adj, stop)
    for v in starts:
        for bit, u in adj[v]:
            length = 1 + walk(u, bit)
            if length > best:
                best = length
                if best == count:
                    return best
    return max(best, cycle)


def _starts(adj: dict[int, list[tuple[int, int]]], stop: int) -> tuple[list[int], int]:
    """Where a longest trail can start, and the longest trail of components that offer no such place.

    A longest trail T of a component starts where a road ends or branches (degree 1 or 3) or at a
    blocked intersection: starting at an open intersection of degree 2, T could be extended by its
    other road unless T also ends there, i.e. T is closed; a closed trail can be started anywhere
    along it, so at such a place if it passes one. If it passes none, every intersection of the
    component has degree 2 and is open: the component is a loop, and T is the whole loop.
    """
    starts = [v for v, nxt in adj.items() if len(nxt) != 2 or stop >> v & 1]
    if len(starts) == len(adj):
        return starts, 0
    seen = set(starts)
    frontier = list(starts)
    while frontier:
        v = frontier.pop()
        for _, u in adj[v]:
            if u not in seen:
                seen.add(u)
                frontier.append(u)
    cycle = 0
    for v in adj:
        if v not in seen:  # a loop of open degree-2 intersections: as many roads as intersections
            size = 0
            frontier = [v]
            seen.add(v)
            while frontier:
                w = frontier.pop()
                size += 1
                for _, u in adj[w]:
                    if u not in seen:
                        seen.add(u)
                        frontier.append(u)
            cycle = max(cycle, size)
    return starts, cycle


def _blockers(state: GameState, seat: int) -> int:
    """Intersections that break ``seat``'s roads besides buildings: other players' knights (CK-KNIGHT-9)."""
    ck = state.ck
    return 0 if ck is None else ck.knight_all & ~ck.knight_mask[seat]


def road_lengths(state: GameState) -> list[int]:
    return [
        road_length(state.roads, state.owner, state.building, p, _blockers(state, p)) for p in range(len(state.colours))
    ]


def update_longest_road(state: GameState, seats: range | list[int] | None = None) -> None:
    """Recompute lengths (of ``seats``, default all: BASE-LR-5) and move the card per BASE-LR-3..7.

    Emits an event when the holder changes.
    """
    old_lengths = state.road_len
    lengths = list(old_lengths)
    for p in range(len(lengths)) if seats is None else seats:
        lengths[p] = road_length(state.roads, state.owner, state.building, p, _blockers(state, p))
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
