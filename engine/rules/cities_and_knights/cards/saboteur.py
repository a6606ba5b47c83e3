"""CK-CARD-POL-6 — Saboteur (2).

"Each of the other players who has at least as many victory points as you have, must discard half of
his resource/commodity cards. Each player chooses which of his cards are discarded." Half is rounded
down: a player with 7 cards discards 3, one with 1 card discards nothing.

Each such player owes the decision a 7's discard is (pending kind ``discard``, one card at a time,
CK-AMB-31: all at once, in any order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.card_effects import opponents
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.turn import DISCARD

if TYPE_CHECKING:
    from engine.state import GameState

def _choices(state: GameState, seat: int) -> list[Action]:
    return [("saboteur",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    mine = state.victory_points(seat)
    for p in opponents(state, seat):
        owed = sum(state.hands[p]) // 2
        if state.victory_points(p) >= mine and owed:
            decisions.open_decision(state, DISCARD, p, {"count": owed})
    decisions.settle(state)


CARD = register(ProgressCard("saboteur", "Saboteur", "", _choices, _apply))
