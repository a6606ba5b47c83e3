"""The Special Build Phase (SIX-SBP-1..11; with Cities & Knights SIX-CK-4..8).

After a regular turn of X ends (SIX-SBP-1), every other player gets one slot, clockwise from X's left
(SIX-SBP-2), strictly one after another (SIX-AMB-9). The SBP is a phase of its own: it belongs to
nobody's turn, so no trade is open (SIX-SBP-4 a/b), no development or progress card can be played
(SIX-SBP-4 c, SIX-CK-8) and nobody wins in it (SIX-SBP-6: ``engine.legal`` only checks a win in the
"play" phase). When the last slot ends, X's turn ends as it always does (the rule set's own end of
turn, C&K's included), which starts the next regular turn; whoever starts it with enough VP wins then
(SIX-SBP-6, SIX-AMB-11). Cards bought in a slot are not "bought this turn" for anybody: that end of
turn clears the tags (SIX-SBP-7, SIX-AMB-12).
"""

from __future__ import annotations

from typing import Any

from engine import actions as A
from engine.constants import DEV_CARD_COST
from engine.rules.building import can_afford, city_candidates, road_candidates, settlement_candidates
from engine.rules.five_six.record import PHASE_SBP, SBP_STEP
from engine.rules.five_six.requests import ON_REQUEST
from engine.rules.shared import list_builds
from engine.rules.trade import end_of_turn
from engine.state import PHASE_PLAY, GameState
from engine.text import Text

PASS = "sbp_pass"  # SIX-SBP-2: the acting player declares the slot done (or passes without building)
A.register_kind(PASS, "", lambda a, names=None: "finish the Special Build Phase slot")
A.register_text(PASS, lambda a, *, shape: Text("refusals-do-sbp_pass"))
_PASS, _BUY = (PASS,), (A.BUY_DEV,)

def slots(state: GameState, ended: int) -> list[int]:
    """SIX-SBP-2: every other player, clockwise starting with the player to X's left."""
    return [(ended + i) % state.n for i in range(1, state.n)]


def begin(state: GameState, seat: int) -> None:
    """SIX-SBP-1: the SBP after ``seat``'s regular turn."""
    end_of_turn(state)  # offers expire with the turn (BASE-TURN-6), before anyone builds
    six = state.six
    six.sbp_of = seat
    six.sbp_queue = slots(state, seat)
    state.phase = PHASE_SBP
    state.step = SBP_STEP
    state.emit({"type": "special_build_started", "after": seat, "order": list(six.sbp_queue)})
    _next_slot(state)


def _next_slot(state: GameState) -> None:
    """Offer the next slot that the skip policy does not pass at once (SIX-SBP-9); end the SBP after the last."""
    six = state.six
    while six.sbp_queue:
        seat = six.sbp_queue.pop(0)
        if skipped(state, seat):
            state.emit({"type": "special_build_skipped", "seat": seat})
            continue
        state.active = seat
        if state.ck is not None:  # SIX-AMB-22: per-knight flags (and X's card effects) lapse at every slot
            state.ck.k_flags = [0] * len(state.ck.k_flags)
            state.ck.turn_flags = {}
        state.emit({"type": "special_build_slot", "seat": seat})
        return
    ended = six.sbp_of
    six.sbp_asked = []  # requests were for this SBP (``requests``); the next turn collects its own
    state.phase = PHASE_PLAY
    state.emit({"type": "special_build_ended", "after": ended})
    # The regular end of X's turn (the rule sets' own): the next player's turn starts, and
    # ``engine.legal`` checks that player's win before anything else happens (SIX-SBP-6).
    state.rules.end_turn(state, ended)
    six.sbp_of = -1


def ending(state: GameState, seat: int) -> bool:
    """Whether ``end_turn(seat)`` is the end of the SBP after ``seat``'s turn (not the end of the turn)."""
    return state.six.sbp_of == seat and not state.six.sbp_queue


def skipped(state: GameState, seat: int) -> bool:
    """SIX-SBP-9: whether the slot passes at once, under ``six_sbp_skip``."""
    policy = state.options.six_sbp_skip
    if policy == "always_offer":
        return False
    if policy == ON_REQUEST and seat not in state.six.sbp_asked:
        return True  # only the players who asked get a slot; the public-information skip applies to them too
    if policy == "skip_if_nothing_affordable":
        out: list[Any] = []
        list_slot(state, seat, out)
        return len(out) == 1  # only "pass"
    # public_info_only: only what everybody sees (hand sizes, the board, the deck's size)
    cards = sum(state.hands[seat])
    if state.ck is not None:
        return cards == 0  # C&K: one card can pay a knight's activation or a level-1 improvement
    if cards <= 1:  # the cheapest purchase, a road, costs 2 cards
        return True
    return not state.deck and not _any_site(state, seat)


def _any_site(state: GameState, seat: int) -> bool:
    """A piece in the supply and a legal spot for it (public information), for some piece."""
    if state.road_count[seat] < 15 and road_candidates(state, seat):
        return True
    if state.settlements[seat] < 5 and settlement_candidates(state, seat):
        return True
    return state.cities[seat] < 4 and bool(city_candidates(state, seat))


def list_slot(state: GameState, seat: int, out: list[Any]) -> None:
    """SIX-SBP-3 (SIX-CK-4 in C&K): purchases at the normal cost and placement rules, and "pass"."""
    out.append(_PASS)
    list_builds(state, seat, out)
    hand = state.hands[seat]
    if state.ck is None:
        if state.deck and can_afford(hand, DEV_CARD_COST):
            out.append(_BUY)
        return
    from engine.rules.five_six import ck_sbp  # only C&K games load it

    ck_sbp.list_purchases(state, seat, out)


def pass_slot(state: GameState, seat: int, action: Any) -> None:
    state.emit({"type": "special_build_passed", "seat": seat})
    _next_slot(state)


def slot_kinds(state: GameState) -> frozenset[str]:
    """SIX-SBP-3 (SIX-CK-4 in C&K): the kinds a slot may list at all (whether one is legal now depends
    on the hand, the board and the pool); everything else is forbidden in the SBP (SIX-SBP-4, SIX-CK-5)."""
    if state.ck is None:
        return _BASE_SLOT_KINDS
    from engine.rules.five_six import ck_sbp  # only C&K games load it

    return _SLOT_KINDS | ck_sbp.slot_kinds(state)


_SLOT_KINDS = frozenset((PASS, A.ROAD, A.SETTLEMENT, A.CITY))
_BASE_SLOT_KINDS = _SLOT_KINDS | {A.BUY_DEV}


def only_purchases(state: GameState) -> Text:
    """SIX-SBP-4 (SIX-CK-5 in C&K): what a slot forbids, for a refusal."""
    return Text("refusals-six-only-purchases" if state.ck is None else "refusals-six-only-purchases-ck")
