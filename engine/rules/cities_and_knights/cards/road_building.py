"""CK-CARD-SCI-9 — Road Building (2).

"This card allows you to build 2 roads for free. The roads you build do not have to be together. You
must follow all the normal building rules." As many as can legally be placed (as BASE-AMB-8); the
card is not playable without a road in the supply and a legal path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import MAX_ROADS
from engine.rules.cities_and_knights.building import road_candidates
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState


def _choices(state: GameState, seat: int) -> list[Action]:
    if state.road_count[seat] >= MAX_ROADS or not road_candidates(state, seat):
        return []
    return [("road_building",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    from engine.rules.cities_and_knights.legal import start_free_roads

    start_free_roads(state, 2)


CARD = register(ProgressCard("road_building", "Road Building", "", _choices, _apply))
