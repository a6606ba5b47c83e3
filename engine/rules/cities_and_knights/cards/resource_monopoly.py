"""CK-CARD-TRD-5 — Resource Monopoly (4).

"Name a resource. Each player must give you 2 of that type of resource if they have them. If a player
only has 1 of that resource, he only gives you 1." Any of the 5 resources; never a commodity.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import RESOURCES
from engine.rules.cities_and_knights.card_effects import opponents, transfer
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState

_PLAYS: tuple[Action, ...] = tuple(("resource_monopoly", r) for r in range(len(RESOURCES)))


def _choices(state: GameState, seat: int) -> tuple[Action, ...]:
    return _PLAYS


def _apply(state: GameState, seat: int, action: Action) -> None:
    resource = action[1]
    taken = [0] * state.n
    for p in opponents(state, seat):
        taken[p] = transfer(state, p, seat, resource, 2)
    state.emit({"type": "monopoly", "seat": seat, "card": "resource_monopoly", "resource": resource, "taken": taken})


CARD = register(
    ProgressCard(
        "resource_monopoly", "Resource Monopoly", "i", _choices, _apply,
        describe=lambda a, names=None: f"play Resource Monopoly on {RESOURCES[a[1]]}",
    )
)  # fmt: skip
