"""Who must act next, and on what (issue #2 item 3).

A decision is a plain dict: ``{"seat": 2, "kind": "discard", "blocking": True, ...}``. Blocking
decisions hold up the game (the active player's next step, discards on a 7); non-blocking ones
(answers to trade offers) may be answered in any order while the game goes on.
"""

from __future__ import annotations

from typing import Any

from engine.errors import waiting_sentence
from engine.state import (
    DISCARD,
    MAIN,
    MOVE_ROBBER,
    PHASE_OVER,
    PRE_ROLL,
    ROAD_BUILDING,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    STEAL,
    GameState,
)
from engine.text import Text

Decision = dict[str, Any]

# What each step waits for, in English words (the catalogue's ``refusals-step-<kind>`` says it in every
# language; tests compare the two); rule sets add the texts of their own steps.
STEP_TEXT: dict[str, str] = {
    SETUP_SETTLEMENT: "place a set-up settlement",
    SETUP_ROAD: "place a set-up road",
    PRE_ROLL: "roll the dice",
    MOVE_ROBBER: "move the robber",
    STEAL: "choose whom to rob",
    MAIN: "trade, build or end the turn",
    ROAD_BUILDING: "place free roads",
    DISCARD: "discard half of their cards",
}


def register_text(kind: str, text: str) -> None:
    """What a player owing a decision or step of ``kind`` must do (for 'waiting for ...'), used by rule sets."""
    STEP_TEXT.setdefault(kind, text)


def pending(state: GameState) -> list[Decision]:
    """Every open decision, blocking ones first (the rule set's ``decisions`` hook)."""
    if state.phase == PHASE_OVER:
        return []
    return state.rules.decisions(state)


def must_act(state: GameState) -> list[int]:
    """Seats the game is waiting for (blocking decisions), in seat order.

    The same seats as the blocking entries of ``pending``, without building its dicts: callers
    (bots, the service, the benchmark) ask this before every action.
    """
    if state.phase == PHASE_OVER:
        return []
    return state.rules.must_act(state)


def step_text(kind: str) -> Text | str:
    """What a player owing a decision or step of ``kind`` must do ("roll the dice"), as a catalogue message."""
    return Text(f"refusals-step-{kind}") if kind in STEP_TEXT else kind


def waiting_for(state: GameState) -> tuple[tuple[int, ...], Text | str] | None:
    """The seats the game waits for and what they must do ("roll the dice"); None once it is over."""
    blocking = [d for d in pending(state) if d["blocking"]]
    if not blocking:
        return None
    return tuple(d["seat"] for d in blocking), step_text(blocking[0]["kind"])


def describe_waiting(state: GameState, names: list[str] | None = None) -> Text:
    """'Waiting for player 2 to roll the dice.' (with ``names``: 'Waiting for Bo to roll the dice.')"""
    waiting = waiting_for(state)
    if waiting is None:
        return Text("refusals-game-over")
    return waiting_sentence(*waiting, names)
