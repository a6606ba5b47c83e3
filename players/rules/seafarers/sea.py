"""What a built-in player reads of Seafarers from its seat's view (``view["seafarers"]``, the contract of
``engine/rules/seafarers/README.md``), parsed once per ``Table``: the board's classification now (the fog
counted as sea until revealed), the ships, the pirate, the scenario's areas and which of them would
still earn the seat Catan chits, and the *sailing potential* of every intersection: what the best target
a chain of new ships could reach from there is worth.

The potential is the players' one judgement of where ships should go. Targets are open settlement spots
(``players.evaluate.spot_value``, which counts gold fields and chits through this rule set's
``spot_terms``) and the corners of face-down fog hexes (a discovery pays a card and may turn up land or
gold, SEA-FOG-3/4); each ship still to build on the way costs a factor ``DECAY``. Nothing here reads a
hidden stack: the view carries only which hexes are face down.
"""

from __future__ import annotations

from typing import Any

from engine import topology as geo
from engine.constants import CITY, PIPS
from engine.rules.seafarers.geometry import topology_for
from engine.rules.seafarers.mapdata import FOG, GOLD
from players.table import Table

SHIP_COST = (0, 1, 0, 0, 1)  # SEA-SHIP-1: lumber and wool
MAX_SHIPS = 15  # SEA-COMP-2
DECAY = 0.72  # a target one more ship away is worth this much less
REACH = 9  # ships looked ahead (the large frame is 8 hexes wide)
FOG_TARGET = 2.6  # a face-down hex's corner: a card, maybe land or gold (spot_value units)
CHIT_VALUE = 3.5  # one Catan chit (1 VP); a settlement's pips are worth about 8-12
GOLD_WEIGHT = 1.3  # per pip of a gold field: any resource, the scarcest included
NEW_ISLAND = 1.0  # a settlement on an island the seat has none on: room to grow, a second harbour coast
# Scenario keys (``engine.rules.seafarers.options``) and the area kinds whose first settlement earns chits
_CHIT_KINDS = {
    "new_shores": ("small_island",),  # SEA-NS-2
    "four_islands": ("island",),  # SEA-4I-2: the foreign ones
    "through_the_desert": ("strip", "small_island"),  # SEA-TTD-3
    "fog_island": (),  # SEA-FOG-7
}


# Potentials of positions met before (``Sea._key``): ``hard``'s rollouts meet the same board many times
# (every sample starts from it; most moves of a turn leave the pieces where they stand). Read-only lists.
_POTENTIALS: dict[tuple[Any, ...], list[float]] = {}
_CACHE_SIZE = 512  # a search meets about 60 new positions; each entry is some kilobytes (a bot runs for days)


class Sea:
    """The Seafarers part of one seat's view."""

    def __init__(self, t: Table) -> None:
        fields: dict[str, Any] = t.view["seafarers"]
        self.fields = fields
        self.scenario: str = fields["scenario"]
        self.topo: geo.Topology = topology_for(t.board) if t.board is not None else t.topo
        n_edge = self.topo.N_EDGE
        self.ships = [-1] * n_edge
        for e, p in fields["ships"]:
            if 0 <= e < n_edge:
                self.ships[e] = p
        self.pirate: int = fields.get("pirate", -1)
        self.fog = frozenset(fields.get("fog", ()))
        self.kinds = self.topo.EDGE_KINDS
        self.land = self.topo.LAND_VERTICES_MASK
        self.ship_count = [0] * t.n
        for p in self.ships:
            if 0 <= p < t.n:
                self.ship_count[p] += 1
        self._areas: list[int] | None = None
        self._pot: list[float] | None = None
        self._islands: list[int] | None = None
        self._chits: frozenset[int] | None = None
        self._ends: list[int] | None = None
        self._mine: frozenset[int] | None = None

    # --- ships --------------------------------------------------------------------------------

    def ship_ends(self, seat: int) -> int:
        """The intersections at an end of ``seat``'s ships."""
        if self._ends is None:
            ends = [0] * (len(self.ship_count) + 1)
            verts = self.topo.EDGE_VERTEX_MASK
            for e, p in enumerate(self.ships):
                if 0 <= p < len(self.ship_count):
                    ends[p] |= verts[e]
            self._ends = ends
        return self._ends[seat] if 0 <= seat < len(self.ship_count) else 0

    def ships_left(self, seat: int) -> int:
        return MAX_SHIPS - self.ship_count[seat] if 0 <= seat < len(self.ship_count) else 0

    def sailable(self, t: Table, e: int) -> bool:
        """Whether a ship could stand on path ``e`` (SEA-GEO-4: coastal or sea, empty)."""
        return self.kinds[e] != geo.PATH_LAND and self.ships[e] < 0 and t.roads[e] < 0

    # --- areas and chits ------------------------------------------------------------------------

    def area_of(self, t: Table, v: int) -> int:
        """The scenario area a settlement on ``v`` counts for (SEA-TTD-2: a non-desert land hex of it), or -1."""
        if self._areas is None:
            out = [-1] * self.topo.N_VERTEX
            for area in self.fields.get("areas", ()):
                for h in area["hexes"]:
                    if h < len(t.terrain) and t.terrain[h] != 5:
                        for w in self.topo.HEX_VERTICES[h]:
                            out[w] = area["id"]
            self._areas = out
        return self._areas[v]

    def chit_areas(self, t: Table) -> frozenset[int]:
        """The areas whose first settlement would still earn the seat chits (SEA-NS-2, SEA-4I-2, SEA-TTD-3)."""
        if self._chits is None:
            self._chits = self._chit_areas(t)
        return self._chits

    def _chit_areas(self, t: Table) -> frozenset[int]:
        kinds = _CHIT_KINDS.get(self.scenario, ())
        seat = t.seat
        scored = set(self.fields.get("scored", [[]] * t.n)[seat])
        home = set(self.fields.get("home", [[]] * t.n)[seat])
        if self.scenario == "four_islands" and t.phase == "setup":
            # SEA-4I-1: the islands of one's set-up settlements become home
            home |= {self.area_of(t, v) for v in range(self.topo.N_VERTEX) if t.owner[v] == seat and t.building[v]}
        return frozenset(
            a["id"]
            for a in self.fields.get("areas", ())
            if a["kind"] in kinds and a["id"] not in scored and a["id"] not in home
        )

    def chits_per_area(self, t: Table) -> int:
        return int(t.view["options"].get("sea_svp_per_area", 2) or 2)

    def island_of(self, v: int) -> int:
        if self._islands is None:
            out = [-1] * self.topo.N_VERTEX
            for i, hexes in enumerate(self.fields.get("islands", ())):
                for h in hexes:
                    for w in self.topo.HEX_VERTICES[h]:
                        out[w] = i
            self._islands = out
        return self._islands[v]

    def my_islands(self, t: Table) -> frozenset[int]:
        """The islands the seat has a building on."""
        if self._mine is None:
            self._mine = frozenset(
                self.island_of(v) for v in range(self.topo.N_VERTEX) if t.owner[v] == t.seat and t.building[v]
            )
        return self._mine

    # --- the sailing potential ------------------------------------------------------------------

    def potential(self, t: Table, spot_value: Any) -> list[float]:
        """Per intersection, the discounted worth of the best target a chain of new ships reaches from it
        (``spot_value(v)``: an open spot's worth); intersections with another player's building pass
        nothing on (SEA-SHIP-2 (b))."""
        if self._pot is not None:
            return self._pot
        key = self._key(t)
        pot = _POTENTIALS.get(key)
        if pot is None:
            if len(_POTENTIALS) >= _CACHE_SIZE:
                _POTENTIALS.clear()
            pot = _POTENTIALS[key] = self._potential(t, spot_value)
        self._pot = pot
        return pot

    def _key(self, t: Table) -> tuple[Any, ...]:
        """Everything the potential reads: the seat and step, the board (terrain, numbers, robber,
        harbours), the pieces, the fog and the scenario's areas, islands and chits earned, so that the same
        position met again (by another rollout of ``hard``'s search, or a later move of the same turn)
        is looked up, not recomputed; a ``spot_value`` is the seat's, so the seat is in the key."""
        f = self.fields
        return (
            t.seat,
            t.phase,
            t.step,
            id(self.topo),
            repr(t.view["board"]),
            tuple(t.owner),
            tuple(t.building),
            tuple(t.roads),
            tuple(self.ships),
            self.fog,
            self.scenario,
            repr(f.get("areas")),
            repr(f.get("islands")),
            repr(f.get("scored")),
            repr(f.get("home")),
            t.view["options"].get("sea_svp_per_area"),
        )

    def _potential(self, t: Table, spot_value: Any) -> list[float]:
        topo = self.topo
        n = topo.N_VERTEX
        edges = [(a, b) for e, (a, b) in enumerate(topo.EDGE_VERTICES) if self.sailable(t, e)]
        # targets only where a ship can arrive (inland spots are for roads: ``normal.best_road``)
        shore = 0
        for a, b in edges:
            shore |= (1 << a) | (1 << b)
        open_land = t.open_spots() & self.land & shore
        pot = [0.0] * n
        blocked = [False] * n
        fog = self.fog
        for v in range(n):
            if not shore >> v & 1:
                continue
            if t.building[v] and t.owner[v] != t.seat:
                blocked[v] = True
                continue
            best = spot_value(v) if open_land >> v & 1 else 0.0
            if fog:
                fogged = sum(1 for h in topo.VERTEX_HEXES[v] if h in fog)
                if fogged:
                    best = max(best, FOG_TARGET * fogged)
            pot[v] = best
        for _ in range(REACH):
            changed = False
            for a, b in edges:
                if not blocked[b] and DECAY * pot[b] > pot[a]:
                    pot[a] = DECAY * pot[b]
                    changed = True
                if not blocked[a] and DECAY * pot[a] > pot[b]:
                    pot[b] = DECAY * pot[a]
                    changed = True
            if not changed:
                break
        return pot


def sea_of(t: Table) -> Sea:
    """The seat's ``Sea``, parsed once per ``Table``."""
    sea = t.__dict__.get("_sea")
    if sea is None:
        sea = t.__dict__["_sea"] = Sea(t)
    return sea


def gold_pips(t: Table, v: int) -> int:
    """Pips of the gold fields at ``v`` (the robber's hex counts zero)."""
    total = 0
    for h in t.topo.VERTEX_HEXES[v]:
        if h < len(t.terrain) and t.terrain[h] == GOLD and h != t.robber:
            total += PIPS.get(t.numbers[h], 0)
    return total


def is_fog(t: Table, h: int) -> bool:
    return h < len(t.terrain) and t.terrain[h] == FOG


def building_mult(kind: int) -> int:
    return 2 if kind == CITY else 1
