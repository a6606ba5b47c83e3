"""Seafarers in the service: the standing order for gold choices (SEA-GOLD-1..3, SEA-FOG-4, SEA-GOLD-5).

A gold choice blocks the whole table until every player owing one has chosen, so a player's ``answers``
order (``service.orders.standing_orders``) covers it: from their seat's view it takes, card by card, the
resource they hold fewest of, ties going to the card they would part with last (their discard priority),
among the types the bank can give (the engine's legal choices).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Action
from engine.text import Text
from service.orders.standing_orders import StandingOrders, discard_rank
from service.rulesets import ServiceHooks

GOLD_CHOICE, GOLD = "gold_choice", "gold"


def choose_gold(orders: StandingOrders, view: Mapping[str, Any], decision: Mapping[str, Any], legal: Sequence[Action]) -> Action:
    """The gold choice: the scarcest cards of the hand first (a total policy: some legal choice always)."""
    choices = [a for a in legal if a[0] == GOLD]
    owed = sum(choices[0][1]) if choices else 0
    allowed = {r for a in choices for r, n in enumerate(a[1]) if n}
    hand = list(view["you"]["hand"].values())[:5]
    keep_last = list(reversed(discard_rank(orders, 5)))  # the card parted with last is kept most
    counts = [0] * 5
    for _ in range(owed):
        best = min(sorted(allowed), key=lambda r: (hand[r] + counts[r], keep_last.index(r)))
        counts[best] += 1
    wanted = (GOLD, tuple(counts))
    return wanted if wanted in choices else choices[0]


HOOKS = ServiceHooks(
    answers={GOLD_CHOICE: choose_gold},
    answers_covered=(Text("sea-orders-covered-gold"),),
)

__all__ = ["HOOKS", "choose_gold"]
