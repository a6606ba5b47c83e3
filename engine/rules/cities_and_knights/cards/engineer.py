"""CK-CARD-SCI-3 — Engineer (1).

"You may build one city wall for free. Take a city wall and put it under one of your cities. Each city
can only have 1 city wall, and you cannot have more than 3 city walls at a time." (CK-WALL-1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights.building import place_wall, wall_candidates
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("engineer", v) for v in wall_candidates(state, seat)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    place_wall(state, seat, action[1])
    state.emit({"type": "built", "seat": seat, "piece": "wall", "at": action[1], "free": True})


CARD = register(
    ProgressCard(
        "engineer", "Engineer", "i", _choices, _apply,
        describe=lambda a, names=None, *, shape: f"play Engineer: a free city wall at {shape.VERTEX_LABELS[a[1]]}",
    )
)  # fmt: skip
