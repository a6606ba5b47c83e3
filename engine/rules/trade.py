"""Maritime and domestic trade (BASE-TRADE-1..10).

Domestic offers are an interface over BASE-TRADE-2's free negotiation: an offer stays open until it is
concluded, withdrawn, declined by everyone or the turn ends; once one trade is made, every other open
offer and counter-offer of the turn is closed (its terms were set against hands that have now changed),
and players make fresh offers if they want another trade.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import GENERIC_HARBOR, counts_text
from engine.errors import IllegalAction
from engine.state import MAIN, PHASE_PLAY, PHASE_SETUP, TradeOffer
from engine.text import Text

if TYPE_CHECKING:
    from engine.state import GameState


def trading_open(state: GameState) -> bool:
    """BASE-TRADE-1, BASE-TURN-3/4, BASE-AMB-14: after the roll, and in strict mode before building."""
    return state.phase == PHASE_PLAY and state.step == MAIN and not state.trade_closed


def bank_rate(state: GameState, seat: int, card: int) -> int:
    """How many ``card`` the seat gives the bank for one card: the game's rule set decides
    (``rules.bank_rate``; the base game's is ``harbor_rate``)."""
    return state.rules.bank_rate(state, seat, card)


def harbor_rate(state: GameState, seat: int, resource: int) -> int:
    """BASE-TRADE-4..6, -10: 2 with that resource's harbor, 3 with a generic one, else 4."""
    mine = state.building_mask[seat]
    masks = state.board.harbor_masks
    if mine & masks[resource]:
        return 2
    if mine & masks[GENERIC_HARBOR]:
        return 3
    return 4


def bank_rates(state: GameState, seat: int) -> list[int]:
    return [bank_rate(state, seat, r) for r in range(5)]


def bank_trade(state: GameState, seat: int, give: int, get: int) -> None:
    """BASE-TRADE-4..6 at the rule set's rate (validated by the caller)."""
    rate = state.rules.bank_rate(state, seat, give)
    state.hands[seat][give] -= rate
    state.bank[give] += rate
    state.bank[get] -= 1
    state.hands[seat][get] += 1
    state.emit({"type": "bank_trade", "seat": seat, "give": give, "count": rate, "get": get})


def _has(hand: list[int], counts: tuple[int, ...]) -> bool:
    return all(h >= c for h, c in zip(hand, counts, strict=True))


def check_bundle(give: tuple[int, ...], get: tuple[int, ...]) -> None:
    """BASE-TRADE-2: both sides give something; no resource on both sides."""
    if not any(give) or not any(get):
        raise IllegalAction(
            "empty_side", Text("refusals-no-gifts"), Text("refusals-no-gifts-example")
        )
    both = [i for i in range(len(give)) if give[i] and get[i]]
    if both:
        raise IllegalAction(
            "like_for_like", Text("refusals-same-both-sides"), Text("refusals-same-both-sides-hint")
        )


def check_offer(state: GameState, seat: int, give: tuple[int, ...], get: tuple[int, ...], to: int) -> tuple[int, ...]:
    """Validate a new proposal; returns the seats it is addressed to."""
    if not trading_open(state):
        raise IllegalAction("trade_closed", closed_reason(state))
    if not len(give) == len(get) == len(state.hands[seat]):
        raise IllegalAction("malformed", Text("refusals-trade-width", count=len(state.hands[seat])))
    check_bundle(give, get)
    if not _has(state.hands[seat], give):
        raise IllegalAction("cannot_afford", Text("refusals-cannot-offer", cards=counts_text(give)))
    active = state.active
    if seat == active:
        if to == -1:
            return tuple(p for p in range(state.n) if p != active)
        if to == active or not 0 <= to < state.n:
            raise IllegalAction("bad_target", Text("refusals-offer-target"))
        return (to,)
    if state.options.trade_proposals == "active_only":
        raise IllegalAction("not_active", Text("refusals-only-active-proposes"))
    if to not in (-1, active):
        raise IllegalAction(
            "bad_target", Text("refusals-include-active")
        )
    return (active,)


def closed_reason(state: GameState) -> Text:
    """Why no trade is open now (the base game's reasons; a rule set's ``explain`` may say more)."""
    if state.phase == PHASE_SETUP:
        return Text("refusals-trade-after-setup")
    if state.phase != PHASE_PLAY:  # e.g. a Special Build Phase (5-6 players): nobody's turn
        return Text("refusals-trade-during-turn")
    if state.trade_closed:
        return Text("refusals-trade-over")
    if not state.rolled:
        return Text("refusals-trade-after-roll")
    return Text("refusals-trade-after-resolution")


def open_offer(
    state: GameState, seat: int, give: tuple[int, ...], get: tuple[int, ...], to: tuple[int, ...], parent: int = -1
) -> TradeOffer:
    offer = TradeOffer(state.next_offer_id, seat, to, give, get, parent=parent)
    state.next_offer_id += 1
    state.offers_made[seat] += 1
    state.offers.append(offer)
    state.emit(
        {"type": "trade_offered", "offer": offer.id, "seat": seat, "to": list(to), "give": list(give),
         "get": list(get), "parent": parent}
    )  # fmt: skip
    return offer


def find_offer(state: GameState, offer_id: int) -> TradeOffer | None:
    for offer in state.offers:
        if offer.id == offer_id:
            return offer
    return None


def acceptance_executes(state: GameState, offer: TradeOffer) -> bool:
    """An offer made *to* the active player is concluded by their accept; an offer *by* the active
    player only collects acceptances, and the active player then confirms one."""
    return offer.proposer != state.active


def can_accept(state: GameState, seat: int, offer: TradeOffer) -> bool:
    if seat not in offer.to or offer.responses[seat] == "accepted" or not trading_open(state):
        return False
    if not _has(state.hands[seat], offer.get):
        return False
    return not acceptance_executes(state, offer) or _has(state.hands[offer.proposer], offer.give)


def can_confirm(state: GameState, offer: TradeOffer, partner: int) -> bool:
    return (
        offer.proposer == state.active
        and offer.responses.get(partner) == "accepted"
        and trading_open(state)
        and _has(state.hands[offer.proposer], offer.give)
        and _has(state.hands[partner], offer.get)
    )


def accept(state: GameState, seat: int, offer: TradeOffer) -> None:
    if acceptance_executes(state, offer):
        execute(state, offer, seat)
        return
    offer.responses[seat] = "accepted"
    state.emit({"type": "trade_accepted", "offer": offer.id, "seat": seat})


def decline(state: GameState, seat: int, offer: TradeOffer) -> None:
    offer.responses[seat] = "declined"
    state.emit({"type": "trade_declined", "offer": offer.id, "seat": seat})
    if all(r == "declined" for r in offer.responses.values()):
        state.offers.remove(offer)
        _emit_closed(state, offer, "declined")


def counter(state: GameState, seat: int, offer: TradeOffer, give: tuple[int, ...], get: tuple[int, ...]) -> None:
    offer.responses[seat] = "countered"
    open_offer(state, seat, give, get, (offer.proposer,), parent=offer.id)


def execute(state: GameState, offer: TradeOffer, partner: int) -> None:
    """Swap the cards, then close the offer and every other open offer of the turn (BASE-TRADE-2)."""
    a, b = state.hands[offer.proposer], state.hands[partner]
    for r in range(len(a)):
        a[r] += offer.get[r] - offer.give[r]
        b[r] += offer.give[r] - offer.get[r]
    state.offers.remove(offer)
    state.emit(
        {"type": "traded", "offer": offer.id, "seat": offer.proposer, "partner": partner,
         "give": list(offer.give), "get": list(offer.get)}
    )  # fmt: skip
    if state.offers:
        close_all(state, "another trade was made")


def withdraw(state: GameState, offer: TradeOffer) -> None:
    state.offers.remove(offer)
    _emit_closed(state, offer, "withdrawn")


def close_all(state: GameState, reason: str) -> None:
    """Offers expire at the end of the turn, in strict mode once building starts, and after a trade."""
    for offer in state.offers:
        _emit_closed(state, offer, reason)
    state.offers = []


def end_of_turn(state: GameState) -> None:
    """BASE-TURN-6: open offers expire with the turn, and the next turn's tally of offers starts at 0."""
    if state.offers:
        close_all(state, "turn ended")
    if any(state.offers_made):  # most turns open no offer: the tally is left as it is, all zeros
        state.offers_made = [0] * len(state.offers_made)


def _emit_closed(state: GameState, offer: TradeOffer, reason: str) -> None:
    # The terms travel with the event: the offer is gone from the state, and its message still shows them.
    state.emit(
        {"type": "trade_closed", "offer": offer.id, "reason": reason, "seat": offer.proposer,
         "give": list(offer.give), "get": list(offer.get), "parent": offer.parent}
    )  # fmt: skip
