"""CK-CARD-TRD-2 — Master Merchant (2).

"Choose another player who has more victory points than you do. Look at the player's hand of Resource
and Commodity Cards and choose 2 cards to take and add to your hand." Only against a player with
strictly more VP; a smaller hand gives what it has (CK-AMB-25).

The player sees the hand (an event private to the two players) and owes a pending decision: which
card to take, twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.card_effects import card_types_held, secret_event, transfer
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

TAKE = "master_merchant_take"


def _choices(state: GameState, seat: int) -> list[Action]:
    # a loop, not a comprehension (which would build closure cells at every listing while the card is held)
    # the rule sets' count itself, not the state's method around it: listed at every main step while held
    vp = state.rules.victory_points
    mine = vp(state, seat)
    out: list[Action] = []
    for p in range(state.n):
        if p != seat and vp(state, p) > mine:
            out.append(("master_merchant", p))
    return out


def _apply(state: GameState, seat: int, action: Action) -> None:
    victim = action[1]
    secret_event(state, {"type": "hand_shown", "seat": victim, "to": seat, "hand": list(state.hands[victim])},
                 [seat, victim], ["hand"])  # fmt: skip
    held = sum(state.hands[victim])
    if held:
        decisions.open_decision(state, TAKE, seat, {"from": victim, "count": min(2, held)})
    decisions.settle(state)


def _options(state: GameState, p: Pending) -> list[int]:
    return card_types_held(state, p.data["from"]) if p.data["count"] > 0 else []


def _take(state: GameState, p: Pending, card: int) -> bool:
    victim = p.data["from"]
    transfer(state, victim, p.seat, card)
    p.data["count"] -= 1
    secret_event(state, {"type": "card_taken", "seat": p.seat, "from": victim, "card": card, "why": "master_merchant"},
                 [p.seat, victim], ["card"])  # fmt: skip
    return p.data["count"] == 0 or not sum(state.hands[victim])


decisions.register_kind(TAKE, _options, _take, "take a card with the Master Merchant")
CARD = register(
    ProgressCard(
        "master_merchant", "Master Merchant", "i", _choices, _apply,
        describe=lambda a, names=None: f"play Master Merchant on {names[a[1]] if names else f'player {a[1] + 1}'}",
    )
)  # fmt: skip
