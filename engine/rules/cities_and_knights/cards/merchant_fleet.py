"""CK-CARD-TRD-4 — Merchant Fleet (2).

"You may use one resource or commodity of your choice to make any number of 2:1 trades with the supply
during the turn that you play this card. As usual, you may exchange commodities for resources and vice
versa." The rate is applied by maritime trade (``engine.rules.cities_and_knights.trade``) until the turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.constants import CARD_NAMES, N_CARDS

if TYPE_CHECKING:
    from engine.state import GameState

FLEET = "fleet"  # turn flag: the card types traded at 2:1 this turn (two Fleets may name two types)
_PLAYS: tuple[Action, ...] = tuple(("merchant_fleet", c) for c in range(N_CARDS))


def _choices(state: GameState, seat: int) -> tuple[Action, ...]:
    return _PLAYS


def _apply(state: GameState, seat: int, action: Action) -> None:
    flags = state.ck.turn_flags
    flags[FLEET] = sorted({*flags.get(FLEET, ()), action[1]})
    state.emit({"type": "merchant_fleet", "seat": seat, "card": action[1]})


CARD = register(
    ProgressCard(
        "merchant_fleet", "Merchant Fleet", "i", _choices, _apply,
        describe=lambda a, names=None: f"play Merchant Fleet: {CARD_NAMES[a[1]]} at 2:1 this turn",
    )
)  # fmt: skip
