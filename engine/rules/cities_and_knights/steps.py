"""Steps the active player must take in the middle of the turn (inserted by cards or knights).

``push_step(state, step, data)`` makes ``step`` the current step (remembering the one to return
to) and ``pop_step(state)`` returns. ``step_data(state)`` is the ``data`` of the current inserted
step (plain JSON, public). A step's lister is registered with ``register_step`` (C&K's
``step_listers`` hook, ``engine.rules.cities_and_knights.hooks``) together with a text for "waiting for ..." messages; its actions are kinds
registered with ``engine.rules.cities_and_knights.actions.register_action``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.pending import register_text

if TYPE_CHECKING:
    from engine.state import GameState

STEP_TEXT: dict[str, str] = {}
STEP_LISTERS: dict[str, Callable[[GameState, int, list], None]] = {}  # the rule set's ``step_listers``


def register_step(step: str, lister: Callable[[GameState, int, list], None], text: str) -> None:
    if step in STEP_LISTERS:
        raise ValueError(f"step {step!r} registered twice")
    STEP_LISTERS[step] = lister
    STEP_TEXT[step] = text
    register_text(step, text)


def push_step(state: GameState, step: str, data: Any = None) -> None:
    state.ck.stack.append([state.step, data])
    state.step = step


def pop_step(state: GameState) -> None:
    state.step = state.ck.stack.pop()[0]


def step_data(state: GameState) -> Any:
    return state.ck.stack[-1][1]
