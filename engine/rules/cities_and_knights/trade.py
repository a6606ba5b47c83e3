"""Maritime trade in Cities & Knights (CK-TRADE-2, CK-ABIL-1, CK-MERCH-2).

Give 4 (3 with a generic harbor) identical resources or commodities for any other card; 2 of a
resource with its special harbor or with the merchant on a hex of that resource; 2 identical
commodities at trade level 3; 2 of the type named by a Merchant Fleet played this turn
(``turn_flags["fleet"]``, the card ids named). ``bank_rate`` is the rule set's ``bank_rate`` hook: the
base game's listing and bank trade use it. Domestic trade is the base game's, with 8-card bundles
(CK-TRADE-1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import GENERIC_HARBOR
from engine.rules.cities_and_knights.constants import ABILITY_LEVEL, N_CARDS, TRADE
from engine.rules.shared import bank_trade_table

if TYPE_CHECKING:
    from engine.state import GameState


def bank_rate(state: GameState, seat: int, give: int) -> int:
    ck = state.ck
    if ck.turn_flags and give in ck.turn_flags.get("fleet", ()) and seat == state.active:
        return 2
    mine = state.building_mask[seat]
    masks = state.board.harbor_masks
    if give < 5:
        if mine & masks[give]:
            return 2
        if ck.merchant_owner == seat and ck.merchant >= 0 and state.board.terrain[ck.merchant] == give:
            return 2
    elif ck.levels[seat][TRADE] >= ABILITY_LEVEL:
        return 2
    return 3 if mine & masks[GENERIC_HARBOR] else 4


def bank_rates(state: GameState, seat: int) -> list[int]:
    return [bank_rate(state, seat, c) for c in range(N_CARDS)]


_TABLE = bank_trade_table(N_CARDS)  # table[give][get]
_EVERY = tuple(tuple(a for a in row if a[2] != give) for give, row in enumerate(_TABLE))  # every other card


def list_bank_trades(state: GameState, seat: int, out: list[tuple[int | str, ...]]) -> None:
    """``engine.rules.shared.list_bank_trades`` with ``bank_rate``'s tests made once per listing instead of once
    per card kind: the same trades in the same order (the main step lists these at nearly every action).

    A kind held 4 times trades at any rate; held 3 times, with a generic harbor too; held twice, only at 2:1.
    The main step asks this only when some kind is held twice (a hand without lists nothing, just slower)."""
    ck = state.ck
    flags = ck.turn_flags
    if not flags or "fleet" not in flags:  # no Merchant Fleet (nearly every listing)
        if ck.merchant_owner != seat:  # nor the merchant (most listings)
            _harbor_trades(state, seat, out, -1)
        else:  # the merchant's resource at 2:1 too (CK-MERCH-2); a desert's terrain id (5) is no resource's
            kind = state.board.terrain[ck.merchant] if ck.merchant >= 0 else -1
            _harbor_trades(state, seat, out, kind if kind < 5 else -1)
        return
    hand = state.hands[seat]
    mine = state.building_mask[seat]
    masks = state.board.harbor_masks
    generic = mine & masks[GENERIC_HARBOR]
    fleet = ck.turn_flags.get("fleet", ()) if ck.turn_flags and seat == state.active else ()
    merchant = state.board.terrain[ck.merchant] if ck.merchant_owner == seat and ck.merchant >= 0 else -1
    trade_level = ck.levels[seat][TRADE] >= ABILITY_LEVEL
    every: tuple[tuple[tuple[int | str, ...], ...], ...] | None = None
    targets: list[int] | None = None  # no list made at the listings that find no trade (most of them)
    give = -1
    for have in hand:
        give += 1
        if have < 2:
            continue
        if have < 4 and not (have == 3 and generic):  # only at 2:1 (bank_rate's tests)
            if give < 5:
                if not (give in fleet or mine & masks[give] or merchant == give):
                    continue
            elif not (give in fleet or trade_level):
                continue
        if every is None and targets is None:
            bank = state.bank
            if state.options.bank_shortage == "unlimited" or 0 not in bank:  # no stack is empty (a bank holds no debt)
                every = _EVERY
            else:
                targets = _in_bank(bank)
                if not targets:  # the bank holds nothing: no trade (as the shared lister lists none)
                    return
        if every is not None:
            out.extend(every[give])
        elif targets is not None:  # it is: the bank was short
            _add_some(give, targets, out)


def _harbor_trades(state: GameState, seat: int, out: list[tuple[int | str, ...]], merchant: int) -> None:
    """``list_bank_trades`` without a Merchant Fleet: the rates are the harbors', the merchant's and trade level 3's
    (a resource at 2:1 with its harbor or the merchant on a hex of it, ``merchant`` (-1: none of the seat's), a
    commodity with trade level 3, else 3:1 with a generic harbor, 4:1), the eight kinds written out."""
    bank = state.bank
    if state.options.bank_shortage == "unlimited" or 0 not in bank:  # no stack is empty (a bank holds no debt)
        every = _EVERY
    else:
        targets = _in_bank(bank)
        if targets:
            for give, have in enumerate(state.hands[seat]):
                if have > 1 and have >= bank_rate(state, seat, give):  # a short bank: rare, asked per kind
                    _add_some(give, targets, out)
        return  # the bank holds nothing: no trade (as the shared lister lists none)
    b, lumber, o, g, w, cloth, coin, paper = state.hands[seat]
    mine = state.building_mask[seat]
    masks = state.board.harbor_masks
    rate = 3 if mine & masks[GENERIC_HARBOR] else 4
    if b > 1 and (b >= rate or mine & masks[0] or merchant == 0):
        out += every[0]
    if lumber > 1 and (lumber >= rate or mine & masks[1] or merchant == 1):
        out += every[1]
    if o > 1 and (o >= rate or mine & masks[2] or merchant == 2):
        out += every[2]
    if g > 1 and (g >= rate or mine & masks[3] or merchant == 3):
        out += every[3]
    if w > 1 and (w >= rate or mine & masks[4] or merchant == 4):
        out += every[4]
    if cloth > 1 or coin > 1 or paper > 1:
        commodity = 2 if state.ck.levels[seat][TRADE] >= ABILITY_LEVEL else rate
        if cloth >= commodity:
            out += every[5]
        if coin >= commodity:
            out += every[6]
        if paper >= commodity:
            out += every[7]


# The two comprehensions of a short bank, as functions of their own: inside ``list_bank_trades`` they would make
# its variables closure cells, built at every listing (and the main step lists bank trades at nearly every action).


def _in_bank(bank: list[int]) -> list[int]:
    return [t for t in range(N_CARDS) if bank[t] > 0]


def _add_some(give: int, targets: list[int], out: list[tuple[int | str, ...]]) -> None:
    row = _TABLE[give]
    out.extend([row[t] for t in targets if t != give])
