"""Knights (CK-KNIGHT-1..11, CK-VAR-KE-1, CK-AMB-20/23/32).

A knight is a token on an intersection: owner, strength 1-3, active or not, and per-turn flags
(ACTIVATED / ACTED / PROMOTED this turn), stored per intersection in the C&K record. Knights block
other players' road networks and Longest Road (CK-KNIGHT-9): every change here resets the road
candidates and re-evaluates Longest Road.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.bits import bit_indices
from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.constants import (
    ABILITY_LEVEL,
    ACTED,
    ACTIVATED,
    KNIGHTS_PER_STRENGTH,
    POLITICS,
    PROMOTED,
)
from engine.rules.longest_road import update_longest_road
from engine.state import MAIN, MOVE_ROBBER

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

RETREAT = "knight_retreat"
MOVE, DISPLACE = "knight_move", "knight_displace"  # the action kinds (registered by ``legal``)


def _changed(state: GameState, owner: int, where: int) -> None:
    """Knights came or went on the intersections of bitmask ``where``: road candidates are stale, and
    other players' roads through them may be broken or joined (CK-KNIGHT-9)."""
    state.road_cand = [-1] * state.n
    # A piece can only break (or join) a trail where two of the player's roads meet.
    roads = state.roads
    vertex_edges = state.topo.VERTEX_EDGES
    touched = []
    for p in range(state.n):
        if p == owner or not state.road_vertex_mask[p] & where:
            continue
        m = where
        while m:
            low = m & -m
            m ^= low
            meet = 0  # the player's roads at this intersection (counted by a loop: no closure cells per call)
            for e in vertex_edges[low.bit_length() - 1]:
                if roads[e] == p:
                    meet += 1
            if meet >= 2:
                touched.append(p)
                break
    if touched:
        update_longest_road(state, touched)


def _set(state: GameState, vertex: int, seat: int, strength: int, active: int, flags: int) -> None:
    """Put (``seat`` >= 0) or clear the knight on ``vertex``, keeping the derived masks and counts."""
    ck = state.ck
    bit = 1 << vertex
    old = ck.k_owner[vertex]
    if old >= 0:
        ck.knight_mask[old] &= ~bit
        ck.knight_count[old][ck.k_strength[vertex]] -= 1
        ck.knight_all &= ~bit
    if seat >= 0:
        ck.knight_mask[seat] |= bit
        ck.knight_count[seat][strength] += 1
        ck.knight_all |= bit
    ck.k_owner[vertex], ck.k_strength[vertex], ck.k_active[vertex], ck.k_flags[vertex] = seat, strength, active, flags


def put(state: GameState, seat: int, vertex: int, strength: int, active: int, flags: int = 0) -> None:
    _set(state, vertex, seat, strength, active, flags)
    _changed(state, seat, 1 << vertex)


def take(state: GameState, vertex: int) -> tuple[int, int, int, int]:
    """Remove the knight on ``vertex``; returns (owner, strength, active, flags)."""
    ck = state.ck
    info = (ck.k_owner[vertex], ck.k_strength[vertex], ck.k_active[vertex], ck.k_flags[vertex])
    _set(state, vertex, -1, 0, 0, 0)
    _changed(state, info[0], 1 << vertex)
    return info


def in_supply(state: GameState, seat: int, strength: int) -> bool:
    return state.ck.knight_count[seat][strength] < KNIGHTS_PER_STRENGTH


def can_act(state: GameState, vertex: int) -> bool:
    """CK-KNIGHT-5: active, and neither activated nor acted this turn."""
    ck = state.ck
    return bool(ck.k_active[vertex]) and not ck.k_flags[vertex] & (ACTIVATED | ACTED)


def can_promote(state: GameState, seat: int, vertex: int) -> bool:
    """CK-KNIGHT-4 / CK-ABIL-2: one level, once per turn, token available; mighty needs politics 3."""
    ck = state.ck
    s = ck.k_strength[vertex]
    if s >= 3 or ck.k_flags[vertex] & PROMOTED or ck.knight_count[seat][s + 1] >= KNIGHTS_PER_STRENGTH:
        return False  # (the last test: in_supply)
    return s == 1 or ck.levels[seat][POLITICS] >= ABILITY_LEVEL


def hire(state: GameState, seat: int, vertex: int) -> None:
    """CK-KNIGHT-2: a basic knight, inactive."""
    state.emit({"type": "knight_hired", "seat": seat, "at": vertex})
    put(state, seat, vertex, 1, 0)  # a knight can break a road: a Longest Road change follows the hire


def activate(state: GameState, seat: int, vertex: int) -> None:
    """CK-KNIGHT-3: it cannot act later this turn."""
    ck = state.ck
    ck.k_active[vertex] = 1
    ck.k_flags[vertex] |= ACTIVATED
    state.events.append({"type": "knight_activated", "seat": seat, "at": vertex})  # state.emit without its call


def promote(state: GameState, seat: int, vertex: int) -> None:
    ck = state.ck
    strength = ck.k_strength[vertex] + 1
    _set(state, vertex, ck.k_owner[vertex], strength, ck.k_active[vertex], ck.k_flags[vertex] | PROMOTED)
    state.emit({"type": "knight_promoted", "seat": seat, "at": vertex, "strength": ck.k_strength[vertex]})


def reachable(state: GameState, seat: int, start: int) -> int:
    """Intersections reachable from ``start`` along ``seat``'s roads (CK-KNIGHT-6, CK-AMB-32).

    A route may pass empty intersections and the seat's own pieces, never another player's building
    or knight; such an intersection can still be the *end* of the route (a displacement target).
    Returns a bitmask of every intersection reached, ``start`` excluded. Kept in ``ck.reach`` until
    a piece changes (listings after a trade or an activation ask again).
    """
    ck = state.ck
    if ck.reach_of is not state.road_cand:
        ck.reach, ck.moves, ck.reach_of = {}, {}, state.road_cand
    key = (start << 3) | seat  # seats 0..5; intersections up to 80 on the 5-6 player island
    mask = ck.reach.get(key)
    if mask is not None:
        return mask
    roads = state.roads
    foreign = (state.occupied_mask & ~state.building_mask[seat]) | (ck.knight_all & ~ck.knight_mask[seat])
    seen = 1 << start
    frontier = [start]
    push = frontier.append
    topo_steps = state.topo.VERTEX_STEPS
    steps = _STEP_BITS.get(id(topo_steps))
    if steps is None or steps[0] is not topo_steps:
        steps = _step_bits(topo_steps)
    steps = steps[1]
    for v in frontier:  # grows while it is read: breadth first
        for e, u, bit in steps[v]:
            if roads[e] == seat and not seen & bit:
                seen |= bit
                if not foreign & bit:
                    push(u)
    # The seat's other knights reached are on the same network and pass its own pieces: from a start they may
    # pass too (its own knight's: not a displaced knight's origin, another's piece now) they reach the same
    # intersections (themselves excepted), kept now instead of searched again at the next knight's listing.
    others = 0 if foreign >> start & 1 else seen & ck.knight_mask[seat] & ~(1 << start)
    reach = ck.reach
    while others:
        low = others & -others
        others ^= low
        reach[((low.bit_length() - 1) << 3) | seat] = seen & ~low
    mask = reach[key] = seen & ~(1 << start)
    return mask


# per map's VERTEX_STEPS (by id, the tuple kept beside to tell a reused id): each step with its intersection's bit
_STEP_BITS: dict[int, tuple[Any, tuple[tuple[tuple[int, int, int], ...], ...]]] = {}


def _step_bits(
    steps: tuple[tuple[tuple[int, int], ...], ...],
) -> tuple[Any, tuple[tuple[tuple[int, int, int], ...], ...]]:
    """``reachable``'s steps: (path, intersection, the intersection's bit) per step, made once per map."""
    kept = _STEP_BITS[id(steps)] = (steps, tuple(tuple((e, u, 1 << u) for e, u in row) for row in steps))
    return kept


def move_targets(state: GameState, seat: int, vertex: int) -> tuple[list[int], list[int]]:
    """(empty destinations, displaceable opponent knights) of the knight on ``vertex``."""
    ck = state.ck
    mask = reachable(state, seat, vertex) & ~state.occupied_mask
    if not mask:
        return [], []
    empty = bit_indices(mask & ~ck.knight_all)
    theirs = mask & ck.knight_all & ~ck.knight_mask[seat]
    if not theirs:
        return empty, []
    strength, k_strength = ck.k_strength[vertex], ck.k_strength
    return empty, [u for u in bit_indices(theirs) if k_strength[u] < strength]  # CK-KNIGHT-7: strictly weaker only


def list_moves(state: GameState, seat: int, vertex: int, out: list[tuple[Any, ...]]) -> None:
    """The knight on ``vertex`` acting: its moves, then its displacements (``move_targets`` as actions).

    The moves to empty intersections are kept with the knight's reach (``ck.moves``: the pieces they
    depend on change only with ``state.road_cand``); displacements depend on strengths, which a
    promotion changes without touching the pieces, so they are looked at each time."""
    ck = state.ck
    if ck.reach_of is not state.road_cand:
        ck.reach, ck.moves, ck.reach_of = {}, {}, state.road_cand
    key = (vertex << 3) | seat
    kept = ck.moves.get(key)
    if kept is None:
        mask = reachable(state, seat, vertex) & ~state.occupied_mask
        empty = tuple([(MOVE, vertex, u) for u in bit_indices(mask & ~ck.knight_all)]) if mask else ()
        kept = ck.moves[key] = (empty, mask & ck.knight_all & ~ck.knight_mask[seat])
    empty, theirs = kept
    if empty:
        out += empty
    if theirs:  # a loop: a comprehension here would build closure cells at every call
        strength, k_strength = ck.k_strength[vertex], ck.k_strength
        for u in bit_indices(theirs):
            if k_strength[u] < strength:  # CK-KNIGHT-7
                out.append((DISPLACE, vertex, u))


def move(state: GameState, seat: int, src: int, dst: int) -> None:
    """CK-KNIGHT-6: the knight acts and turns inactive."""
    ck = state.ck
    strength, flags = ck.k_strength[src], ck.k_flags[src]
    state.emit({"type": "knight_moved", "seat": seat, "from": src, "to": dst})  # before what the move causes
    _set(state, src, -1, 0, 0, 0)
    _set(state, dst, seat, strength, 0, flags | ACTED)
    _changed(state, seat, (1 << src) | (1 << dst))


def displace(state: GameState, seat: int, src: int, dst: int) -> None:
    """CK-KNIGHT-7: the opponent's knight retreats (its owner's choice), the mover takes its place."""
    ck = state.ck
    victim, v_strength, v_active = ck.k_owner[dst], ck.k_strength[dst], ck.k_active[dst]
    strength, flags = ck.k_strength[src], ck.k_flags[src]
    state.emit({"type": "knight_displaced", "seat": seat, "from": src, "at": dst, "victim": victim})
    _set(state, src, -1, 0, 0, 0)
    _set(state, dst, seat, strength, 0, flags | ACTED)
    _changed(state, -1, (1 << src) | (1 << dst))  # the victim's knight left: the mover's roads may join
    send_away(state, victim, dst, v_strength, v_active)


def send_away(state: GameState, owner: int, origin: int, strength: int, active: int) -> None:
    """The owner moves a displaced knight to an empty intersection connected by their roads to
    ``origin``; with none, it goes back to the supply (CK-KNIGHT-7, CK-CARD-POL-5 uses this too)."""
    data = {"from": origin, "strength": strength, "active": active}
    if not retreat_spots(state, owner, origin):
        state.emit({"type": "knight_to_supply", "seat": owner, "from": origin})
        return
    decisions.open_decision(state, RETREAT, owner, data)


def retreat_spots(state: GameState, owner: int, origin: int) -> list[int]:
    """The empty intersections ``owner``'s roads reach from ``origin``, ascending: no building (``occupied_mask``)
    and no knight (``knight_all``) on them, taken by bit (a 7's or a displacement's retreat lists them at every
    answer asked), not by a look at every intersection."""
    return bit_indices(reachable(state, owner, origin) & ~state.occupied_mask & ~state.ck.knight_all)


def _retreat_options(state: GameState, p: Pending) -> list[int]:
    return retreat_spots(state, p.seat, p.data["from"])


def _retreat_answer(state: GameState, p: Pending, vertex: int) -> bool:
    state.emit({"type": "knight_retreated", "seat": p.seat, "from": p.data["from"], "to": vertex})
    put(state, p.seat, vertex, p.data["strength"], p.data["active"])
    return True


decisions.register_kind(RETREAT, _retreat_options, _retreat_answer, "move their displaced knight")


def chase_targets(state: GameState, seat: int) -> list[int]:
    """CK-KNIGHT-8: knights able to act on a corner of the robber's hex, once the robber is active."""
    ck = state.ck
    if not ck.robber_active:
        return []
    return [v for v in state.topo.HEX_VERTICES[state.robber] if ck.k_owner[v] == seat and can_act(state, v)]


def chase(state: GameState, seat: int, vertex: int) -> None:
    """The knight turns inactive; the player moves the robber and steals as after a Knight card."""
    ck = state.ck
    ck.k_active[vertex] = 0
    ck.k_flags[vertex] |= ACTED
    state.emit({"type": "robber_chased", "seat": seat, "at": vertex})
    state.resume_step = state.step if state.step != MOVE_ROBBER else MAIN
    state.step = MOVE_ROBBER
