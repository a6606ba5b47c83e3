"""CK-CARD-POL-8 — Warlord (2).

"You may activate all of your knights for free. Remember that a knight may not perform any actions
during the turn after he is activated, but he can be activated after performing an action that turn."
Knights activated by the card are marked activated this turn (CK-KNIGHT-3), so they cannot act; a
knight that already acted is re-activated but keeps its acted mark (CK-KNIGHT-5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights.cards import Action, ProgressCard, register
from engine.rules.cities_and_knights.constants import ACTIVATED

if TYPE_CHECKING:
    from engine.state import GameState


def _choices(state: GameState, seat: int) -> list[Action]:
    return [("warlord",)]


def _apply(state: GameState, seat: int, action: Action) -> None:
    ck = state.ck
    woken = []
    for v in ck.knights_of(seat):
        if not ck.k_active[v]:
            ck.k_active[v] = 1
            ck.k_flags[v] |= ACTIVATED
            woken.append(v)
    state.emit({"type": "knights_activated", "seat": seat, "at": woken, "free": True})


CARD = register(ProgressCard("warlord", "Warlord", "", _choices, _apply))
