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
from engine.text import Items, Text
from engine.topology import PATH_LAND

Explain = Callable[[GameState, int, Any, Any], IllegalAction]


def _path_reason(state: GameState, seat: int, e: int, lifted: int = -1) -> Text:
    shape = state.topo
    label = shape.EDGE_LABELS[e]
    if e == lifted:
        return Text("refusals-sea-same-path")
    if state.roads[e] >= 0:
        return Text("refusals-sea-path-has-road", path=label)
    if state.sea.ships[e] >= 0:
        return Text("refusals-sea-path-has-ship", path=label)
    if shape.EDGE_KINDS[e] == PATH_LAND:
        return Text("refusals-sea-path-inland", path=label)
    if S.pirate_sides(state) >> e & 1:
        return Text("refusals-sea-path-pirate", path=label)
    return Text("refusals-sea-path-unconnected", path=label)


def _ship_reason(state: GameState, seat: int, e: int) -> Text | None:
    label = state.topo.EDGE_LABELS[e]
    if state.sea.ships[e] != seat:
        return Text("refusals-sea-no-ship-on", path=label)
    if e in S.built_this_turn(state):
        return Text("refusals-sea-ship-new", path=label)
    if S.pirate_sides(state) >> e & 1:
        return Text("refusals-sea-ship-pirate", path=label)
    if S.closed_ships(state, seat, 1 << e) >> e & 1:
        return Text("refusals-sea-ship-closed", path=label)
    if not S.end_ships(state, seat) >> e & 1:
        return Text("refusals-sea-ship-not-end", path=label)
    return None


def wrap(previous: Explain) -> Explain:
    def explain(state: GameState, seat: int, action: Any, legal: Any) -> IllegalAction:
        kind = action[0]
        same = [a for a in legal if a[0] == kind]
        n_edge = state.topo.N_EDGE
        if kind == S.SHIP and same and 0 <= action[1] < n_edge:
            labels = Items([state.topo.EDGE_LABELS[a[1]] for a in same[:12]], style="unit")
            hint = Text("refusals-legal-spots-more", spots=labels, more=len(same) - 12) if len(same) > 12 else (
                Text("refusals-legal-spots", spots=labels))
            return IllegalAction("illegal_spot", _path_reason(state, seat, action[1]), hint)
        if kind == S.MOVE_SHIP and same and all(0 <= x < n_edge for x in action[1:]):
            frm, to = action[1], action[2]
            reason = _ship_reason(state, seat, frm) or _path_reason(state, seat, to, lifted=frm)
            return IllegalAction("illegal_choice", reason, choices_hint(same, state.topo))
        return previous(state, seat, action, legal)

    return explain
