"""Scenario areas (sections 9-10): where set-up settlements may stand (SEA-SETUP-3) and which first
settlements earn Catan chits (SEA-SVP-2, SEA-NS-2, SEA-4I-2, SEA-TTD-1..3).

Areas are fixed per map (the islands as dealt, SEA-GEO-6; Through the Desert's main area, strip and
small islands): area ``i`` is a set of land hex ids. An intersection is in area A iff it touches a
land hex of A, in Through the Desert a non-desert one (SEA-TTD-2); it is never in two (SEA-GEO-6;
Through the Desert: derived).
Fog Island's areas are its two face-up islands, for set-up only (SEA-FOG-7: no chits).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.constants import DESERT
from engine.maps import MapTemplate
from engine.rules.seafarers import geometry
from engine.rules.seafarers.mapdata import SEA_MAPS
from engine.rules.seafarers.options import FOUR_ISLANDS, NEW_SHORES, THROUGH_THE_DESERT

MAIN, SMALL_ISLAND, ISLAND, STRIP = "main", "small_island", "island", "strip"


@dataclass(frozen=True)
class Area:
    id: int
    kind: str  # MAIN (start area, no chits), SMALL_ISLAND / STRIP (chits), ISLAND (Four Islands, Fog Island)
    hexes: tuple[int, ...]  # land hex ids, canonical order

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "kind": self.kind, "hexes": list(self.hexes)}


@dataclass(frozen=True)
class Areas:
    areas: tuple[Area, ...]
    start: tuple[int, ...]  # ids of the areas set-up settlements may touch (SEA-SETUP-3)
    scoring: tuple[int, ...]  # ids of the areas whose first settlement earns chits (Four Islands: per seat)
    vertex_area: tuple[int, ...]  # per intersection: its area id, or -1
    start_mask: int  # intersections of the start areas (SEA-SETUP-3, SEA-AMB-27)


@cache
def areas_of(template: MapTemplate, terrain: tuple[int, ...]) -> Areas:
    """The areas of a map as dealt (``terrain``: the board's at the game's start, which decides which hexes
    are deserts on a shuffled map)."""
    m = SEA_MAPS[template.name]
    shape = template.topology
    islands = geometry.islands(shape)
    areas: list[Area] = []
    if m.scenario == THROUGH_THE_DESERT:
        strip = tuple(sorted(shape.HEX_INDEX[c] for c in m.strip))
        big = max(islands, key=len)
        main = tuple(h for h in big if h not in strip and terrain[h] != DESERT)
        areas.append(Area(0, MAIN, main))
        areas.append(Area(1, STRIP, strip))
        areas.extend(Area(len(areas), SMALL_ISLAND, i) for i in islands if i is not big)
    elif m.scenario == NEW_SHORES:
        big = max(islands, key=len)  # SEA-NS-1: the largest island is the main island
        areas.append(Area(0, MAIN, big))
        areas.extend(Area(len(areas), SMALL_ISLAND, i) for i in islands if i is not big)
    else:  # Four Islands (each island scores for those it is foreign to), Fog Island (no chits)
        areas.extend(Area(k, ISLAND, i) for k, i in enumerate(islands))
    if m.scenario in (NEW_SHORES, THROUGH_THE_DESERT):
        start = (0,)
        scoring = tuple(a.id for a in areas if a.kind != MAIN)
    else:
        start = tuple(a.id for a in areas)
        scoring = start if m.scenario == FOUR_ISLANDS else ()
    # SEA-TTD-1: deserts belong to no area there; elsewhere a desert is a hex of its island (SEA-SETUP-3)
    ttd = m.scenario == THROUGH_THE_DESERT
    hex_area = {h: a.id for a in areas for h in a.hexes if not (ttd and terrain[h] == DESERT)}
    vertex_area = []
    start_mask = 0
    for v, hexes in enumerate(shape.VERTEX_HEXES):
        ids = {hex_area[h] for h in hexes if h in hex_area}
        if len(ids) > 1:
            raise ValueError(f"map {m.name}: intersection {v} touches two areas")
        area = ids.pop() if ids else -1
        vertex_area.append(area)
        if area in start:
            start_mask |= 1 << v
    return Areas(tuple(areas), start, scoring, tuple(vertex_area), start_mask)
