"""CK-CARD-POL-3 — Deserter (2).

"Choose another player. That player must remove one of his knights from the board. You may then place
one of your own knights, of equal strength, on the board for free (the normal rules for placing knights
apply). If he removes a knight that you do not have available, then you may instead place a "normal"
knight. If you cannot place any knights, your opponent must still remove one of his knights. If your
opponent removes a "mighty" knight, you may place one of your "mighty" knights even if you have not yet
built the "Fortress". The knight you place has the same status (active or inactive) as the knight your
opponent removed."

Only against a player with a knight on the board (CK-AMB-21). The victim's choice is a pending decision
(a single knight goes at once, CK-AMB-30); then the player's placement (an intersection at an end of
one of their roads, CK-AMB-22, or none) is a decision of the player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.rules.cities_and_knights import decisions, knights
from engine.rules.cities_and_knights.building import knight_spots
from engine.rules.cities_and_knights.card_effects import opponents
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

REMOVE = "deserter_remove"
PLACE = "deserter_place"
NONE = -1  # the answer "place no knight"
BASIC = 1


def _choices(state: GameState, seat: int) -> list[Action]:
    mask = state.ck.knight_mask
    return [("deserter", p) for p in sorted(opponents(state, seat)) if mask[p]]


def _apply(state: GameState, seat: int, action: Action) -> None:
    decisions.open_decision(state, REMOVE, action[1], {"for": seat})
    decisions.settle(state)


def _remove_options(state: GameState, p: Pending) -> list[int]:
    return state.ck.knights_of(p.seat)


def _remove(state: GameState, p: Pending, vertex: int) -> bool:
    strength = state.ck.k_strength[vertex]
    state.emit({"type": "knight_deserted", "seat": p.seat, "at": vertex, "strength": strength})
    _owner, _strength, active, _flags = knights.take(state, vertex)  # Longest Road changes follow the event
    player = p.data["for"]
    if not knights.in_supply(state, player, strength):
        strength = BASIC
    if knights.in_supply(state, player, strength) and knight_spots(state, player):
        decisions.open_decision(state, PLACE, player, {"strength": strength, "active": active})
    return True


def _place_options(state: GameState, p: Pending) -> list[int]:
    return [NONE, *bit_indices(knight_spots(state, p.seat))]


def _place(state: GameState, p: Pending, vertex: int) -> bool:
    if vertex == NONE:
        return True
    state.emit({"type": "knight_placed", "seat": p.seat, "at": vertex, "strength": p.data["strength"],
                "active": p.data["active"], "free": True})  # fmt: skip
    knights.put(state, p.seat, vertex, p.data["strength"], p.data["active"])
    return True


decisions.register_kind(REMOVE, _remove_options, _remove, "remove one of their knights (Deserter)")
decisions.register_kind(PLACE, _place_options, _place, "place a deserted knight of their own")
CARD = register(
    ProgressCard(
        "deserter", "Deserter", "i", _choices, _apply,
        describe=lambda a, names=None: f"play Deserter on {names[a[1]] if names else f'player {a[1] + 1}'}",
    )
)  # fmt: skip
