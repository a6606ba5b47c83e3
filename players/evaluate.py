"""Static judgements the heuristic players share: what a spot is worth, what a hand is worth."""

from __future__ import annotations

from engine.constants import GENERIC_HARBOR, PIPS
from players.table import CITY_COST, DEV_COST, ROAD_COST, SETTLEMENT_COST, Table

# Early on brick and lumber build the network; ore and grain make cities later. Mild weights only:
# the board's own scarcity (below) matters more.
BASE_WEIGHT = (1.05, 1.05, 1.0, 1.05, 0.9)


def resource_weights(t: Table) -> list[float]:
    """Scarcer resources on this board are worth more (total pips per resource)."""
    pips = [0] * 5
    for h, terr in enumerate(t.terrain):
        if terr < 5:
            pips[terr] += PIPS.get(t.numbers[h], 0)
    mean = sum(pips) / 5 or 1
    return [BASE_WEIGHT[r] * min(1.6, max(0.7, (mean / pips[r]) ** 0.5 if pips[r] else 1.6)) for r in range(5)]


def spot_value(t: Table, v: int, prod: list[int], weights: list[float]) -> float:
    """How much a settlement on ``v`` adds for a player who already earns ``prod`` pips per resource."""
    row = t.vertex_pips()[v]
    value = 0.0
    for r in range(5):
        if row[r]:
            fresh = 1.35 if prod[r] == 0 else (1.0 if prod[r] < 6 else 0.8)
            value += row[r] * weights[r] * fresh
    harbor = t.harbor_of(v)
    if harbor == GENERIC_HARBOR:
        value += 1.0 + 0.05 * sum(prod)
    elif 0 <= harbor < 5:
        value += 0.35 * (prod[harbor] + row[harbor])
    for term in t.policy.spot_terms:  # the rule set's own worth of a spot (Seafarers: gold, chits)
        value += term(t, v)
    return value


def best_spot_near(t: Table, v: int, prod: list[int], weights: list[float], open_mask: int) -> float:
    """Value of the best open spot at ``v`` or one step beyond it (for roads and set-up roads)."""
    best = spot_value(t, v, prod, weights) if open_mask >> v & 1 else 0.0
    for w in t.topo.VERTEX_NEIGHBOURS[v]:
        if open_mask >> w & 1:
            best = max(best, 0.75 * spot_value(t, w, prod, weights))
    return best


def targets(t: Table) -> list[tuple[str, tuple[int, ...], float]]:
    """What the seat is saving for, with a weight: (name, cost, weight)."""
    out: list[tuple[str, tuple[int, ...], float]] = []
    if t.pieces_left("cities") and t.my_settlements():
        out.append(("city", CITY_COST, 3.2))
    if t.pieces_left("settlements"):
        has_spot = bool(t.road_ends(t.seat) & t.open_spots())
        out.append(("settlement", SETTLEMENT_COST, 3.0 if has_spot else 1.6))
    if t.view.get("dev_deck", 1):
        out.append(("dev", DEV_COST, 1.2))
    if t.pieces_left("roads"):
        out.append(("road", ROAD_COST, 0.8))
    return out


def hand_value(hand: list[int] | tuple[int, ...], goals: list[tuple[str, tuple[int, ...], float]]) -> float:
    """How useful a hand is towards the seat's goals (progress squared rewards nearly complete builds)."""
    value = 0.08 * sum(hand)
    for _name, cost, weight in goals:
        total = sum(cost)
        covered = sum(min(h, c) for h, c in zip(hand, cost, strict=True))
        value += weight * (covered / total) ** 2
    if sum(hand) > 7:
        value -= 0.12 * (sum(hand) - 7)  # a 7 would cost half of it
    return value


COMMODITY_VALUE = 0.3


def cards_value(full_hand: list[int], goals: list[tuple[str, tuple[int, ...], float]]) -> float:
    """``hand_value`` of the resources plus a flat worth per commodity (C&K improvements)."""
    return hand_value(full_hand[:5], goals) + COMMODITY_VALUE * sum(full_hand[5:])


def missing(hand: list[int], cost: tuple[int, ...]) -> list[int]:
    return [max(0, c - h) for h, c in zip(hand, cost, strict=True)]


def best_discard(t: Table, options: list[tuple[int, ...]]) -> tuple[int, ...]:
    """The discard that keeps the most useful hand."""
    goals = targets(t)
    best, best_v = options[0], -1e9
    for opt in options:
        kept = [h - c for h, c in zip(t.full_hand, opt, strict=False)]
        v = cards_value(kept, goals)
        if v > best_v:
            best, best_v = opt, v
    return best
