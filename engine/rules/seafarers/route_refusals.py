"""Why a ship may not be built or moved where asked (the ``explain`` wrap of the routes half), in words a
player understands, with what would be legal (SEA-SHIP-2/5/6, SEA-PIRATE-4, SEA-AMB-3/4/26).

When no ship action is legal at all, ``route_hooks``' reasons per kind apply (cost, pool, timing, one
move per turn); here the seat could build or move a ship, but not this one or not there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import IllegalAction
from engine.explain import choices_hint
from engine.rules.seafarers import ships as S
from engine.state import GameState
from engine.topology import PATH_LAND

Explain = Callable[[GameState, int, Any, Any], IllegalAction]


def _path_reason(state: GameState, seat: int, e: int, lifted: int = -1) -> str:
    shape = state.topo
    label = shape.EDGE_LABELS[e]
    if e == lifted:
        return "A moved ship must go to another path."
    if state.roads[e] >= 0:
        return f"Path {label} already has a road (a coastal path holds a road or a ship)."
    if state.sea.ships[e] >= 0:
        return f"Path {label} already has a ship."
    if shape.EDGE_KINDS[e] == PATH_LAND:
        return f"Path {label} lies between two land hexes: ships sail on coastal and sea paths."
    if S.pirate_sides(state) >> e & 1:
        return f"Path {label} borders the pirate's hex: no ship goes there while the pirate stays."
    return (f"Path {label} doesn't touch your settlement, city or another of your ships (a road's end doesn't "
            "carry a ship, and another player's building stops a route).")  # fmt: skip


def _ship_reason(state: GameState, seat: int, e: int) -> str:
    label = state.topo.EDGE_LABELS[e]
    if state.sea.ships[e] != seat:
        return f"There is no ship of yours on {label}."
    if e in S.built_this_turn(state):
        return f"The ship on {label} was placed this turn; it may move from your next turn on."
    if S.pirate_sides(state) >> e & 1:
        return f"The ship on {label} borders the pirate's hex and cannot move while the pirate stays."
    if S.closed_ships(state, seat, 1 << e) >> e & 1:
        return f"The ship on {label} belongs to a closed route between two of your buildings; it stays."
    if not S.end_ships(state, seat) >> e & 1:
        return f"The ship on {label} is not at the open end of a route; only an end ship moves."
    return ""


def wrap(previous: Explain) -> Explain:
    def explain(state: GameState, seat: int, action: Any, legal: Any) -> IllegalAction:
        kind = action[0]
        same = [a for a in legal if a[0] == kind]
        n_edge = state.topo.N_EDGE
        if kind == S.SHIP and same and 0 <= action[1] < n_edge:
            labels = ", ".join(state.topo.EDGE_LABELS[a[1]] for a in same[:12])
            more = f" and {len(same) - 12} more" if len(same) > 12 else ""
            return IllegalAction("illegal_spot", _path_reason(state, seat, action[1]), f"Legal: {labels}{more}.")
        if kind == S.MOVE_SHIP and same and all(0 <= x < n_edge for x in action[1:]):
            frm, to = action[1], action[2]
            reason = _ship_reason(state, seat, frm) or _path_reason(state, seat, to, lifted=frm)
            return IllegalAction("illegal_choice", reason, choices_hint(same, state.topo))
        return previous(state, seat, action, legal)

    return explain
