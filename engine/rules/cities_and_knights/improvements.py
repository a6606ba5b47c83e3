"""City improvements and metropolises (CK-IMPR-1..5, CK-ABIL-4, CK-METRO-1..5, CK-AMB-17, CK-BARB-8).

Raising track t from level L-1 to L costs L commodities of the track (minus a Crane discount,
``turn_flags["improvement_discounts"]``, one per improvement). The first player to reach level 4 of
a track whose metropolis is not on the board places it on one of their cities; a player reaching
level 5 takes it from a holder who is still below 5. The city is chosen by the player (a decision
owed by the active player when there is a choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.cities_and_knights import decisions
from engine.rules.cities_and_knights.building import own_cities
from engine.rules.cities_and_knights.constants import COMMODITY_OF, IMPROVEMENT_NAMES, MAX_LEVEL, METROPOLIS_LEVEL

if TYPE_CHECKING:
    from engine.rules.cities_and_knights.record import Pending
    from engine.state import GameState

PLACE_METROPOLIS = "metropolis"
DISCOUNT = "improvement_discounts"


def cost(state: GameState, seat: int, track: int) -> int:
    level = state.ck.levels[seat][track] + 1
    return max(0, level - min(state.ck.turn_flags.get(DISCOUNT, 0), 1))


def free_cities(state: GameState, seat: int) -> list[int]:
    """Own cities that carry no metropolis."""
    metros = set(state.ck.metropolis)
    return [v for v in own_cities(state, seat) if v not in metros]


def can_improve(state: GameState, seat: int, track: int) -> bool:
    ck = state.ck
    level = ck.levels[seat][track]
    if level >= MAX_LEVEL or not state.cities[seat]:  # CK-IMPR-3 / CK-BARB-8
        return False
    if state.hands[seat][COMMODITY_OF[track]] < cost(state, seat, track):
        return False
    if level + 1 >= METROPOLIS_LEVEL and not free_cities(state, seat):  # CK-IMPR-4 / CK-AMB-17
        holds = ck.metropolis_owner(track, state.owner) == seat
        return level + 1 == MAX_LEVEL and holds
    return True


def improve(state: GameState, seat: int, track: int) -> None:
    ck = state.ck
    price = cost(state, seat, track)
    if ck.turn_flags.get(DISCOUNT, 0):
        ck.turn_flags[DISCOUNT] -= 1
    c = COMMODITY_OF[track]
    state.hands[seat][c] -= price
    state.bank[c] += price
    ck.levels[seat][track] += 1
    level = ck.levels[seat][track]
    state.emit({"type": "improved", "seat": seat, "track": track, "level": level, "paid": price,
                "name": IMPROVEMENT_NAMES[track][level - 1]})  # fmt: skip
    holder = ck.metropolis_owner(track, state.owner)
    if holder == seat:
        return
    gains = (level == METROPOLIS_LEVEL and holder < 0) or (
        level == MAX_LEVEL and holder >= 0 and ck.levels[holder][track] < MAX_LEVEL
    )  # CK-METRO-2 / CK-METRO-3
    if gains:
        decisions.open_decision(state, PLACE_METROPOLIS, seat, {"track": track})


def _place_options(state: GameState, p: Pending) -> list[int]:
    return free_cities(state, p.seat)


def _place_answer(state: GameState, p: Pending, vertex: int) -> bool:
    ck = state.ck
    track = p.data["track"]
    previous = ck.metropolis_owner(track, state.owner)
    ck.metropolis[track] = vertex
    state.emit({"type": "metropolis", "seat": p.seat, "track": track, "at": vertex, "from": previous})
    return True


decisions.register_kind(PLACE_METROPOLIS, _place_options, _place_answer, "place the metropolis on a city")
