"""The 2-player variant's part of a state rebuilt from a seat's view (``engine.determinize``).

Nothing of the variant is secret (trade cards, rolls and neutral pieces are public, TWO-COMP-3), so
its record is read back from ``view["two_player"]``; what the view leaves implicit follows from the
turn: this turn's rolls tell whether the second roll is still owed (TWO-ROLL-1), and a neutral
placement or a Forced Trade's hand-back resumes the main step it interrupted.
"""

from __future__ import annotations

from typing import Any

from engine.rules.two_player.record import FORCED_TRADE_GIVE, NEUTRAL_ROAD, NEUTRAL_SETTLEMENT
from engine.state import MAIN, PRE_ROLL, ROAD_BUILDING


def colours(view: dict[str, Any]) -> list[str]:
    """Piece owners: the real seats, then the neutral colours."""
    return [p["colour"] for p in view["players"]] + [n["colour"] for n in view["two_player"]["neutrals"]]


def rolls_done(view: dict[str, Any]) -> int:
    return len(view["two_player"]["rolls"])


def resume_step(view: dict[str, Any]) -> str:
    """Where a robber move returns: between the rolls after the first, the main step after the second."""
    return PRE_ROLL if rolls_done(view) < 2 else MAIN


def record(view: dict[str, Any]) -> dict[str, Any]:
    """``TwoPlayerRecord.to_json`` of a state showing ``view``."""
    two = view["two_player"]
    turn = view["turn"]
    rolls = [list(r) for r in two["rolls"]]
    step = view["step"]
    interrupted = step in (NEUTRAL_ROAD, NEUTRAL_SETTLEMENT, FORCED_TRADE_GIVE)
    free_roads = any(d["kind"] == "road_building" for d in view.get("pending", ()))
    return {
        "actions_taken": two["actions_this_turn"],
        "actions_turn": turn,
        "first_roll": sum(rolls[0]) if rolls else 0,
        "knight_swap_turn": turn if two["knight_exchanged_this_turn"] else -1,
        "resume": (ROAD_BUILDING if free_roads else resume_step(view) if rolls else PRE_ROLL) if interrupted else "",
        "rethrown": [list(r) for r in two["rethrown"]],
        "roll_turn": turn if rolls else -1,
        "rolls": rolls,
        "trade_cards": list(two["trade_cards"]),
    }
