"""Production in Cities & Knights (CK-PROD-1..3, CK-SETUP-7, CK-ABIL-3, CK-AMB-24/27).

A settlement earns 1 resource; a city earns 2 grain on fields, 2 brick on hills, and 1 resource + 1
commodity on forest (paper), pasture (cloth) and mountains (coin). The robber blocks its hex. The
base shortage rule (BASE-PROD-4) applies to each of the 8 card types on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import topology as topo
from engine.constants import CITY, DESERT
from engine.rules.cities_knights import decisions
from engine.rules.cities_knights.constants import ABILITY_LEVEL, CITY_COMMODITY, N_CARDS, SCIENCE

if TYPE_CHECKING:
    from engine.rules.cities_knights.record import Pending
    from engine.state import GameState

_HEX_V = topo.HEX_VERTICES
AQUEDUCT = "aqueduct"


def entitlements(state: GameState, total: int) -> tuple[list[list[int]], list[int]]:
    ent = [[0] * N_CARDS for _ in range(state.n)]
    blocked = []
    terrain, owner, building = state.board.terrain, state.owner, state.building
    for h in state.board.hexes_by_number.get(total, ()):
        if h == state.robber:
            blocked.append(h)
            continue
        r = terrain[h]
        commodity = CITY_COMMODITY[r]
        for v in _HEX_V[h]:
            k = building[v]
            if not k:
                continue
            row = ent[owner[v]]
            if k == CITY and commodity >= 0:
                row[r] += 1
                row[commodity] += 1
            else:
                row[r] += k
    return ent, blocked


def produce(state: GameState, total: int) -> None:
    """Pay out a non-7 roll (shortage per card type), then offer the Aqueduct (CK-ABIL-3)."""
    ent, blocked = entitlements(state, total)
    bank, hands = state.bank, state.hands
    unlimited = state.options.bank_shortage == "unlimited"
    gains = [[0] * N_CARDS for _ in range(state.n)]
    short: list[int] = []
    for r in range(N_CARDS):
        owed = [e[r] for e in ent]
        need = sum(owed)
        if not need:
            continue
        if need <= bank[r] or unlimited:
            pay = owed
        else:
            takers = [p for p, x in enumerate(owed) if x]
            short.append(r)
            if len(takers) == 1:
                pay = [0] * state.n
                pay[takers[0]] = bank[r]
            else:
                continue
        for p, x in enumerate(pay):
            if x:
                hands[p][r] += x
                gains[p][r] += x
                bank[r] -= x
    state.emit({"type": "production", "roll": total, "gains": gains, "blocked": blocked, "short": short})
    # CK-ABIL-3 / CK-AMB-24: whoever got nothing from this roll, with science level 3, may take a resource.
    for i in range(state.n):
        p = (state.active + i) % state.n
        if not any(gains[p]) and state.ck.levels[p][SCIENCE] >= ABILITY_LEVEL:
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


def starting_resources(state: GameState, seat: int, vertex: int) -> None:
    """CK-SETUP-7: one resource (never a commodity) per land hex touching the set-up city."""
    gained = [0] * N_CARDS
    for h in topo.VERTEX_HEXES[vertex]:
        r = state.board.terrain[h]
        if r != DESERT and state.bank[r] > 0:
            gained[r] += 1
            state.bank[r] -= 1
            state.hands[seat][r] += 1
    state.emit({"type": "starting_resources", "seat": seat, "cards": gained})
