"""CK-CARD-SCI-5 — Irrigation (2). Take 2 grain for every fields hex touching at least one of the
player's settlements or cities (each hex once). Not production: the robber does not block it; a
short bank gives what it has (CK-AMB-18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.constants import GRAIN
from engine.rules.cities_and_knights.cards import ProgressCard, register

if TYPE_CHECKING:
    from engine.state import GameState

FIELDS = GRAIN  # terrain ids double as resource ids


def touching_hexes(state: GameState, seat: int, terrain: int) -> int:
    """How many hexes of ``terrain`` touch at least one of ``seat``'s buildings."""
    mine = state.building_mask[seat]
    return sum(
        1
        for h in range(state.topo.N_HEX)
        if state.board.terrain[h] == terrain and any(mine >> v & 1 for v in state.topo.HEX_VERTICES[h])
    )


def apply(state: GameState, seat: int, action: tuple) -> None:
    amount = min(2 * touching_hexes(state, seat, FIELDS), state.bank[GRAIN])
    state.bank[GRAIN] -= amount
    state.hands[seat][GRAIN] += amount
    state.emit({"type": "irrigation", "seat": seat, "grain": amount})


register(ProgressCard("irrigation", "Irrigation", "", lambda state, seat: [("irrigation",)], apply))
