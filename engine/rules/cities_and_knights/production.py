"""Production in Cities & Knights (CK-PROD-1..3, CK-ABIL-3, CK-AMB-24/27).

A settlement earns 1 resource; a city earns 2 grain on fields, 2 brick on hills, and 1 resource + 1
commodity on forest (paper), pasture (cloth) and mountains (coin). The robber blocks its hex. The
base shortage rule (BASE-PROD-4) applies to each of the 8 card types on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.bits import bit_indices
from engine.constants import CITY
from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.constants import ABILITY_LEVEL, CITY_COMMODITY, N_CARDS, SCIENCE
from engine.rules.production import pay_out

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

AQUEDUCT = "aqueduct"


def entitlements(state: GameState, total: int) -> tuple[list[list[int]], list[int], list[int]]:
    """Cards each seat is owed for a roll, the hexes the robber blocks and the card types owed."""
    ent = [[0] * N_CARDS for _ in range(state.n)]
    blocked = []
    types: set[int] = set()
    terrain, owner, building, occupied = state.board.terrain, state.owner, state.building, state.occupied_mask
    for h in state.board.hexes_by_number.get(total, ()):
        if h == state.robber:
            blocked.append(h)
            continue
        r = terrain[h]
        commodity = CITY_COMMODITY[r]
        for v in bit_indices(occupied & state.topo.HEX_VERTEX_MASK[h]):  # the corners with a settlement or city
            k = building[v]
            row = ent[owner[v]]
            types.add(r)
            if k == CITY and commodity >= 0:
                row[r] += 1
                row[commodity] += 1
                types.add(commodity)
            else:
                row[r] += k
    return ent, blocked, sorted(types)


def produce(state: GameState, total: int) -> None:
    """Pay out a non-7 roll (shortage per card type), then offer the Aqueduct (CK-ABIL-3)."""
    gains, blocked, types = entitlements(state, total)
    short = pay_out(state, gains, types)  # the base shortage rule, per card type (BASE-PROD-4)
    state.emit({"type": "production", "roll": total, "gains": gains, "blocked": blocked, "short": short})
    # CK-ABIL-3 / CK-AMB-24: whoever got nothing from this roll, with science level 3, may take a resource.
    levels = state.ck.levels
    for i in range(state.n):
        p = (state.active + i) % state.n
        if levels[p][SCIENCE] >= ABILITY_LEVEL and not any(gains[p]):
            decisions.open_decision(state, AQUEDUCT, p, {})


def _aqueduct_options(state: GameState, p: Pending) -> list[int]:
    """Any resource the bank still has, or -1 to take nothing (the ability is a "may")."""
    return [-1, *(r for r in range(5) if state.bank[r] > 0)]


def _aqueduct_answer(state: GameState, p: Pending, choice: int) -> bool:
    if choice >= 0:
        state.bank[choice] -= 1
        state.hands[p.seat][choice] += 1
    state.emit({"type": "aqueduct", "seat": p.seat, "resource": choice})
    return True


decisions.register_kind(AQUEDUCT, _aqueduct_options, _aqueduct_answer, "take a resource (Aqueduct)")
