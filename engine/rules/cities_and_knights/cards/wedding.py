"""CK-CARD-POL-9 — Wedding (2).

"Each of your opponents who has more victory points than you must give you 2 Resource/Commodity
Cards of his choice. If one of these players only has 1 card in hand, he must give you that card. If
he has no cards, then he owes you nothing. Players with an equal number of points as you, or fewer,
are not affected by this card."

Each giver owes a pending decision (CK-AMB-31: all at once, any order), answered one card at a time;
a giver with one kind of card left gives it without being asked (CK-AMB-30).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.card_effects import card_types_held, opponents, secret_event, transfer
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

GIFT = "wedding_gift"


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("wedding",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    mine = state.victory_points(seat)
    for p in opponents(state, seat):
        if state.victory_points(p) > mine and sum(state.hands[p]):
            decisions.open_decision(state, GIFT, p, {"to": seat, "count": min(2, sum(state.hands[p]))})
    decisions.settle(state)


def _gift_options(state: GameState, p: Pending) -> list[int]:
    return card_types_held(state, p.seat) if p.data["count"] > 0 else []


def _gift(state: GameState, p: Pending, card: int) -> bool:
    transfer(state, p.seat, p.data["to"], card)
    p.data["count"] -= 1
    secret_event(state, {"type": "card_given", "seat": p.seat, "to": p.data["to"], "card": card, "why": "wedding"},
                 [p.seat, p.data["to"]], ["card"])  # fmt: skip
    return p.data["count"] == 0 or not sum(state.hands[p.seat])


decisions.register_kind(GIFT, _gift_options, _gift, "give a card for the Wedding")
CARD = register(ProgressCard("wedding", "Wedding", "", _choices, _apply))
