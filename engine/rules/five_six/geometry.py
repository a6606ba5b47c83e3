"""The 30-hex island of 5-6 players (SIX-GEO-1..7) and its pieces (SIX-COMP-2/3): the map ``"five_six"``.

Built once when the rule set loads and registered with ``engine.maps`` (the rule set's declaration
names it), so a saved board of it is read like a standard one. Numbering follows the same rules as the standard
island (BOARD-GEO-7/9): hexes row by row, intersections in zig-zag rows, paths by their two ends.
"""

from __future__ import annotations

from engine import maps
from engine.maps import Kit
from engine.topology import Axial, EdgeKey, Topology

# SIX-GEO-2: rows of 3, 4, 5, 6, 5, 4, 3 land hexes; H00..H29 row by row, left to right.
LAND: tuple[Axial, ...] = (
    (0, -3), (1, -3), (2, -3),
    (-1, -2), (0, -2), (1, -2), (2, -2),
    (-2, -1), (-1, -1), (0, -1), (1, -1), (2, -1),
    (-3, 0), (-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0),
    (-3, 1), (-2, 1), (-1, 1), (0, 1), (1, 1),
    (-3, 2), (-2, 2), (-1, 2), (0, 2),
    (-3, 3), (-2, 3), (-1, 3),
)  # fmt: skip

# SIX-GEO-3: the 22 sea hexes clockwise from the top-left corner (positions 0..21).
SEA: tuple[Axial, ...] = (
    (0, -4), (1, -4), (2, -4), (3, -4), (3, -3), (3, -2), (3, -1), (3, 0), (2, 1), (1, 2), (0, 3),
    (-1, 4), (-2, 4), (-3, 4), (-4, 4), (-4, 3), (-4, 2), (-4, 1), (-4, 0), (-3, -1), (-2, -2), (-1, -3),
)  # fmt: skip

# SIX-GEO-6: harbor spots S1..S11 (canonical path keys) on the even sea positions.
HARBOR_KEYS: tuple[EdgeKey, ...] = (
    (0, -4, "SE"), (1, -3, "NE"), (2, -2, "NE"), (2, -1, "E"), (1, 1, "E"), (0, 2, "SE"),
    (-2, 3, "SE"), (-4, 4, "NE"), (-4, 2, "NE"), (-4, 0, "E"), (-2, -2, "SE"),
)  # fmt: skip
HARBOR_SEA: tuple[Axial, ...] = tuple(SEA[i] for i in range(0, 22, 2))  # the hexes they face

# SIX-GEO-7: the spiral's three rings, counterclockwise, and where each corner enters them.
OUTER: tuple[Axial, ...] = (
    (0, -3), (-1, -2), (-2, -1), (-3, 0), (-3, 1), (-3, 2), (-3, 3), (-2, 3),
    (-1, 3), (0, 2), (1, 1), (2, 0), (2, -1), (2, -2), (2, -3), (1, -3),
)  # fmt: skip
MIDDLE: tuple[Axial, ...] = ((0, -2), (-1, -1), (-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 1), (1, 0), (1, -1), (1, -2))
INNER: tuple[Axial, ...] = ((0, -1), (-1, 0), (-1, 1), (0, 0))
# corner name -> (outer start, middle start, inner start), ring indices
CORNER_STARTS: dict[str, tuple[int, int, int]] = {
    "NW": (0, 0, 0), "W": (3, 2, 1), "SW": (6, 4, 2), "SE": (8, 5, 2), "E": (11, 7, 3), "NE": (14, 9, 0),
}  # fmt: skip
# the ``spiral_corner`` option's order (engine.topology.SPIRAL_CORNERS)
CORNERS = ("E", "NE", "NW", "W", "SW", "SE")


def _spiral(shape: Topology, corner: int) -> tuple[Axial, ...]:
    """SIX-VAR-3: the outer ring from the corner's outer start, then the middle and the inner ring."""
    starts = CORNER_STARTS[CORNERS[corner]]
    out: list[Axial] = []
    for ring, start in zip((OUTER, MIDDLE, INNER), starts, strict=True):
        out.extend(ring[(start + i) % len(ring)] for i in range(len(ring)))
    return tuple(out)


LARGE = Topology("five_six", LAND, SEA, HARBOR_KEYS, _spiral)

# SIX-COMP-2 (terrain ids: hills 0, forest 1, mountains 2, fields 3, pasture 4, desert 5).
TERRAIN_TILES: tuple[int, ...] = (0,) * 5 + (1,) * 6 + (2,) * 5 + (3,) * 6 + (4,) * 6 + (5,) * 2
# SIX-COMP-2 / SIX-AMB-7: 5 generic 3:1 (5), 2 wool (4), one each of brick, lumber, ore, grain.
HARBOR_PIECES: tuple[int, ...] = (0, 1, 2, 3, 4, 4, 5, 5, 5, 5, 5)
# SIX-COMP-3 / SIX-AMB-5: the values of the letters A..Y, Za, Zb, Zc, in letter order.
TOKEN_LETTERS: tuple[str, ...] = (*"ABCDEFGHIJKLMNOPQRSTUVWXY", "Za", "Zb", "Zc")
TOKENS: tuple[int, ...] = (2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6)

KIT = Kit(TERRAIN_TILES, TOKENS, HARBOR_PIECES)
MAP = maps.register(maps.MapTemplate("five_six", LARGE, KIT, "five_six"))
