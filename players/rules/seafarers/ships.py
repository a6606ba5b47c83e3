"""Where built-in players build and move ships (SEA-SHIP-1..10), judged by the sailing potential
(``players.rules.seafarers.sea``): a ship is worth what its far end leads to.

* build: in the main step when the best ship leads further than the best road and no settlement spot is
  reachable already (or the hand has lumber and wool to spare, or the Longest Trade Route is in reach);
  a bank trade completes a ship when that is the plan;
* move: the end ship of an open route whose open end leads nowhere much goes where it leads clearly
  further (SEA-SHIP-5/6: the engine lists only legal moves; one a turn);
* set-up and Road Building: a ship instead of a road when it leads further (SEA-SHIP-9/10).
"""

from __future__ import annotations

import random

from engine.actions import Action
from players import normal
from players.evaluate import missing, resource_weights, spot_value
from players.rules.seafarers.sea import SHIP_COST, Sea, sea_of
from players.table import Table

MIN_TARGET = 1.5  # a ship worth building leads to at least this much (spot_value units)
MOVE_GAIN = 1.8  # a move must lead this much further than where the ship stands
HOLDER_MOVE_GAIN = 4.0  # ... more when the seat holds (or races for) the Longest Trade Route a move may shorten
LTR_EXTEND = 1.2  # a ship continuing one of one's own routes while racing for the Longest Trade Route


def _value_fn(t: Table) -> object:
    """``spot_value`` of the seat's spots; the weights and production read only when the potential is
    computed (not when it is looked up: ``Sea.potential``)."""
    memo: list[tuple[list[int], list[float]]] = []

    def value(v: int) -> float:
        if not memo:
            memo.append((t.production(t.seat), resource_weights(t)))
        prod, weights = memo[0]
        return spot_value(t, v, prod, weights)

    return value


def potential(t: Table) -> tuple[Sea, list[float]]:
    sea = sea_of(t)
    return sea, sea.potential(t, _value_fn(t))


def network(t: Table, sea: Sea) -> int:
    """The seat's intersections: its buildings and the ends of its roads and ships."""
    return t.road_ends(t.seat) | sea.ship_ends(t.seat)


def ship_value(t: Table, sea: Sea, pot: list[float], e: int, mine: int) -> float:
    """What a new ship on path ``e`` leads to: the potential of its end outside the seat's network."""
    a, b = sea.topo.EDGE_VERTICES[e]
    return max(pot[a] if not mine >> a & 1 else 0.0, pot[b] if not mine >> b & 1 else 0.0)


def best_ship(t: Table, ships: list[Action]) -> tuple[Action | None, float]:
    if not ships:
        return None, 0.0
    sea, pot = potential(t)
    mine = network(t, sea)
    racing = normal.race_for_longest_road(t)
    own_ends = sea.ship_ends(t.seat)
    best, best_v = None, -1.0
    for a in ships:
        value = ship_value(t, sea, pot, a[1], mine)
        if racing and sea.topo.EDGE_VERTEX_MASK[a[1]] & own_ends:
            value += LTR_EXTEND
        if value > best_v or (value == best_v and best is not None and a[1] < best[1]):
            best, best_v = a, value
    return best, best_v


def best_move(t: Table, moves: list[Action]) -> tuple[Action | None, float]:
    """The ship move that leads furthest beyond where the ship stands, and its gain."""
    if not moves:
        return None, 0.0
    sea, pot = potential(t)
    topo = sea.topo
    seat = t.seat
    buildings = 0
    for v in range(topo.N_VERTEX):
        if t.owner[v] == seat and t.building[v]:
            buildings |= 1 << v
    mine = network(t, sea)
    at = [0] * topo.N_VERTEX  # own ships per intersection
    for e, p in enumerate(sea.ships):
        if p == seat:
            a, b = topo.EDGE_VERTICES[e]
            at[a] += 1
            at[b] += 1
    here: dict[int, float] = {}
    best, best_gain = None, 0.0
    for a in moves:
        frm, to = a[1], a[2]
        if frm not in here:
            # the ship's open end: not at one's building, not shared with another own ship
            ends = [v for v in topo.EDGE_VERTICES[frm] if not buildings >> v & 1 and at[v] == 1]
            here[frm] = max((pot[v] for v in ends), default=0.0)
        gain = ship_value(t, sea, pot, to, mine) - here[frm]
        if gain > best_gain or (gain == best_gain and best is not None and a[1:] < best[1:]):
            best, best_gain = a, gain
    return best, best_gain


def move_choice(t: Table) -> Action | None:
    moves = [a for a in t.legal if a[0] == "move_ship"]
    move, gain = best_move(t, moves)
    if move is None:
        return None
    # a move may shorten the seat's trade route (SEA-LTR-3): holding the card or racing for it, only for more
    guarded = t.view.get("longest_road", -1) == t.seat or normal.race_for_longest_road(t)
    return move if gain >= (HOLDER_MOVE_GAIN if guarded else MOVE_GAIN) else None


def _road_value(t: Table) -> float:
    roads = [a for a in t.legal if a[0] == "road"]
    return normal.best_road(t, roads)[1] if roads else 0.0


def build_choice(t: Table) -> Action | None:
    """A ship worth building now in the main step, or None."""
    ships = [a for a in t.legal if a[0] == "ship"]
    best, value = best_ship(t, ships)
    if best is None or value < MIN_TARGET:
        return None
    has_spot = bool(t.road_ends(t.seat) & t.open_spots() & sea_of(t).land)
    spare = t.hand[1] >= 2 and t.hand[4] >= 2
    if has_spot and not spare and not normal.race_for_longest_road(t):
        return None
    return best if value > _road_value(t) else None


def prospect(t: Table) -> float:
    """What the best ship the seat could build next leads to (whether it can pay for it or not)."""
    sea, pot = potential(t)
    if sea.ships_left(t.seat) <= 0:
        return 0.0
    mine = network(t, sea)
    starts = 0
    for v in range(sea.topo.N_VERTEX):
        if t.owner[v] == t.seat and t.building[v]:
            starts |= 1 << v
    starts |= sea.ship_ends(t.seat)
    best = 0.0
    for e, (a, b) in enumerate(sea.topo.EDGE_VERTICES):
        if (starts >> a & 1 or starts >> b & 1) and sea.sailable(t, e):
            best = max(best, ship_value(t, sea, pot, e, mine))
    return best


def wants_ship(t: Table) -> bool:
    """Whether the seat's next build should be a ship: no spot reachable by land, and a ship leads further
    than a road."""
    if t.road_ends(t.seat) & t.open_spots() & sea_of(t).land:
        return False
    value = prospect(t)
    return value >= MIN_TARGET and value > _road_value(t)


def trade_for_ship(t: Table) -> Action | None:
    """A bank trade that completes a ship this turn, when a ship is the plan."""
    need = missing(t.hand, SHIP_COST)
    if not any(need) or sum(need) > 1 or not any(a[0] == "bank_trade" for a in t.legal) or not wants_ship(t):
        return None
    plan = normal.current_plan(t)
    if plan is not None and plan[0] in ("city", "settlement") and sum(missing(t.hand, plan[1])) <= 1:
        return None
    return normal.bank_trade_for(t, ("ship", SHIP_COST))


def main_choice(t: Table, rng: random.Random) -> Action | None:
    """The ``main_choices`` hook: a ship move, a ship, or a bank trade towards one (normal and hard)."""
    if t.step != "main" or t.seat != t.active:
        return None
    kinds = t.kinds()
    move = move_choice(t) if "move_ship" in kinds else None
    if move is None and "ship" in kinds:
        move = build_choice(t)
    return move or trade_for_ship(t)


def route_piece(t: Table, rng: random.Random, strength: str) -> Action | None:
    """A road or a ship where either may go (set-up's route piece, SEA-SHIP-10; Road Building, SEA-SHIP-9)."""
    ships = [a for a in t.legal if a[0] == "ship"]
    if not ships:
        return None
    roads = [a for a in t.legal if a[0] == "road"]
    if strength == "easy":
        return rng.choice(roads + ships)
    ship, ship_v = best_ship(t, ships)
    if not roads:
        return ship
    road, road_v = normal.best_road(t, roads)
    return ship if ship is not None and ship_v > road_v else road


def easy_build(t: Table, rng: random.Random) -> Action | None:
    """``easy`` builds a ship now and then when it has no town to build (the best-leading one, so that its
    ships go somewhere)."""
    kinds = t.kinds()
    if "ship" not in kinds or "city" in kinds or "settlement" in kinds or rng.random() >= 0.4:
        return None
    ship, value = best_ship(t, [a for a in t.legal if a[0] == "ship"])
    return ship if value > 0 else None
