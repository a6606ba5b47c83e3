"""The geometry of the catanatron yardstick (``bench/catanatron_match.py``), checked without catanatron.

The bridge matches our intersections to catanatron's nodes through the corners of each hex, named in
catanatron's NodeRef order, and our axial hexes to its cube coordinates. These tests check that the
names mean the same places on the island (BOARD-GEO-1..11), so a wrong mapping cannot pass unnoticed
before the lockstep state check even starts.
"""

from __future__ import annotations

import math

from bench import catanatron_match as bridge
from engine import topology as topo

# Compass bearing (degrees clockwise from north, screen y down) of each corner name.
BEARING = {"NORTH": 0, "NORTHEAST": 60, "SOUTHEAST": 120, "SOUTH": 180, "SOUTHWEST": 240, "NORTHWEST": 300}


def _bearing(q: int, r: int, v: int) -> float:
    cx, cy = topo.hex_xy(q, r)
    x, y = topo.vertex_xy(topo.VERTEX_KEYS[v])
    return math.degrees(math.atan2(x - cx, -(y - cy))) % 360


def test_BOARD_GEO_4_corner_names_point_where_they_say() -> None:
    for h, (q, r) in enumerate(topo.HEX_COORDS):
        for v, name in zip(topo.HEX_VERTICES[h], bridge.NODE_REFS, strict=True):
            assert abs(_bearing(q, r, v) - BEARING[name]) < 1e-6 or abs(_bearing(q, r, v) - BEARING[name]) > 359


def test_BOARD_GEO_2_cube_coordinates_keep_the_neighbours() -> None:
    """Axial E is cube (1, -1, 0) and NE is (1, 0, -1), catanatron's unit vectors for those directions."""
    assert all(sum(bridge.cube(q, r)) == 0 for q, r in topo.HEX_COORDS)
    expected = {(1, 0): (1, -1, 0), (1, -1): (1, 0, -1), (0, -1): (0, 1, -1), (-1, 0): (-1, 1, 0),
                (-1, 1): (-1, 0, 1), (0, 1): (0, -1, 1)}  # fmt: skip
    for (dq, dr), vec in expected.items():
        assert tuple(bridge.cube(dq, dr)) == vec


def test_BOARD_GEO_11_every_harbour_is_two_neighbouring_corners_of_its_sea_hex() -> None:
    for spot, (q, r) in enumerate(topo.HARBOR_SPOT_SEA):
        corners = topo.hex_corners(q, r)
        a, b = topo.EDGE_VERTICES[topo.HARBOR_EDGES[spot]]
        i, j = sorted(corners.index(topo.VERTEX_KEYS[v]) for v in (a, b))
        assert j - i == 1 or (i, j) == (0, 5)
