"""Helpers every rule set lists and applies actions with: the one public place for them.

Listing is hot (built-in players and search ask for every position), so these append pre-built
action tuples to the caller's list instead of returning new lists.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.rules import building, trade

if TYPE_CHECKING:
    from engine.state import GameState, TradeOffer

Action = A.Action
Handler = Callable[["GameState", int, Action], None]
Lister = Callable[["GameState", int, list[Action]], None]

_ROAD, _SETTLE, _CITY = A.ROAD_ACTIONS, A.SETTLEMENT_ACTIONS, A.CITY_ACTIONS
_BANK_TABLES: dict[int, tuple[tuple[Action, ...], ...]] = {}
_BANK_ANY: dict[int, tuple[tuple[Action, ...], ...]] = {}


def add_bits(mask: int, table: Sequence[Action], out: list[Action]) -> None:
    """Append ``table[i]`` for every bit ``i`` set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        out.append(table[low.bit_length() - 1])
        mask ^= low


def list_builds(state: GameState, seat: int, out: list[Action]) -> None:
    """Roads, settlements and cities the seat can pay for and place (BASE-BUILD-1..4), in that order.

    Placement follows ``engine.rules.building`` with the rule set's blockers (a knight in C&K)."""
    hand = state.hands[seat]  # brick, lumber, ore, grain, wool (C&K hands carry commodities after)
    if hand[0] and hand[1]:
        if state.road_count[seat] < 15:
            add_bits(building.road_candidates(state, seat), _ROAD, out)
        if hand[3] and hand[4] and state.settlements[seat] < 5:
            add_bits(building.settlement_candidates(state, seat), _SETTLE, out)
    if hand[2] >= 3 and hand[3] >= 2 and state.cities[seat] < 4:
        out.extend(_CITY[v] for v in building.city_candidates(state, seat))


def bank_trade_table(width: int) -> tuple[tuple[Action, ...], ...]:
    """``table[give][get]``: the bank-trade actions of a hand ``width`` cards wide (pre-built once)."""
    table = _BANK_TABLES.get(width)
    if table is None:
        table = _BANK_TABLES[width] = tuple(tuple((A.BANK_TRADE, g, t) for t in range(width)) for g in range(width))
    return table


def _bank_trades_for_any(width: int) -> tuple[tuple[Action, ...], ...]:
    """``table[give]``: the bank trades of ``give`` for every other card of a hand ``width`` wide, in
    order (what is listed when the bank holds every kind: the usual case)."""
    table = _BANK_ANY.get(width)
    if table is None:
        table = _BANK_ANY[width] = tuple(
            tuple(a for a in row if a[2] != give) for give, row in enumerate(bank_trade_table(width))
        )
    return table


_BANK_TABLE = bank_trade_table(8)  # wide enough for every rule set's hand so far (C&K: 5 + 3 commodities)


def list_bank_trades(state: GameState, seat: int, out: list[Action]) -> None:
    """Maritime trades at the rule set's rates (``rules.bank_rate``) for cards the bank still holds
    (BASE-TRADE-4..6, BASE-PROD-4; any card kind of the hand, commodities included in C&K)."""
    hand = state.hands[seat]
    if max(hand) < 2:  # no rate is below 2:1 (nor above 4:1)
        return
    rate = state.rules.bank_rate
    targets: range | list[int] | None = None  # what the bank can give, looked up once
    for give, have in enumerate(hand):
        if have >= 2 and (have >= 4 or have >= rate(state, seat, give)):
            if targets is None:
                bank = state.bank
                cards = range(len(hand))
                if state.options.bank_shortage == "unlimited" or min(bank) > 0:
                    targets = cards
                    every = _bank_trades_for_any(len(hand))
                else:
                    targets = [t for t in cards if bank[t] > 0]
                    every = None
                    table = _BANK_TABLE if len(hand) <= len(_BANK_TABLE) else bank_trade_table(len(hand))
            if every is not None:
                out.extend(every[give])
            else:
                row = table[give]
                out.extend([row[t] for t in targets if t != give])


def list_trade_answers(state: GameState, seat: int, out: list[Action]) -> None:
    """Answers to open domestic offers: accept, decline, withdraw, confirm (BASE-TRADE-2)."""
    for offer in state.offers:
        if seat in offer.to:
            if trade.can_accept(state, seat, offer):
                out.append((A.ACCEPT, offer.id))
            if offer.responses[seat] != "declined":
                out.append((A.DECLINE, offer.id))
        if offer.proposer == seat:
            out.append((A.WITHDRAW, offer.id))
            for partner in offer.to:
                if trade.can_confirm(state, offer, partner):
                    out.append((A.CONFIRM, offer.id, partner))


def _offer(state: GameState, seat: int, action: Action) -> None:
    to = trade.check_offer(state, seat, action[1], action[2], action[3])
    trade.open_offer(state, seat, action[1], action[2], to)


def _on_offer(fn: Callable[[GameState, int, TradeOffer, Action], None]) -> Handler:
    def handler(state: GameState, seat: int, action: Action) -> None:
        offer = trade.find_offer(state, action[1])
        assert offer is not None  # validated by engine.legal.apply_action
        fn(state, seat, offer, action)

    return handler


# Domestic trade, the same in every rule set (CK-TRADE-1: C&K trades 8-card bundles alike).
TRADE_HANDLERS: dict[str, Handler] = {
    A.OFFER: _offer,
    A.ACCEPT: _on_offer(lambda s, p, o, a: trade.accept(s, p, o)),
    A.DECLINE: _on_offer(lambda s, p, o, a: trade.decline(s, p, o)),
    A.COUNTER: _on_offer(lambda s, p, o, a: trade.counter(s, p, o, a[2], a[3])),
    A.CONFIRM: _on_offer(lambda s, p, o, a: trade.execute(s, o, a[2])),
    A.WITHDRAW: _on_offer(lambda s, p, o, a: trade.withdraw(s, o)),
}


def bank_trade(state: GameState, seat: int, action: Action) -> None:
    trade.bank_trade(state, seat, action[1], action[2])


def trade_decisions(state: GameState) -> list[dict[str, Any]]:
    """Non-blocking: answers owed to open offers, and confirmations owed by the active proposer."""
    out: list[dict[str, Any]] = []
    for offer in state.offers:
        for seat in offer.to:
            answer = offer.responses[seat]
            if answer is None:
                out.append({"seat": seat, "kind": "trade_response", "blocking": False, "offer": offer.id})
            elif answer == "accepted" and offer.proposer == state.active:
                out.append(
                    {"seat": offer.proposer, "kind": "trade_confirm", "blocking": False, "offer": offer.id,
                     "partner": seat}
                )  # fmt: skip
    return out
