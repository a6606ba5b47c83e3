"""Asking for a Special Build Phase slot during a turn (SIX-SBP-9, option ``six_sbp_skip = on_request``).

An SBP after every turn, offered slot by slot, keeps an asynchronous table waiting on four or five
players who mostly pass. Under ``on_request`` a player who wants to build between turns says so during
the regular turn before it (any player but the active one, at any step of that turn, once); when the
turn ends only those players get their slot, in the order of SIX-SBP-2, and every other slot passes at
once. A request is a public move: it tells the table nothing but that its player wants to build, as
the slot itself would (SIX-SBP-11). The public-information skip of ``public_info_only`` still applies
to a player who asked (an empty hand passes at once).
"""

from __future__ import annotations

from typing import Any

from engine import actions as A
from engine.state import PHASE_PLAY, GameState
from engine.text import Text

REQUEST = "sbp_request"
ON_REQUEST = "on_request"
A.register_kind(REQUEST, "", lambda a, names=None: "ask for a Special Build Phase slot after this turn")
A.register_text(REQUEST, lambda a, *, shape: Text("refusals-do-sbp_request"))
_REQUEST = (REQUEST,)


def active(state: GameState) -> bool:
    """Whether slots are offered on request in this game."""
    options = state.options
    return options.six_turn_mode == "special_build_phase" and options.six_sbp_skip == ON_REQUEST


def list_request(state: GameState, seat: int, out: list[Any]) -> None:
    """Any player but the active one, during a regular turn, once per turn."""
    if state.phase == PHASE_PLAY and seat != state.active and seat not in state.six.sbp_asked and active(state):
        out.append(_REQUEST)


def request(state: GameState, seat: int, action: Any) -> None:
    asked = state.six.sbp_asked
    asked.append(seat)
    asked.sort()
    state.emit({"type": "special_build_requested", "seat": seat, "turn_of": state.active})


def why_not(state: GameState, seat: int, action: Any) -> tuple[str, Text]:
    if not active(state):
        return "not_offered", Text("refusals-six-slots-offered")
    if seat in state.six.sbp_asked:
        return "already_asked", Text("refusals-six-already-asked")
    if state.phase != PHASE_PLAY:
        return "not_now", Text("refusals-six-ask-when")
    return "own_turn", Text("refusals-six-own-turn")
