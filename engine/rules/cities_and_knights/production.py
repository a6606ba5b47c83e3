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
    """Pay out a non-7 roll (shortage per card type), then offer the Aqueduct (CK-ABIL-3).

    What ``entitlements`` owes, from what the roll pays kept between buildings (``_paid``); paid at once when
    the bank holds enough of every card type owed, otherwise by the base shortage rule per type (``pay_out``)."""
    kept = state.production
    board = state.board
    if kept is None or kept[0] is not board:  # a building changed (engine.rules.building), or an Inventor's swap
        kept = state.production = (board, {})
    robber = state.robber
    # the robber's hex matters only when it carries the number rolled: one entry per number, and per blocked hex
    key = (total << 8 | robber) if board.numbers[robber] == total else total << 8 | 255
    entry = kept[1].get(key)
    if entry is None:
        entry = kept[1][key] = _paid(state, total, robber)
    paid, need, rows, blocked = entry
    gains = list(map(list, rows))  # the event's own lists (made in C: no comprehension's function)
    short: list[int] = []
    if need:
        bank = state.bank
        for c, k in need:
            if bank[c] < k and state.options.bank_shortage != "unlimited":
                short = pay_out(state, gains, [c for c, _k in need])
                break
        else:  # the bank pays everybody
            hands = state.hands
            for p, c, k in paid:
                hands[p][c] += k
            for c, k in need:
                bank[c] -= k
    state.events.append(  # state.emit without its call: most rolls produce
        {"type": "production", "roll": total, "gains": gains, "blocked": list(blocked), "short": short}
    )
    # CK-ABIL-3 / CK-AMB-24: whoever got nothing from this roll, with science level 3, may take a resource
    # (asked from the active player on; most rolls nobody has the Aqueduct, which one pass finds out).
    levels = state.ck.levels
    for row in levels:
        if row[SCIENCE] >= ABILITY_LEVEL:
            break
    else:
        return
    active, n = state.active, state.n
    for i in range(n):
        p = (active + i) % n
        if levels[p][SCIENCE] >= ABILITY_LEVEL and not any(gains[p]):
            decisions.open_decision(state, AQUEDUCT, p, {})


def _paid(
    state: GameState, total: int, robber: int
) -> tuple[list[tuple[int, int, int]], tuple[tuple[int, int], ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """What a roll of ``total`` pays with the robber on ``robber``, as the buildings stand (``produce`` keeps it
    until a building changes): (seat, card, count) per building on a paying hex (a city on a commodity hex as two
    entries: its resource and its commodity, one each), the (card, count) owed in all, ascending by card, each
    seat's gains (``entitlements``' rows) and the hexes the robber blocks. One pass over the hexes' corners,
    without comprehensions or calls: a C&K game makes ~150 of these, one after each building changed."""
    owner, building = state.owner, state.building
    terrain, corners = state.board.terrain, state.topo.HEX_VERTICES
    paid: list[tuple[int, int, int]] = []
    blocked = []
    ent = []
    for _ in range(state.n):
        ent.append([0] * N_CARDS)
    need = [0] * N_CARDS
    for h in state.board.hexes_by_number.get(total, ()):
        if h == robber:
            blocked.append(h)
            continue
        r = terrain[h]
        commodity = CITY_COMMODITY[r]
        for v in corners[h]:
            k = building[v]
            if not k:  # no settlement or city (knights are not buildings)
                continue
            p = owner[v]
            row = ent[p]
            if k == CITY and commodity >= 0:
                paid += ((p, r, 1), (p, commodity, 1))
                row[r] += 1
                row[commodity] += 1
                need[r] += 1
                need[commodity] += 1
            else:
                paid.append((p, r, k))
                row[r] += k
                need[r] += k
    owed = []
    for c in range(N_CARDS):
        if need[c]:
            owed.append((c, need[c]))
    return paid, tuple(owed), tuple(map(tuple, ent)), tuple(blocked)


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
