"""CK-CARD-SCI-1 — Alchemist (2). Only before rolling, on one's own turn: choose the red and the
yellow die (a total of 7 is allowed), then roll the event die alone; the event is resolved first,
then production or the 7 for the chosen total (CK-AMB-9/10: not 7 in an easy-start protected turn)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.rules.cities_and_knights.cards import PRE_ROLL, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState

_ALL = tuple(("alchemist", red, yellow) for red in range(1, 7) for yellow in range(1, 7))


def choices(state: GameState, seat: int) -> Iterator[tuple[int, ...]]:
    from engine.rules.cities_and_knights.turn import protected_turn

    if protected_turn(state):
        return (a for a in _ALL if a[1] + a[2] != 7)
    return iter(_ALL)


def apply(state: GameState, seat: int, action: tuple) -> None:
    from engine.rules.cities_and_knights.turn import roll

    roll(state, seat, fixed=(action[1], action[2]))


register(
    ProgressCard(
        "alchemist",
        "Alchemist",
        "ii",
        choices,
        apply,
        timing=PRE_ROLL,
        describe=lambda a, names=None: f"play the Alchemist: red {a[1]}, yellow {a[2]}",
    )
)
