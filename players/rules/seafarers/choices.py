"""The Seafarers decisions of built-in players outside ships: robber or pirate (SEA-PIRATE-2..5), gold
choices (SEA-GOLD-1..5, SEA-FOG-4), and what a spot is worth (gold fields, Catan chits, a new island).
"""

from __future__ import annotations

from engine.actions import Action
from engine.rules.seafarers.ships import hex_side_masks
from players import normal
from players.evaluate import hand_value, targets
from players.rules.seafarers import ships
from players.rules.seafarers.sea import CHIT_VALUE, GOLD_WEIGHT, NEW_ISLAND, SHIP_COST, gold_pips, sea_of
from players.table import Table

# Pirate (``normal.robber_score`` units: pips times the leader weight; a 6 or 8 of a leader scores 6-8)
PIRATE_BLOCK = 2.0  # per opponent ship on the hex's sides: it cannot move, nor the route grow past it
PIRATE_STEAL = 2.5  # the steal itself, per leader weight, when the victim holds cards
OWN_SHIP = 3.0  # per own ship the pirate would block
SHIP_HEAVY = 0.12  # the leader weight grows with the ships a player sails
ROBBER_STAYS = 5.0
# A ship as a goal of the hand (``players.evaluate.targets``' weights: a city 3.2, a settlement 3.0 with a
# spot, a road 0.8): more than a road, since it is the way to the next settlement, less than a town.
SHIP_GOAL = 1.2  # moving the pirate leaves the robber where it is: on one's own hex that costs


def lead(t: Table, seat: int) -> float:
    """How much hurting ``seat`` is worth: its points and its ships (the pirate's targets)."""
    return 1.0 + 0.25 * t.public_vp(seat) + SHIP_HEAVY * sea_of(t).ship_count[seat]


def pirate_score(t: Table, h: int) -> float:
    sea = sea_of(t)
    sides = hex_side_masks(t.topo)[h]
    value = 0.0
    victims: set[int] = set()
    m = sides
    while m:
        low = m & -m
        owner = sea.ships[low.bit_length() - 1]
        m ^= low
        if owner == t.seat:
            value -= OWN_SHIP
        elif 0 <= owner < t.n:
            value += PIRATE_BLOCK * lead(t, owner)
            victims.add(owner)
    steal = max((lead(t, p) for p in victims if t.card_count(p) > 0), default=0.0)
    value += PIRATE_STEAL * steal
    here = sea.pirate
    if 0 <= here < len(hex_side_masks(t.topo)):
        m = hex_side_masks(t.topo)[here]
        value += OWN_SHIP * sum(1 for e in range(len(sea.ships)) if m >> e & 1 and sea.ships[e] == t.seat)
    if normal.robber_on_me(t):
        value -= ROBBER_STAYS
    return value


def best_pirate(t: Table) -> tuple[Action | None, float]:
    moves = [a for a in t.legal if a[0] == "pirate"]
    if not moves:
        return None, 0.0
    best = max(moves, key=lambda a: (pirate_score(t, a[1]), -a[1]))
    return best, pirate_score(t, best[1])


def robber_or_pirate(t: Table, strength: str) -> Action | None:
    """The robber on the leader's best hex (``normal``), or the pirate when it hurts more: a ship-heavy
    leader's route blocked and robbed (SEA-PIRATE-4/5). ``easy`` takes the pirate only when the robber
    hurts nobody."""
    pirate, p_value = best_pirate(t)
    if pirate is None:
        return None
    robbers = [a for a in t.legal if a[0] == "robber"]
    if not robbers:
        return pirate
    r_value = max(normal.robber_score(t, a) for a in robbers)
    if strength == "easy":
        return pirate if r_value <= 0 < p_value else None
    return pirate if p_value > r_value else None


def goals(t: Table) -> list[tuple[str, tuple[int, ...], float]]:
    """What the hand is saving for (``players.evaluate.targets``), a ship too when it is the next build."""
    out = targets(t)
    if sea_of(t).ships_left(t.seat) > 0 and ships.wants_ship(t):
        out.append(("ship", SHIP_COST, SHIP_GOAL))
    return out


def gold_choice(t: Table) -> Action | None:
    """SEA-GOLD-1/5, SEA-FOG-4: the cards that complete the most valuable build the hand lacks them for,
    else those that bring the hand closest to its next builds."""
    options = [a for a in t.legal if a[0] == "gold"]
    if not options:
        return None
    aims = goals(t)
    before = t.hand

    def after(a: Action) -> tuple[float, float]:
        hand = list(before)
        if a[0] == "gold":
            for r, c in enumerate(a[1][:5]):
                hand[r] += c
        else:
            hand[a[1]] += 1
        completes = max(
            (w for _, cost, w in aims if not _covers(before, cost) and _covers(hand, cost)), default=0.0
        )
        return completes, hand_value(hand, aims)

    return max(options, key=lambda a: (after(a), _key(a)))


def _covers(hand: list[int], cost: tuple[int, ...]) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=False))


def _key(a: Action) -> tuple[int, ...]:
    return tuple(-x for x in a[1]) if a[0] == "gold" else (-a[1],)


def spot_term(t: Table, v: int) -> float:
    """A settlement's worth beyond its pips: gold fields, Catan chits still to earn (never in set-up's own
    placements, SEA-SVP-2), and a first settlement on an island."""
    sea = sea_of(t)
    value = GOLD_WEIGHT * gold_pips(t, v)
    placing = t.phase == "setup" and t.step == "setup_settlement"
    if placing:
        return value
    area = sea.area_of(t, v)
    if area >= 0 and area in sea.chit_areas(t):
        value += CHIT_VALUE * sea.chits_per_area(t)
    island = sea.island_of(v)
    if island >= 0 and t.phase == "play" and island not in sea.my_islands(t):
        value += NEW_ISLAND
    return value
