"""Seafarers on the board picture (``rendering.rulesets.BoardLayer``): ships on their paths and the
pirate in its sea hex, drawn under the buildings (as roads are: a building at a path's end covers a
ship's tip, never the reverse), from ``view["seafarers"]`` only."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from rendering import palette as pal
from rendering.board import seat_fill
from rendering.geometry import BoardGeometry
from rendering.rules.seafarers import sprites as sea_sprites
from rendering.rulesets import BoardLayer, PlacedPiece

# Where the pirate may stand in its hex (hex sizes from the centre, the centre first), and how much room
# it and what it must keep clear of take (radii in hex sizes): the harbor tokens in the hex, and the
# ships on its sides.
PIRATE_SPOTS: tuple[tuple[float, float], ...] = (
    (0.0, 0.0), *((0.42 * math.cos(math.radians(a)), 0.42 * math.sin(math.radians(a))) for a in range(0, 360, 60)),
)  # fmt: skip
PIRATE_RADIUS = 0.38
HARBOR_ROOM = 0.38
SHIP_ROOM = 0.28
def ships(g: BoardGeometry, view: dict[str, Any], colours: Sequence[pal.RGB]) -> list[PlacedPiece]:
    """Every ship, on its path's middle."""
    s = g.size
    out = []
    for path, seat in view.get("seafarers", {}).get("ships", ()):
        if 0 <= path < g.topo.N_EDGE:
            out.append(PlacedPiece(sea_sprites.ship(seat_fill(colours, seat), s), g.edges[path]))
    return out


def pirate_spot(g: BoardGeometry, view: dict[str, Any], h: int) -> tuple[float, float]:
    """The pirate's place in hex ``h``: the first of ``PIRATE_SPOTS`` that overlaps the least with the
    harbor tokens and ships around it (the centre when nothing is near)."""
    cx, cy = g.hexes[h]
    s = g.size
    near = [(x, y, HARBOR_ROOM) for x, y in g.harbors if math.hypot(x - cx, y - cy) < 1.2 * s]
    for path, _seat in view.get("seafarers", {}).get("ships", ()):
        if 0 <= path < g.topo.N_EDGE:
            x, y = g.edges[path]
            if math.hypot(x - cx, y - cy) < 1.2 * s:
                near.append((x, y, SHIP_ROOM))

    def crowding(spot: tuple[float, float]) -> float:
        px, py = cx + spot[0] * s, cy + spot[1] * s
        return sum(max(0.0, (room + PIRATE_RADIUS) * s - math.hypot(x - px, y - py)) for x, y, room in near)

    best = min(PIRATE_SPOTS, key=crowding)  # min keeps the first of equals: the centre
    return cx + best[0] * s, cy + best[1] * s


def pirate(g: BoardGeometry, view: dict[str, Any], colours: Sequence[pal.RGB]) -> list[PlacedPiece]:
    h = view.get("seafarers", {}).get("pirate")
    if h is None or not 0 <= h < len(g.hexes):
        return []
    return [PlacedPiece(sea_sprites.pirate(g.size), pirate_spot(g, view, h), hex=h)]


LAYERS: tuple[BoardLayer, ...] = (BoardLayer("under_pieces", pieces=ships), BoardLayer("under_pieces", pieces=pirate))
