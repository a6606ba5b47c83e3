"""CK-CARD-POL-5 — Intrigue (2).

"You may displace an opponent's knight. The knight must be on an intersection connected to at least
one of your roads. You can play this card even if you have no knights of your own. The displaced
knight must be moved to an empty space. If he cannot, then remove him from the board (return it to its
owner). After the knight is displaced, you can build there or move one of your own knights, following
the normal rules."

"Connected to your roads" is an end of one of the player's roads (CK-AMB-22); the owner's retreat is
the one of a displaced knight (CK-KNIGHT-7, CK-AMB-32).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.rules.cities_and_knights import decisions, knights
from engine.rules.cities_and_knights.cards import Action, ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState


def _choices(state: GameState, seat: int) -> list[Action]:
    ck = state.ck
    theirs = ck.knight_all & ~ck.knight_mask[seat] & state.road_vertex_mask[seat]
    return [("intrigue", v) for v in bit_indices(theirs)] if theirs else []


def _apply(state: GameState, seat: int, action: Action) -> None:
    vertex = action[1]
    owner = state.ck.k_owner[vertex]
    state.emit({"type": "knight_displaced", "seat": seat, "at": vertex, "victim": owner, "card": "intrigue"})
    _owner, strength, active, _flags = knights.take(state, vertex)  # Longest Road changes follow the event
    knights.send_away(state, owner, vertex, strength, active)
    decisions.settle(state)


CARD = register(
    ProgressCard(
        "intrigue", "Intrigue", "i", _choices, _apply,
        describe=lambda a, names=None, *, shape: f"play Intrigue on the knight at {shape.VERTEX_LABELS[a[1]]}",
    )
)  # fmt: skip
