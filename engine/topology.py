"""Geometry of an island: hexes, intersections, paths and harbor spots (BOARD-GEO-*, SIX-GEO-*).

A ``Topology`` is built once per island shape and then only read; every board of that shape shares it
(``Board.topo``, and ``GameState.topo`` of every game on it). The standard 19-hex island is
``STANDARD``; a rule set with another island (the 30-hex island of 5-6 players) builds its own with the
same rules and registers it with ``register`` (boards are told apart by their number of land hexes).

Hexes, intersections and paths get dense integer ids (what the state stores) plus short human labels
(what the board image and the slash commands show):

* land hex ``h`` (order of BOARD-GEO-7 / SIX-GEO-2: row by row, left to right) has label ``"A"``,
  ``"B"``, ... (after ``"Z"``: ``"AA"``, ``"AB"``, ...);
* intersection ``v`` (zig-zag row order of BOARD-GEO-9) has label ``str(v + 1)``;
* path ``e`` (sorted by its two intersections) has label ``"a-b"`` with the two intersection labels,
  smaller first.

Neighbour lists are tuples and neighbour sets are int bitmasks: the legal-action code combines them
with ``&``/``|`` instead of looping, which is what keeps listing legal actions in the microseconds.

The module-level names (``N_VERTEX``, ``VERTEX_NEIGHBOUR_MASK``, ...) are the standard island's, for
code that only ever draws or plays that island; the engine reads a game's own (``state.topo``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

# BOARD-GEO-2, in the order E, NE, NW, W, SW, SE (D0..D5 of BOARD-VAR-4).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
# BOARD-VAR-4: the spiral's start corners, in the order of the ``spiral_corner`` option (0..5).
SPIRAL_CORNERS = ("E", "NE", "NW", "W", "SW", "SE")

Axial = tuple[int, int]
VertexKey = tuple[int, int, str]  # (q, r, "N" | "S"), BOARD-GEO-4
EdgeKey = tuple[int, int, str]  # (q, r, "NE" | "E" | "SE"), BOARD-GEO-5


def hex_distance(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def hex_corners(q: int, r: int) -> tuple[VertexKey, ...]:
    """Corners N, NE, SE, S, SW, NW of hex (q, r) as canonical keys (BOARD-GEO-3/4)."""
    return (
        (q, r, "N"),
        (q + 1, r - 1, "S"),
        (q, r + 1, "N"),
        (q, r, "S"),
        (q - 1, r + 1, "N"),
        (q, r - 1, "S"),
    )


_SIDE_CANON = {
    "NE": lambda q, r: (q, r, "NE"),
    "E": lambda q, r: (q, r, "E"),
    "SE": lambda q, r: (q, r, "SE"),
    "SW": lambda q, r: (q - 1, r + 1, "NE"),
    "W": lambda q, r: (q - 1, r, "E"),
    "NW": lambda q, r: (q, r - 1, "SE"),
}
# Side k joins corner k and corner k+1 (clockwise from N): NE, E, SE, SW, W, NW.
SIDE_NAMES = ("NE", "E", "SE", "SW", "W", "NW")


def vertex_hexes(key: VertexKey) -> tuple[Axial, Axial, Axial]:
    q, r, c = key
    if c == "N":
        return ((q, r), (q, r - 1), (q + 1, r - 1))
    return ((q, r), (q, r + 1), (q - 1, r + 1))


def vertex_xy(key: VertexKey) -> tuple[float, float]:
    """Screen position for hex size 1, y pointing down (BOARD-GEO-1)."""
    q, r, c = key
    x = math.sqrt(3) * (q + r / 2)
    y = 1.5 * r + (-1.0 if c == "N" else 1.0)
    return x, y


def hex_xy(q: int, r: int) -> tuple[float, float]:
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def hex_label(h: int) -> str:
    """"A".."Z", then "AA", "AB", ... (the 30-hex island has more hexes than letters)."""
    return chr(ord("A") + h) if h < 26 else "A" + chr(ord("A") + h - 26)


def _mask(indices: Sequence[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


class Topology:
    """The geometry of one island shape. Attribute names are those of the module-level constants."""

    __slots__ = (
        "ALL_EDGES_MASK", "ALL_VERTICES_MASK", "EDGE_HEXES", "EDGE_INDEX", "EDGE_KEYS", "EDGE_KEY_INDEX",
        "EDGE_LABELS", "EDGE_VERTEX_MASK", "EDGE_VERTICES", "HARBOR_EDGES", "HARBOR_SPOT_KEYS", "HARBOR_SPOT_SEA",
        "HEX_COORDS", "HEX_EDGES", "HEX_INDEX", "HEX_LABELS", "HEX_NEIGHBOURS", "HEX_VERTEX_MASK", "HEX_VERTICES",
        "N_EDGE", "N_HEX", "N_VERTEX", "SEA_RING", "VERTEX_EDGES", "VERTEX_EDGE_MASK", "VERTEX_HEXES",
        "VERTEX_INDEX", "VERTEX_KEYS", "VERTEX_LABELS", "VERTEX_NEIGHBOURS", "VERTEX_NEIGHBOUR_MASK",
        "VERTEX_STEPS", "_spiral", "name",
    )  # fmt: skip

    def __init__(
        self,
        name: str,
        land: Sequence[Axial],
        sea_ring: Sequence[Axial],
        harbor_spot_keys: Sequence[EdgeKey],
        harbor_spot_sea: Sequence[Axial],
        spiral: Callable[[Topology, int], tuple[Axial, ...]],
    ) -> None:
        self.name = name
        self._spiral = spiral
        self.HEX_COORDS = hexes = tuple(sorted(land, key=lambda c: (c[1], c[0])))
        self.N_HEX = n_hex = len(hexes)
        self.HEX_INDEX = hex_index = {c: i for i, c in enumerate(hexes)}
        self.HEX_LABELS = tuple(hex_label(h) for h in range(n_hex))

        keys = {k for q, r in hexes for k in hex_corners(q, r)}
        top = min(vertex_xy(k)[1] for k in keys)

        def order(k: VertexKey) -> tuple[int, float]:
            x, y = vertex_xy(k)
            # Vertex rows come in zig-zag pairs of y values 0.5 apart, 1.5 apart between rows.
            return (int((y - top) // 1.5 + 1e-9), round(x, 6))

        self.VERTEX_KEYS = vkeys = tuple(sorted(keys, key=order))
        self.N_VERTEX = n_vertex = len(vkeys)
        self.VERTEX_INDEX = vindex = {k: i for i, k in enumerate(vkeys)}
        self.VERTEX_LABELS = tuple(str(i + 1) for i in range(n_vertex))
        self.HEX_VERTICES = hex_vertices = tuple(tuple(vindex[k] for k in hex_corners(q, r)) for q, r in hexes)

        pairs = set()
        for corners in hex_vertices:
            for k in range(6):
                a, b = corners[k], corners[(k + 1) % 6]
                pairs.add((min(a, b), max(a, b)))
        self.EDGE_VERTICES = edge_vertices = tuple(sorted(pairs))
        self.N_EDGE = n_edge = len(edge_vertices)
        self.EDGE_INDEX = edge_index = {p: i for i, p in enumerate(edge_vertices)}
        self.EDGE_LABELS = tuple(f"{a + 1}-{b + 1}" for a, b in edge_vertices)
        ekeys: list[EdgeKey | None] = [None] * n_edge
        for h, (q, r) in enumerate(hexes):
            corners = hex_vertices[h]
            for k, side in enumerate(SIDE_NAMES):
                a, b = corners[k], corners[(k + 1) % 6]
                ekeys[edge_index[(min(a, b), max(a, b))]] = _SIDE_CANON[side](q, r)
        self.EDGE_KEYS = tuple(k for k in ekeys if k is not None)
        self.EDGE_KEY_INDEX = {k: i for i, k in enumerate(self.EDGE_KEYS)}

        self.VERTEX_EDGES = vedges = tuple(
            tuple(e for e, (a, b) in enumerate(edge_vertices) if v in (a, b)) for v in range(n_vertex)
        )
        self.VERTEX_NEIGHBOURS = vneigh = tuple(
            tuple(b if a == v else a for a, b in (edge_vertices[e] for e in vedges[v])) for v in range(n_vertex)
        )
        # per intersection: (path, intersection at its other end) for each path touching it (walks along roads)
        self.VERTEX_STEPS = tuple(tuple(zip(vedges[v], vneigh[v], strict=True)) for v in range(n_vertex))
        self.VERTEX_HEXES = tuple(tuple(hex_index[c] for c in vertex_hexes(k) if c in hex_index) for k in vkeys)
        self.HEX_EDGES = hex_edges = tuple(
            tuple(edge_index[(min(c[k], c[(k + 1) % 6]), max(c[k], c[(k + 1) % 6]))] for k in range(6))
            for c in hex_vertices
        )
        self.HEX_NEIGHBOURS = tuple(
            tuple(hex_index[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in hex_index)
            for q, r in hexes
        )
        self.EDGE_HEXES = tuple(tuple(h for h in range(n_hex) if e in hex_edges[h]) for e in range(n_edge))

        self.VERTEX_EDGE_MASK = tuple(_mask(es) for es in vedges)
        self.VERTEX_NEIGHBOUR_MASK = tuple(_mask(vs) for vs in vneigh)
        self.EDGE_VERTEX_MASK = tuple((1 << a) | (1 << b) for a, b in edge_vertices)
        self.HEX_VERTEX_MASK = tuple(_mask(vs) for vs in hex_vertices)  # the six corners of each hex
        self.ALL_VERTICES_MASK = (1 << n_vertex) - 1
        self.ALL_EDGES_MASK = (1 << n_edge) - 1

        self.SEA_RING = tuple(sea_ring)  # clockwise from the top-left corner sea hex
        self.HARBOR_SPOT_KEYS = tuple(harbor_spot_keys)  # spots S1.. as canonical path keys
        self.HARBOR_SPOT_SEA = tuple(harbor_spot_sea)
        self.HARBOR_EDGES = tuple(self.EDGE_KEY_INDEX[k] for k in harbor_spot_keys)

    def spiral_order(self, corner: int) -> tuple[int, ...]:
        """Hex indices in the order the lettered tokens are laid, from start corner ``corner`` (0..5, in
        the order of ``SPIRAL_CORNERS``)."""
        return tuple(self.HEX_INDEX[c] for c in self._spiral(self, corner))

    def parse_vertex(self, text: str) -> int | None:
        """Intersection id from its label ("12"), or None."""
        t = text.strip()
        if t.isdigit() and 1 <= int(t) <= self.N_VERTEX:
            return int(t) - 1
        return None

    def parse_edge(self, text: str) -> int | None:
        """Path id from a label such as "12-13" (either order, '-', ' ' or ',' between), or None."""
        t = text.strip().replace(",", "-").replace(" ", "-").replace("/", "-")
        parts = [p for p in t.split("-") if p]
        if len(parts) != 2:
            return None
        a, b = self.parse_vertex(parts[0]), self.parse_vertex(parts[1])
        if a is None or b is None:
            return None
        return self.EDGE_INDEX.get((min(a, b), max(a, b)))

    def parse_hex(self, text: str) -> int | None:
        """Land hex id from its letter label ("A".., any case), or None."""
        t = text.strip().upper()
        try:
            return self.HEX_LABELS.index(t)
        except ValueError:
            return None


def _standard_spiral(t: Topology, corner: int) -> tuple[Axial, ...]:
    """BOARD-VAR-4: the outer ring from the corner, the inner ring, the centre."""
    order: list[Axial] = []
    for j in range(6):
        dq, dr = DIRECTIONS[(corner + j) % 6]
        cq, cr = 2 * dq, 2 * dr
        order.append((cq, cr))
        sq, sr = DIRECTIONS[(corner + j + 2) % 6]
        order.append((cq + sq, cr + sr))
    for j in range(6):
        order.append(DIRECTIONS[(corner + j) % 6])
    order.append((0, 0))
    return tuple(order)


# BOARD-GEO-8: the sea ring clockwise from the top-left corner.
_STANDARD_SEA: tuple[Axial, ...] = (
    (0, -3), (1, -3), (2, -3), (3, -3), (3, -2), (3, -1), (3, 0), (2, 1), (1, 2),
    (0, 3), (-1, 3), (-2, 3), (-3, 3), (-3, 2), (-3, 1), (-3, 0), (-2, -1), (-1, -2),
)  # fmt: skip
# BOARD-GEO-11: the nine harbor spots S1..S9 as canonical path keys, and their sea hexes.
_STANDARD_HARBOR_KEYS: tuple[EdgeKey, ...] = (
    (1, -2, "NE"), (2, -1, "NE"), (2, 0, "E"), (1, 1, "SE"), (-1, 2, "SE"),
    (-3, 3, "NE"), (-3, 1, "E"), (-2, -1, "E"), (0, -3, "SE"),
)  # fmt: skip
_STANDARD_HARBOR_SEA: tuple[Axial, ...] = (
    (2, -3), (3, -2), (3, 0), (1, 2), (-1, 3), (-3, 3), (-3, 1), (-2, -1), (0, -3),
)  # fmt: skip

STANDARD = Topology(
    "standard",
    land=[(q, r) for r in range(-2, 3) for q in range(-2, 3) if hex_distance(q, r) <= 2],
    sea_ring=_STANDARD_SEA,
    harbor_spot_keys=_STANDARD_HARBOR_KEYS,
    harbor_spot_sea=_STANDARD_HARBOR_SEA,
    spiral=_standard_spiral,
)

# Island shapes by number of land hexes (a saved board names its shape by its size).
SHAPES: dict[int, Topology] = {STANDARD.N_HEX: STANDARD}
_ON_SHAPE: list[Callable[[Topology], None]] = []


def register(topo: Topology) -> Topology:
    """Make another island shape known (a rule set does, when its hooks load)."""
    known = SHAPES.get(topo.N_HEX)
    if known is not None:
        return known
    SHAPES[topo.N_HEX] = topo
    for listener in _ON_SHAPE:
        listener(topo)
    return topo


def on_shape(listener: Callable[[Topology], None]) -> None:
    """Call ``listener(topology)`` for every shape, known and to come (tables of pre-built actions per
    id grow to the largest island: ``engine.actions``)."""
    _ON_SHAPE.append(listener)
    for topo in list(SHAPES.values()):
        listener(topo)


def for_hex_count(n_hex: int) -> Topology | None:
    return SHAPES.get(n_hex)


# The standard island's names, for code that draws or plays only that island (rendering, ui, players,
# the 2-player variant). The engine's shared code reads ``state.topo`` instead.
N_HEX = STANDARD.N_HEX
N_VERTEX = STANDARD.N_VERTEX
N_EDGE = STANDARD.N_EDGE
HEX_COORDS = STANDARD.HEX_COORDS
HEX_INDEX = STANDARD.HEX_INDEX
HEX_LABELS = STANDARD.HEX_LABELS
VERTEX_KEYS = STANDARD.VERTEX_KEYS
VERTEX_INDEX = STANDARD.VERTEX_INDEX
VERTEX_LABELS = STANDARD.VERTEX_LABELS
HEX_VERTICES = STANDARD.HEX_VERTICES
EDGE_VERTICES = STANDARD.EDGE_VERTICES
EDGE_INDEX = STANDARD.EDGE_INDEX
EDGE_LABELS = STANDARD.EDGE_LABELS
EDGE_KEYS = STANDARD.EDGE_KEYS
EDGE_KEY_INDEX = STANDARD.EDGE_KEY_INDEX
VERTEX_EDGES = STANDARD.VERTEX_EDGES
VERTEX_NEIGHBOURS = STANDARD.VERTEX_NEIGHBOURS
VERTEX_STEPS = STANDARD.VERTEX_STEPS
VERTEX_HEXES = STANDARD.VERTEX_HEXES
HEX_EDGES = STANDARD.HEX_EDGES
HEX_NEIGHBOURS = STANDARD.HEX_NEIGHBOURS
EDGE_HEXES = STANDARD.EDGE_HEXES
VERTEX_EDGE_MASK = STANDARD.VERTEX_EDGE_MASK
VERTEX_NEIGHBOUR_MASK = STANDARD.VERTEX_NEIGHBOUR_MASK
EDGE_VERTEX_MASK = STANDARD.EDGE_VERTEX_MASK
HEX_VERTEX_MASK = STANDARD.HEX_VERTEX_MASK
ALL_VERTICES_MASK = STANDARD.ALL_VERTICES_MASK
ALL_EDGES_MASK = STANDARD.ALL_EDGES_MASK
SEA_RING = STANDARD.SEA_RING
HARBOR_SPOT_KEYS = STANDARD.HARBOR_SPOT_KEYS
HARBOR_SPOT_SEA = STANDARD.HARBOR_SPOT_SEA
HARBOR_EDGES = STANDARD.HARBOR_EDGES
spiral_order = STANDARD.spiral_order
parse_vertex = STANDARD.parse_vertex
parse_edge = STANDARD.parse_edge
parse_hex = STANDARD.parse_hex
