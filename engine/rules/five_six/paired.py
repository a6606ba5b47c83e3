"""Paired players (SIX-PAIR-1..5, SIX-CK-9/10), the option ``six_turn_mode = paired_players``.

Each turn has two players: First (the active player, who rolls) and Second, three seats to First's
left (SIX-PAIR-1). First's turn is an ordinary regular turn. When First ends it, Second's phase starts:
Second acts like an active player after the roll (builds, buys, plays one development card, trades
with the bank) but trades with no player (SIX-PAIR-2 step 4). When Second ends the phase, First's
turn ends as it always does and the roles move one seat to the left. Each phase is a turn of its own
for the per-turn rules (SIX-PAIR-3): one card per phase, and a card bought in one phase is playable in
a later one. Second wins in their own phase (``engine.legal``'s check of the active player) unless
``six_paired_second_can_win`` is off: then Second's phase is a phase of its own, in which nobody wins
(SIX-PAIR-4).
"""

from __future__ import annotations

from typing import Any

from engine.rules.five_six.record import PHASE_SECOND
from engine.rules.shared import list_bank_trades
from engine.rules.trade import end_of_turn
from engine.state import MAIN, PHASE_PLAY, GameState

SECOND_OFFSET = 3  # SIX-PAIR-1 (SIX-AMB-15): the third player to First's left, with 5 or 6 players


def second_of(state: GameState, first: int) -> int:
    return (first + SECOND_OFFSET) % state.n


def built(state: GameState, seat: int) -> list[int]:
    """What the seat has built or bought so far (for the strict order of trades and builds)."""
    return [state.road_count[seat], state.settlements[seat], state.cities[seat], len(state.deck)]


def begin_second(state: GameState, first: int) -> None:
    """SIX-PAIR-2 step 4: Second's phase after First's turn (a turn of Second's own for the per-turn rules)."""
    end_of_turn(state)
    six = state.six
    second = six.second = second_of(state, first)
    six.second_built = built(state, second)
    state.active = second
    state.step = MAIN
    state.dev_new = [0] * len(state.dev_new)  # SIX-PAIR-3: First's purchases are First's
    state.dev_played = False
    state.trade_closed = True  # no trade with players (and the base bank listing is replaced below)
    if not state.options.six_paired_second_can_win:
        state.phase = PHASE_SECOND
    if state.ck is not None:  # SIX-AMB-22 / SIX-PAIR-3: per-turn knight flags and card effects are per phase
        state.ck.k_flags = [0] * len(state.ck.k_flags)
        state.ck.turn_flags = {}
    state.emit({"type": "second_phase_started", "seat": second, "first": first})


def ending(state: GameState, seat: int) -> bool:
    """Whether ``end_turn(seat)`` ends Second's phase (then First's turn ends as usual)."""
    return state.six.second == seat


def end_second(state: GameState, seat: int) -> int:
    """Second's phase is over: the seat of that turn's First, whose turn ends now."""
    six = state.six
    six.second = -1
    six.second_built = []
    state.phase = PHASE_PLAY
    state.emit({"type": "second_phase_ended", "seat": seat})
    return (seat - SECOND_OFFSET) % state.n


def extra_actions(state: GameState, seat: int, out: list[Any]) -> None:
    """SIX-PAIR-2 step 4: Second's maritime trades (with ``combined_trade_build = false``: before the
    first build or purchase only, as in a regular turn of the base game)."""
    if state.six.second != seat or state.step != MAIN:
        return
    if bank_trade_open(state, seat):
        list_bank_trades(state, seat, out)


def bank_trade_open(state: GameState, seat: int) -> bool:
    """Whether Second may still trade with the bank in this phase (always, but not after the first
    build or purchase with strict phases)."""
    return _any_order(state) or built(state, seat) == state.six.second_built


def _any_order(state: GameState) -> bool:
    """Whether Second trades and builds in any order: a regular turn's order (SIX-PAIR-2 step 4). With
    Cities & Knights the action phase has no order whatever the option (CK-TURN-1 step 5; SIX-CK-9 c)."""
    return state.options.combined_trade_build or state.ck is not None


def after_road(state: GameState, seat: int) -> None:
    """SIX-PAIR-2 step 4: Road Building's free roads are the card's effect, not Second's first build (a
    regular strict turn keeps trading open after them too: BASE-TURN-3 closes it on a paid build or a
    purchase, BASE-TURN-5 lets the card be played while trading), so they leave the order's count alone."""
    six = state.six
    if six.second != seat or _any_order(state):
        return
    built_event = next(e for e in reversed(state.events) if e["type"] == "built")
    if built_event.get("free"):
        six.second_built[0] += 1
