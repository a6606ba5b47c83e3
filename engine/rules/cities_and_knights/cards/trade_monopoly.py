"""CK-CARD-TRD-6 — Trade Monopoly (2). [published standard, not in the seed]

"Name a commodity. Every other player gives you 1 card of it if they have any."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights.card_effects import opponents, transfer
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.constants import CARD_NAMES, COMMODITY_OF

if TYPE_CHECKING:
    from engine.state import GameState

_PLAYS: tuple[Action, ...] = tuple(("trade_monopoly", c) for c in sorted(COMMODITY_OF))


def _choices(state: GameState, seat: int) -> tuple[Action, ...]:
    return _PLAYS


def _apply(state: GameState, seat: int, action: Action) -> None:
    commodity = action[1]
    taken = [0] * state.n
    for p in opponents(state, seat):
        taken[p] = transfer(state, p, seat, commodity, 1)
    state.emit({"type": "monopoly", "seat": seat, "card": "trade_monopoly", "resource": commodity, "taken": taken})


CARD = register(
    ProgressCard(
        "trade_monopoly", "Trade Monopoly", "i", _choices, _apply,
        describe=lambda a, names=None: f"play Trade Monopoly on {CARD_NAMES[a[1]]}",
    )
)  # fmt: skip
