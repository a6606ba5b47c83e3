"""CK-CARD-SCI-2 — Crane (2).

"You can build a city improvement (Abbey, Town Hall, etc.) for 1 commodity less than normal. The Crane
can only be used to reduce the cost of building one city improvement. If you build a city, you must
pay the normal resource costs. You may use a Crane to reduce the cost of a first level improvement (to
nothing). You may not combine 2 Crane cards on the same improvement."

The discount waits for the next improvement bought this turn; a second Crane applies to the one after
(CK-AMB-33); unused discounts lapse when the turn ends (``engine.rules.cities_and_knights.improvements``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.improvements import DISCOUNT

if TYPE_CHECKING:
    from engine.state import GameState


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("crane",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    flags = state.ck.turn_flags
    flags[DISCOUNT] = flags.get(DISCOUNT, 0) + 1
    state.emit({"type": "improvement_discount", "seat": seat, "discounts": flags[DISCOUNT]})


CARD = register(ProgressCard("crane", "Crane", "", _choices, _apply))
