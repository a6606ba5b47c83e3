"""Seafarers' reasons for refusals the base game would word for its own island (``explain`` wrap): a
set-up settlement off the scenario's start area (SEA-SETUP-3, SEA-AMB-27), a road on a sea path or
next to fog (SEA-GEO-4). The legal spots are named as everywhere (``engine.explain.spots_hint``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine.errors import IllegalAction
from engine.explain import spots_hint
from engine.rules.seafarers.setup import areas
from engine.state import SETUP_SETTLEMENT, GameState
from engine.text import Text
from engine.topology import PATH_SEA

Explain = Callable[[GameState, int, Any, Any], IllegalAction]

_START = frozenset(("new_shores", "through_the_desert"))  # the others: "on a face-up island" (``refusals-sea-start``)


def wrap(previous: Explain) -> Explain:
    def explain(state: GameState, seat: int, action: Any, legal: Any) -> IllegalAction:
        kind = action[0]
        same = [a for a in legal if a[0] == kind]
        shape = state.topo
        if kind == A.SETTLEMENT and state.step == SETUP_SETTLEMENT and same and 0 <= action[1] < shape.N_VERTEX:
            v = action[1]
            if not shape.LAND_VERTICES_MASK >> v & 1:
                return IllegalAction("illegal_spot", Text("refusals-sea-no-land", spot=shape.VERTEX_LABELS[v]),
                                     spots_hint(same, shape))  # fmt: skip
            dealt = areas(state)
            if not state.blocked_mask >> v & 1 and not dealt.start_mask >> v & 1:
                where = state.sea.scenario if state.sea.scenario in _START else "other"
                return IllegalAction(
                    "illegal_spot",
                    Text("refusals-sea-start", scenario=where),
                    spots_hint(same, shape),
                )
        if kind == A.ROAD and same and 0 <= action[1] < shape.N_EDGE and shape.EDGE_KINDS[action[1]] == PATH_SEA:
            return IllegalAction(
                "illegal_spot",
                Text("refusals-sea-path-at-sea", path=shape.EDGE_LABELS[action[1]]),
                spots_hint(same, shape),
            )
        return previous(state, seat, action, legal)

    return explain
