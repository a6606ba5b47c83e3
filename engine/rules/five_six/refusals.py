"""Why an action is refused in the 5-6 extension's own phases (the ``explain`` hook, over the earlier
rule sets' reasons).

* A Special Build slot (SIX-SBP-3/4, SIX-CK-4/5): a kind no slot allows is refused with what a slot
  allows; a purchase the slot allows in principle gets its real reason, as on a regular turn (the
  spot and the legal ones, what the cost lacks, the empty pool: ``engine.explain.purchase_refusal``).
* Second's phase of the paired players (SIX-PAIR-2 step 4, SIX-CK-9 c): Second trades with the bank
  but with no player; with strict phases (``combined_trade_build = false``) not after the first build.
* A request for a slot (SIX-SBP-9, ``on_request``): why it cannot be asked now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine import explain as why
from engine.errors import IllegalAction
from engine.rules.five_six import paired, requests, sbp
from engine.rules.five_six.record import PHASE_SBP
from engine.state import PHASE_OVER, GameState
from engine.text import Text

Explain = Callable[[GameState, int, Any, Any], IllegalAction]
_PLAYER_TRADE = frozenset((A.OFFER, A.COUNTER))


def wrap(previous: Explain) -> Explain:
    def explain(state: GameState, seat: int, action: Any, legal: Any) -> IllegalAction:
        if state.phase == PHASE_OVER or not 0 <= seat < state.n:
            return previous(state, seat, action, legal)
        kind = action[0]
        if kind == requests.REQUEST:
            code, reason = requests.why_not(state, seat, action)  # also for seats owing nothing
            return IllegalAction(code, reason, why.now_hint(state, legal))
        if state.phase == PHASE_SBP and seat == state.active:
            refusal = _in_slot(state, seat, action, legal)
        elif state.six.second >= 0:
            refusal = _in_second_phase(state, seat, action, legal)
        else:
            refusal = None
        return refusal if refusal is not None else previous(state, seat, action, legal)

    return explain


def _in_slot(state: GameState, seat: int, action: Any, legal: Any) -> IllegalAction | None:
    if action[0] not in sbp.slot_kinds(state):  # SIX-SBP-4 / SIX-CK-5
        return IllegalAction("special_build_only", sbp.only_purchases(state), why.now_hint(state, legal))
    if (sbp.PASS,) not in legal:  # a decision comes first (C&K: placing a metropolis the slot earned)
        return None
    return why.purchase_refusal(state, seat, action, legal)  # SIX-SBP-3 / SIX-CK-4: normal costs and rules


def _in_second_phase(state: GameState, seat: int, action: Any, legal: Any) -> IllegalAction | None:
    """SIX-PAIR-2 step 4: no trade with players in Second's phase, in either direction."""
    kind, second = action[0], state.six.second
    if kind in _PLAYER_TRADE:
        if seat == second:
            return IllegalAction(
                "second_no_player_trade",
                Text("refusals-six-second-no-player-trade"),
                why.now_hint(state, legal),
            )
        return IllegalAction(
            "second_no_player_trade",
            Text("refusals-six-nobody-trades"),
            why.now_hint(state, legal),
        )
    if kind == A.BANK_TRADE and seat == second:
        if not paired.bank_trade_open(state, seat):
            return IllegalAction(
                "trade_closed",
                Text("refusals-six-bank-trade-over"),
                why.now_hint(state, legal),
            )
        return why.bank_trade_refusal(state, seat, action, legal)
    return None
