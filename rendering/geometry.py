"""Pixel geometry of the board image: where each hex, intersection, path and harbor is drawn.

Everything derives from the map's ``engine.topology.Topology`` (axial pointy-top coordinates at
hex size 1), scaled by the hex size and shifted so that the land *and its harbors* are centred (a map
whose graph spans its whole frame, sea paths included, is laid out around every hex of the frame):
harbors stick out further on the east than on the west, so centring the land alone would waste width
on one side. Every island is drawn ``IMAGE_WIDTH`` wide (what a phone scales to its screen width):
the standard island at ``HEX_SIZE``, a wider one (the 30-hex island of 5-6 players) at the largest
hex size that fits (``hex_size_for``).

Tests use these positions to check colours at spots; the renderer uses them to draw. A geometry can
be scaled (``scaled``) for supersampled drawing, which is how shapes get smooth edges.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine import topology as topo
from engine.plugins import topology_of_view

Point = tuple[float, float]

SQRT3 = math.sqrt(3)

HEX_SIZE = 120  # circumradius of a land hex in the full-size image, px
BOARD_MARGIN = 24  # sea between the outermost harbor token and the image edge, px
IMAGE_WIDTH = 1200

# Harbor tokens sit this fraction of the way from the coast (middle of the harbor path) towards the
# centre of the sea hex, leaving open water between coast and token for the two piers.
HARBOR_OFFSET = 0.62
HARBOR_RADIUS = 0.36  # in hex sizes
TOKEN_RADIUS = 0.37  # number token radius, in hex sizes
# An island drawn with smaller hexes than ``HEX_SIZE`` keeps its labels (intersection numbers, the
# decision labels of intersections and hexes) as large in pixels as the standard board's, up to this
# factor of their size relative to the hex: what the room between two intersections allows.
LABEL_GROWTH = 1.2


@dataclass(frozen=True)
class BoardGeometry:
    """Pixel positions on the board area (the top part of the board image)."""

    topo: topo.Topology  # the island drawn
    size: float  # hex circumradius, px
    label_unit: float  # px per hex size for the sizes of labels (``size`` but on a smaller-drawn island)
    width: int
    height: int
    centre: Point  # pixel position of the middle of the island
    # hex centres by hex id: the land hexes, then (a topology that plays on its whole frame) the frame's
    # other hexes by frame index (``Topology.FRAME_HEX_COORDS``), where a rule set's pieces may stand
    hexes: tuple[Point, ...]
    vertices: tuple[Point, ...]  # intersections, by vertex id
    edges: tuple[Point, ...]  # path midpoints, by edge id
    harbors: tuple[Point, ...]  # harbor token centres, by harbor spot (0..8 on the standard island)
    sea_corners: tuple[tuple[float, float, float, float], ...]  # free sea rectangles: TL, TR, BL, BR

    def hex_corners(self, h: int, scale: float = 1.0) -> list[Point]:
        """Corners N, NE, SE, S, SW, NW of hex ``h``; ``scale`` shrinks or grows it about its centre."""
        cx, cy = self.hexes[h]
        r = self.size * scale
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in _CORNER_ANGLES]

    def edge_ends(self, e: int) -> tuple[Point, Point]:
        a, b = self.topo.EDGE_VERTICES[e]
        return self.vertices[a], self.vertices[b]

    def harbor_ends(self, spot: int) -> tuple[Point, Point]:
        return self.edge_ends(self.topo.HARBOR_EDGES[spot])

    def scaled(self, k: float) -> BoardGeometry:
        """The same layout with every length multiplied by ``k`` (for drawing at k times the size)."""

        def p(pt: Point) -> Point:
            return (pt[0] * k, pt[1] * k)

        return BoardGeometry(
            topo=self.topo,
            size=self.size * k,
            label_unit=self.label_unit * k,
            width=round(self.width * k),
            height=round(self.height * k),
            centre=p(self.centre),
            hexes=tuple(map(p, self.hexes)),
            vertices=tuple(map(p, self.vertices)),
            edges=tuple(map(p, self.edges)),
            harbors=tuple(map(p, self.harbors)),
            sea_corners=tuple((a * k, b * k, c * k, d * k) for a, b, c, d in self.sea_corners),
        )


_CORNER_ANGLES = (-90.0, -30.0, 30.0, 90.0, 150.0, 210.0)


def _unit_harbor(shape: topo.Topology, spot: int) -> Point:
    a, b = shape.EDGE_VERTICES[shape.HARBOR_EDGES[spot]]
    ax, ay = topo.vertex_xy(shape.VERTEX_KEYS[a])
    bx, by = topo.vertex_xy(shape.VERTEX_KEYS[b])
    mx, my = (ax + bx) / 2, (ay + by) / 2
    sx, sy = topo.hex_xy(*shape.HARBOR_SPOT_SEA[spot])
    return (mx + HARBOR_OFFSET * (sx - mx), my + HARBOR_OFFSET * (sy - my))


def _extent_hexes(shape: topo.Topology) -> tuple[tuple[int, int], ...]:
    """The hexes the image must show: the land, or (a topology that plays on its whole frame, where
    ships sail on sea paths) every hex of the frame, so that the rim's paths are in the picture."""
    return shape.HEX_COORDS if shape.scope == topo.SCOPE_LAND else shape.FRAME_HEX_COORDS


def _frame_rest(shape: topo.Topology) -> tuple[tuple[int, int], ...]:
    """The frame's hexes after the land, in frame index order; none on a land-scoped topology."""
    return () if shape.scope == topo.SCOPE_LAND else shape.FRAME_HEX_COORDS[len(shape.HEX_COORDS) :]


def _unit_extent(shape: topo.Topology) -> tuple[list[Point], list[Point], tuple[float, float, float, float]]:
    """Hex centres and harbor tokens at hex size 1, and the box (min x, max x, min y, max y) around
    the hexes shown and the harbor tokens."""
    unit_hexes = [topo.hex_xy(q, r) for q, r in shape.HEX_COORDS]
    unit_harbors = [_unit_harbor(shape, i) for i in range(len(shape.HARBOR_EDGES))]
    shown = unit_hexes if shape.scope == topo.SCOPE_LAND else [topo.hex_xy(q, r) for q, r in _extent_hexes(shape)]
    half_w, half_h = SQRT3 / 2, 1.0
    xs = [x - half_w for x, _ in shown] + [x + half_w for x, _ in shown]
    ys = [y - half_h for _, y in shown] + [y + half_h for _, y in shown]
    xs += [x - HARBOR_RADIUS for x, _ in unit_harbors] + [x + HARBOR_RADIUS for x, _ in unit_harbors]
    ys += [y - HARBOR_RADIUS for _, y in unit_harbors] + [y + HARBOR_RADIUS for _, y in unit_harbors]
    return unit_hexes, unit_harbors, (min(xs), max(xs), min(ys), max(ys))


def hex_size_for(shape: topo.Topology, width: int = IMAGE_WIDTH, margin: float = BOARD_MARGIN) -> float:
    """The hex size of ``shape`` in a ``width``-wide image: ``HEX_SIZE`` where the island fits (the
    standard island), else the largest whole pixel size at which land and harbors fit between margins."""
    _hexes, _harbors, (min_x, max_x, _min_y, _max_y) = _unit_extent(shape)
    fits = math.floor((width - 2 * margin) / (max_x - min_x))
    return HEX_SIZE if fits >= HEX_SIZE else fits


def make_geometry(size: float = HEX_SIZE, width: int = IMAGE_WIDTH, margin: float = BOARD_MARGIN,
                  shape: topo.Topology = topo.STANDARD) -> BoardGeometry:  # fmt: skip
    """Lay the island out in a ``width``-wide area; the height follows from the island's shape."""
    unit_hexes, unit_harbors, (min_x, max_x, min_y, max_y) = _unit_extent(shape)
    height = math.ceil((max_y - min_y) * size + 2 * margin)
    ox = width / 2 - (min_x + max_x) / 2 * size
    oy = margin - min_y * size

    def px(pt: Point) -> Point:
        return (ox + pt[0] * size, oy + pt[1] * size)

    vertices = tuple(px(topo.vertex_xy(k)) for k in shape.VERTEX_KEYS)
    edges = tuple(
        ((vertices[a][0] + vertices[b][0]) / 2, (vertices[a][1] + vertices[b][1]) / 2) for a, b in shape.EDGE_VERTICES
    )
    harbors = tuple(px(h) for h in unit_harbors)
    frame_rest = [topo.hex_xy(q, r) for q, r in _frame_rest(shape)]
    return BoardGeometry(
        topo=shape,
        size=size,
        label_unit=size if size >= HEX_SIZE else min(HEX_SIZE, size * LABEL_GROWTH),
        width=width,
        height=height,
        centre=(ox, oy),
        hexes=tuple(px(h) for h in (*unit_hexes, *frame_rest)),
        vertices=vertices,
        edges=edges,
        harbors=harbors,
        # clear of every hex shown: on a frame where ships sail, its sea hexes too
        sea_corners=_sea_corners(width, height, size, margin, (ox, oy), harbors, unit_hexes + frame_rest),
    )


def _sea_corners(
    width: int, height: int, size: float, margin: float, centre: Point, harbors: tuple[Point, ...],
    unit_hexes: list[Point],
) -> tuple[tuple[float, float, float, float], ...]:  # fmt: skip
    """The four open-sea rectangles in the image corners (dice, C&K barbarian track, ...), for any map.

    The top rectangles run from the top edge down to where the second row of land begins (the top row's
    hexes are the only land beside them), the bottom ones likewise from the bottom edge up to where the
    second row from the bottom ends. Sideways each stops at the land in its band (the outermost hex on
    its side, whichever island it belongs to) and at harbor tokens there. A map with land against the
    image edge gets an empty rectangle (zero width), never one over land. On one island ringed by sea
    (the standard and the 30-hex island) the band's land is exactly the top or bottom row.
    """
    ox, oy = centre
    gap = margin / 2
    rows = sorted({y for _x, y in unit_hexes})
    second, second_last = (rows[1], rows[-2]) if len(rows) > 1 else (rows[0] + 3.0, rows[0] - 3.0)

    def band_span(y0: float, y1: float) -> tuple[float, float]:
        """Centre x (px) and half-width (px, plus the gap) of the land hexes reaching into the band of
        pixel rows y0..y1."""
        xs = [x for x, y in unit_hexes if oy + (y - 1.0) * size < y1 and oy + (y + 1.0) * size > y0]
        half = (max(xs) - min(xs)) / 2 + SQRT3 / 2
        return ox + (max(xs) + min(xs)) / 2 * size, half * size + gap

    top = (gap, oy + (second - 1.0) * size - gap)  # down to the top corner of the second row
    bottom = (oy + (second_last + 1.0) * size + gap, height - gap)
    clear = HARBOR_RADIUS * size + gap

    def left_limit(y0: float, y1: float, mid: float, land_half: float) -> float:
        near = [x - clear for x, y in harbors if x < mid and y0 - clear < y < y1 + clear]
        return max(gap, min([mid - land_half, *near]))

    def right_limit(y0: float, y1: float, mid: float, land_half: float) -> float:
        near = [x + clear for x, y in harbors if x > mid and y0 - clear < y < y1 + clear]
        return min(width - gap, max([mid + land_half, *near]))

    top_land, bottom_land = band_span(*top), band_span(*bottom)
    return (
        (gap, top[0], left_limit(*top, *top_land), top[1]),
        (right_limit(*top, *top_land), top[0], width - gap, top[1]),
        (gap, bottom[0], left_limit(*bottom, *bottom_land), bottom[1]),
        (right_limit(*bottom, *bottom_land), bottom[0], width - gap, bottom[1]),
    )


@lru_cache(maxsize=8)
def board_geometry(size: float | None = None, width: int = IMAGE_WIDTH,
                   shape: topo.Topology = topo.STANDARD) -> BoardGeometry:  # fmt: skip
    """The shared geometry of the full-size board image of ``shape`` (read-only); the hex size is
    ``hex_size_for(shape, width)`` unless given."""
    return make_geometry(hex_size_for(shape, width) if size is None else size, width, shape=shape)


def edge_angle(e: int, shape: topo.Topology = topo.STANDARD) -> float:
    """Direction of path ``e`` in screen degrees (y down): 90 for a vertical side, +-30 for slanted ones."""
    a, b = shape.EDGE_VERTICES[e]
    ax, ay = topo.vertex_xy(shape.VERTEX_KEYS[a])
    bx, by = topo.vertex_xy(shape.VERTEX_KEYS[b])
    angle = math.degrees(math.atan2(by - ay, bx - ax))
    # A path has no direction: fold into (-90, 90] so the three orientations get one sprite each.
    if angle <= -90:
        angle += 180
    elif angle > 90:
        angle -= 180
    return round(angle)


def view_geometry(view: Mapping[str, Any]) -> BoardGeometry:
    """The geometry of the board image of ``view``: its island's (``engine.plugins.topology_of_view``)."""
    return board_geometry(shape=topology_of_view(view))
