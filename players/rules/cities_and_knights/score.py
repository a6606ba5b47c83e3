"""What a Cities & Knights position is worth beyond points, pips and cards, for ``hard``'s search.

The shared ``players.heuristic_score`` knows the base game only, so a search judged by it alone sees
an improvement as commodities spent for nothing, a knight as resources gone and the barbarians not at
all: it overrode ``normal``'s improvements and knights with "keep the cards". These terms (in victory
points, like the score) give the search the C&K picture; they read the determinised state only.

* Improvements (CK-IMPR-1..4): every level draws progress cards on the event die, level 3 gives the
  track's ability and level 4 is the way to a metropolis (CK-METRO-1: +2 VP, counted by the engine once
  held), so a level is worth a fraction of a point, more near the metropolis while it is open to the
  seat (nobody holds it, or the holder's level can still be matched).
* Knights (CK-KNIGHT-1..5): strength counts, active strength more (it defends and it acts).
* The barbarians (CK-BARB-2..5): when the ship is close and Catan's active knights would lose, a seat
  owning a city without a metropolis and contributing the least stands to lose a city (a point and
  half its production); when Catan would win, the sole best defender expects a Defender of Catan
  point. Both are weighted by how close the ship is.
* Progress cards in hand (CK-PROG-1) and city walls (CK-WALL-1: two more cards kept on a 7).
"""

from __future__ import annotations

from engine.constants import CITY
from engine.state import GameState

LEVEL = 0.22
ABILITY = 0.25  # a track at level 3 or more (CK-IMPR-3/4)
METRO_CHASE = 0.35  # per level above 2 on a track whose metropolis the seat can still take
PROGRESS_CARD = 0.3
PROGRESS_CARDS_COUNTED = 4  # the hand limit of progress cards (CK-PROG-2)
KNIGHT_STRENGTH = 0.1
ACTIVE_STRENGTH = 0.12
WALL = 0.1
CITY_LOSS = 1.6  # a point and half a city's production
DEFENDER = 0.9


def _metro_open(state: GameState, seat: int, track: int) -> bool:
    """Whether the seat could still take (or already holds) that track's metropolis (CK-METRO-2/3)."""
    ck = state.ck
    v = ck.metropolis[track]
    if v < 0:
        return True
    holder = state.owner[v]
    return holder == seat or ck.levels[holder][track] < 5


def _threat(state: GameState) -> float:
    """How close the barbarian attack is: 1 when the next ship move attacks, fading with distance (the
    ship moves on half of the event die's faces, about once every two turns)."""
    steps = state.options.barbarian_steps - state.ck.barbarian
    return 1.0 / max(1.0, float(steps))


def barbarian_term(state: GameState, seat: int) -> float:
    """Expected gain or loss of the coming attack for ``seat`` if knights stood as they do now."""
    ck = state.ck
    strength = [0] * state.n
    for v, p in enumerate(ck.k_owner):
        if 0 <= p < state.n and ck.k_active[v]:
            strength[p] += ck.k_strength[v]
    cities = sum(1 for k in state.building if k == CITY)
    metros = {v for v in ck.metropolis if v >= 0}
    if sum(strength) < cities:  # CK-BARB-4: the barbarians win
        vulnerable = [
            p
            for p in range(state.n)
            if any(
                state.building[v] == CITY and state.owner[v] == p and v not in metros for v in range(len(state.owner))
            )
        ]
        if seat in vulnerable and strength[seat] == min(strength[p] for p in vulnerable):
            return -CITY_LOSS * _threat(state)
        return 0.0
    best = max(strength)
    if best > 0 and strength[seat] == best and strength.count(best) == 1 and ck.defenders_left() > 0:
        return DEFENDER * _threat(state)  # CK-BARB-5: the sole best defender
    return 0.0


def score_term(state: GameState, seat: int) -> float:
    """The seat's C&K worth beyond ``heuristic_score.value`` (0 outside C&K)."""
    ck = state.ck
    if ck is None:
        return 0.0
    worth = 0.0
    for track, level in enumerate(ck.levels[seat]):
        worth += LEVEL * level
        if level >= 3:
            worth += ABILITY
        if level > 2 and _metro_open(state, seat, track):
            worth += METRO_CHASE * (level - 2)
    worth += PROGRESS_CARD * min(len(ck.progress[seat]), PROGRESS_CARDS_COUNTED)
    for v in ck.knights_of(seat):
        worth += KNIGHT_STRENGTH * ck.k_strength[v] + ACTIVE_STRENGTH * ck.k_strength[v] * ck.k_active[v]
    worth += WALL * bin(ck.walls & state.building_mask[seat]).count("1")
    return worth + barbarian_term(state, seat)
