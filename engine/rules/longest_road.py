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
    Depth-first search over edges; with at most 15 roads this stays tiny.
    """
    mine = [e for e, p in enumerate(roads) if p == seat]
    if not mine:
        return 0
    used: set[int] = set()
    best = 0

    def blocked(v: int) -> bool:
        return (building[v] != 0 and owner[v] != seat) or (extra_block >> v) & 1 == 1

    def walk(v: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if blocked(v):
            return
        for e in _V_EDGES[v]:
            if roads[e] == seat and e not in used:
                used.add(e)
                a, b = _EDGE_V[e]
                walk(b if a == v else a, length + 1)
                used.discard(e)

    # Every maximal trail starts at some end of some road; trying both ends of every road covers it.
    for e in mine:
        a, b = _EDGE_V[e]
        for end in (b, a):
            used.add(e)
            walk(end, 1)
            used.discard(e)
        if best == len(mine):
            break
    return best


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
