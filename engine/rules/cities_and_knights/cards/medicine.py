"""CK-CARD-SCI-6 — Medicine (2).

"You may upgrade a settlement to a city for 2 ore and 1 grain. When you play this card, you save 1 ore
and 1 grain. You may not combine two of these cards on the same city." The city obeys the usual
rules (an own settlement, a city piece left in the supply).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.constants import MAX_CITIES, SETTLEMENT
from engine.rules.building import place_city
from engine.rules.cities_and_knights.building import pay
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState

MEDICINE_COST = (0, 0, 2, 1, 0, 0, 0, 0)  # 2 ore + 1 grain


def _choices(state: GameState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    if hand[2] < 2 or not hand[3]:  # can_afford(hand, MEDICINE_COST) without its call: most hands cannot
        return []
    if state.cities[seat] >= MAX_CITIES:  # the test above is can_afford(hand, MEDICINE_COST): ore and grain only
        return []
    # city_candidates and its actions in one loop: a comprehension of a comprehension costs two functions, and
    # the main step lists this at every action while the card is held and the hand pays for it
    building = state.building
    out: list[Action] = []
    for v in bit_indices(state.building_mask[seat]):
        if building[v] == SETTLEMENT:
            out.append(("medicine", v))
    return out


def _apply(state: GameState, seat: int, action: Action) -> None:
    pay(state, seat, MEDICINE_COST)
    place_city(state, seat, action[1])
    state.emit({"type": "built", "seat": seat, "piece": "city", "at": action[1], "medicine": True})


CARD = register(
    ProgressCard(
        "medicine", "Medicine", "i", _choices, _apply,
        describe=lambda a, names=None, *, shape: f"play Medicine: a city on {shape.VERTEX_LABELS[a[1]]} for 2 ore and 1 grain",
    )
)  # fmt: skip
