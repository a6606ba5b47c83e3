"""Who owes what in the base game: the active player's step, discards on a 7, answers to offers."""

from __future__ import annotations

from typing import Any

from engine.rules.shared import trade_decisions
from engine.state import DISCARD, ROAD_BUILDING, GameState

Decision = dict[str, Any]


def pending(state: GameState) -> list[Decision]:
    """Every open decision, blocking ones first (``engine.pending.pending``)."""
    out: list[Decision] = []
    if state.step == DISCARD:
        for seat, owed in enumerate(state.discard_owed):
            if owed and state.discard_choice[seat] is None:
                out.append({"seat": seat, "kind": DISCARD, "blocking": True, "count": owed})
    else:
        entry: Decision = {"seat": state.active, "kind": state.step, "blocking": True}
        if state.step == ROAD_BUILDING:
            entry["count"] = state.free_roads
        out.append(entry)
    out.extend(trade_decisions(state))
    return out


def must_act(state: GameState) -> list[int]:
    """The seats of the blocking entries of ``pending``, without building its dicts."""
    if state.step == DISCARD:
        choice = state.discard_choice
        return [seat for seat, owed in enumerate(state.discard_owed) if owed and choice[seat] is None]
    return [state.active]
