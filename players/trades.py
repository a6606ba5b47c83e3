"""Domestic trading for the heuristic players: answering offers, confirming, and proposing.

A trade is judged by the value of the hand after it (``evaluate.hand_value``); a player close to
winning gets no help. Offers are made at a modest rate (``OFFER_RATE`` per chance) and only for a card
the current plan misses, so a bot never floods the table.
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from players.evaluate import cards_value, missing, targets
from players.table import Table

OFFER_RATE = 0.3
COUNTER_RATE = 0.25
GAIN_NEEDED = 0.05


def _after(hand: list[int], receive: list[int], give: list[int]) -> list[int]:
    return [h + r - g for h, r, g in zip(hand, receive, give, strict=True)]


def trade_gain(t: Table, receive: list[int], give: list[int]) -> float:
    goals = targets(t)
    hand = t.full_hand
    if len(receive) != len(hand) or len(give) != len(hand) or any(h < g for h, g in zip(hand, give, strict=True)):
        return -1e9
    return cards_value(_after(hand, receive, give), goals) - cards_value(hand, goals)


def one_card(t: Table, resource: int) -> tuple[int, ...]:
    return tuple(1 if r == resource else 0 for r in range(t.width))


def too_close_to_winning(t: Table, seat: int) -> bool:
    return t.public_vp(seat) >= t.vp_target - 2


def _offer(t: Table, offer_id: int) -> dict[str, Any] | None:
    return next((o for o in t.offers if o["id"] == offer_id), None)


def answer_offers(t: Table, rng: random.Random, *, counters: bool = True) -> Action | None:
    """Accept, counter or decline the first offer made to this seat that awaits its answer."""
    for action in t.legal:
        if action[0] not in ("accept", "decline"):
            continue
        offer = _offer(t, action[1])
        if offer is None or offer["responses"].get(str(t.seat)) is not None:
            continue
        receive, give = list(offer["give"]), list(offer["get"])
        accept = ("accept", offer["id"])
        if (
            accept in t.legal
            and not too_close_to_winning(t, offer["seat"])
            and trade_gain(t, receive, give) > GAIN_NEEDED
        ):
            return accept
        if counters and t.seat != t.active and t.can_offer and rng.random() < COUNTER_RATE:
            counter = _counter(t, offer)
            if counter is not None:
                return counter
        if ("decline", offer["id"]) in t.legal:
            return ("decline", offer["id"])
    return None


def _counter(t: Table, offer: dict[str, Any]) -> Action | None:
    """One card of what the proposer offered, for one card this seat can spare."""
    if too_close_to_winning(t, offer["seat"]):
        return None
    best: tuple[float, Action] | None = None
    for want in range(5):
        if not offer["give"][want]:
            continue
        for give in range(5):
            if give == want or not t.hand[give]:
                continue
            receive_v, give_v = one_card(t, want), one_card(t, give)
            gain = trade_gain(t, list(receive_v), list(give_v))
            if gain > GAIN_NEEDED and (best is None or gain > best[0]):
                best = (gain, ("counter", offer["id"], give_v, receive_v))
    return best[1] if best else None


def confirm_choice(t: Table) -> Action | None:
    """As the active player: conclude an accepted offer if it still helps, else withdraw it."""
    for action in t.legal:
        if action[0] != "confirm":
            continue
        offer = _offer(t, action[1])
        if offer is None:
            continue
        if trade_gain(t, list(offer["get"]), list(offer["give"])) > 0:
            return action
        return ("withdraw", offer["id"])
    return None


def make_offer(
    t: Table, rng: random.Random, plan: tuple[str, tuple[int, ...]] | None, rate: float = OFFER_RATE
) -> Action | None:
    """Now and then (``rate`` of the chances), offer one spare card for one card the plan misses (to everyone)."""
    if plan is None or not t.can_offer or any(o["seat"] == t.seat for o in t.offers):
        return None
    need = missing(t.hand, plan[1])
    if not 0 < sum(need) <= 2 or (rate < 1.0 and rng.random() >= rate):
        return None
    spare = [max(0, h - c) for h, c in zip(t.hand, plan[1], strict=True)]
    if not any(spare):
        return None
    want = max(range(5), key=lambda r: (need[r], -r))
    give = max(range(5), key=lambda r: (spare[r], -r))
    if give == want:
        return None
    return ("offer", one_card(t, give), one_card(t, want), -1)
