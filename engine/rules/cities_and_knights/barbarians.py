"""The barbarian attack (CK-BARB-1..8, CK-DEF-1, CK-VAR-NASTY-1, CK-AMB-2/13/14/15/16).

Barbarian strength = cities on the board (metropolises included); Catan's strength = the strengths
of all active knights. Stronger barbarians: every vulnerable player (owning a city without a
metropolis) with the lowest contribution loses a city of their choice. Otherwise a sole best
defender with a contribution > 0 gets a Defender of Catan card (while any is left); tied best
defenders each draw a progress card from a deck of their choice, in turn order from the active
player. Afterwards the ship returns, knights turn inactive, and the robber is active for good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.constants import CITY
from engine.rules.cities_and_knights import decisions, progress
from engine.rules.cities_and_knights.building import own_cities, reduce_city

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

PILLAGE = "pillage"
DEFENDER_DRAW = "defender_draw"
COMMIT = "commit_knights"


def turn_order(state: GameState) -> list[int]:
    return [(state.active + i) % state.n for i in range(state.n)]


def barbarian_strength(state: GameState) -> int:
    """CK-BARB-2: every city on the board, metropolis cities included."""
    return state.building.count(CITY)


def contributions(state: GameState, committed: list[int] | None = None) -> list[int]:
    """CK-BARB-3: per player, the strengths of their active knights (only committed ones, nasty variant)."""
    ck = state.ck
    out = [0] * state.n
    k_owner, k_active, k_strength = ck.k_owner, ck.k_active, ck.k_strength
    knights = ck.knight_all  # the knights' intersections by bit, not every intersection
    while knights:
        low = knights & -knights
        knights ^= low
        v = low.bit_length() - 1
        if k_active[v] and (committed is None or v in committed):
            out[k_owner[v]] += k_strength[v]
    return out


def attack(state: GameState) -> None:
    if state.options.ck_nasty:  # CK-VAR-NASTY-1: declarations first, in turn order
        _next_commit(state, turn_order(state), [])
    else:
        resolve(state, None)


def _next_commit(state: GameState, queue: list[int], committed: list[int]) -> None:
    if not queue:
        resolve(state, committed)
        return
    decisions.open_decision(state, COMMIT, queue[0], {"queue": queue[1:], "committed": list(committed), "mine": []})


def _commit_options(state: GameState, p: Pending) -> list[int]:
    """-1 ends the declaration; otherwise one more active knight to commit."""
    ck = state.ck
    chosen = p.data["mine"]
    return [-1, *(v for v in ck.knights_of(p.seat) if ck.k_active[v] and v not in chosen)]


def _commit_answer(state: GameState, p: Pending, choice: int) -> bool:
    if choice >= 0:
        p.data["mine"].append(choice)
        return False
    state.emit({"type": "knights_committed", "seat": p.seat, "knights": list(p.data["mine"])})
    _next_commit(state, p.data["queue"], p.data["committed"] + p.data["mine"])
    return True


def resolve(state: GameState, committed: list[int] | None) -> None:
    ck = state.ck
    barb = barbarian_strength(state)
    contrib = contributions(state, committed)
    catan = sum(contrib)
    event: dict[str, Any] = {"type": "barbarian_attack", "barbarians": barb, "knights": catan,
                             "contributions": list(contrib)}  # fmt: skip
    # CK-BARB-6 / CK-KNIGHT-11: the ship goes home and the (committed) knights turn inactive.
    ck.barbarian = 0
    ck.attacks += 1  # CK-BARB-7: the robber is active from now on
    knights, k_active = ck.knight_all, ck.k_active
    while knights:
        low = knights & -knights
        knights ^= low
        v = low.bit_length() - 1
        if committed is None or v in committed:
            k_active[v] = 0
    if barb > catan:  # CK-BARB-4
        metros = set(ck.metropolis)
        vulnerable = [p for p in turn_order(state) if any(v not in metros for v in own_cities(state, p))]
        losers: list[int] = []
        if vulnerable:
            low = min(contrib[p] for p in vulnerable)
            losers = [p for p in vulnerable if contrib[p] == low]
        event.update(outcome="barbarians", losers=losers)
        state.emit(event)
        for p in losers:
            decisions.open_decision(state, PILLAGE, p, {})
        return
    best = max(contrib)
    leaders = [p for p in turn_order(state) if contrib[p] == best] if best > 0 else []  # CK-AMB-14
    event.update(outcome="catan", defenders=leaders)
    state.emit(event)
    if len(leaders) == 1:  # CK-BARB-5 / CK-DEF-1 / CK-AMB-13
        if ck.defenders_left() > 0:
            ck.defenders[leaders[0]] += 1
            state.emit({"type": "defender_of_catan", "seat": leaders[0]})
    elif leaders:
        _next_defender(state, leaders)


def _next_defender(state: GameState, queue: list[int]) -> None:
    while queue:
        seat, queue = queue[0], queue[1:]
        if any(state.ck.decks):
            decisions.open_decision(state, DEFENDER_DRAW, seat, {"queue": queue})
            return


def _defender_options(state: GameState, p: Pending) -> list[int]:
    return [d for d in range(3) if state.ck.decks[d]]


def _defender_answer(state: GameState, p: Pending, deck: int) -> bool:
    progress.draw(state, p.seat, deck)
    _next_defender(state, p.data["queue"])
    return True


def _pillage_options(state: GameState, p: Pending) -> list[int]:
    """CK-AMB-16: the owner picks one of their cities without a metropolis."""
    metros = set(state.ck.metropolis)
    return [v for v in own_cities(state, p.seat) if v not in metros]


def _pillage_answer(state: GameState, p: Pending, vertex: int) -> bool:
    remove = state.options.ck_pillage_without_settlement == "remove" and state.settlements[p.seat] >= 5
    state.emit({"type": "city_pillaged", "seat": p.seat, "at": vertex, "removed": remove})
    reduce_city(state, vertex, remove)  # a removed city can join a road: Longest Road follows the pillage
    return True


decisions.register_kind(PILLAGE, _pillage_options, _pillage_answer, "choose the city the barbarians pillage")
decisions.register_kind(DEFENDER_DRAW, _defender_options, _defender_answer, "choose a progress deck to draw from")
decisions.register_kind(COMMIT, _commit_options, _commit_answer, "commit knights against the barbarians")
