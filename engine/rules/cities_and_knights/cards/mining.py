"""CK-CARD-SCI-7 — Mining (2).

"Collect 2 ore cards for each mountains hex adjacent to at least one of your settlements or cities.
Unlike normal production, cities do not increase this bonus." Counted as for Irrigation; not
production, so the robber does not block it, and a short bank pays what it has (CK-AMB-18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import ORE
from engine.rules.cities_and_knights.card_effects import from_bank, hexes_touching
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState

MOUNTAINS = ORE  # terrain ids are the ids of the resource they yield


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("mining",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    mountains = hexes_touching(state, seat, MOUNTAINS)
    got = from_bank(state, seat, ORE, 2 * len(mountains))
    state.emit({"type": "bonus_collected", "seat": seat, "card": "mining", "hexes": mountains, "resource": ORE, "count": got})


CARD = register(ProgressCard("mining", "Mining", "", _choices, _apply))
