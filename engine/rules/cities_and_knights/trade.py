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
