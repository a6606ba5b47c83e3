"""Geometry of a frame: hexes, intersections, paths and harbor spots (BOARD-GEO-*, SIX-GEO-*, SEA-GEO-1..7).

A ``Topology`` is built once per frame and then only read; every board on that frame shares it
(``Board.topo``, and ``GameState.topo`` of every game on it). A frame is a set of hexes, each land, sea
or a kind a rule set adds; the standard one (19 land hexes ringed by 18 sea hexes) is ``STANDARD``. A
map (``engine.maps``: frame, pieces and how they are dealt) names its frame; maps are found by name,
never by counting hexes.

Hexes, intersections and paths get dense integer ids (what the state stores) plus short human labels
(what the board image and the slash commands show). What touches land is numbered first, exactly as
an island of land hexes alone would be, so every id of every saved game keeps its meaning; the sea
paths and the intersections only sea touches follow (``Topology``, scope ``"frame"``):

* land hex ``h`` (order of BOARD-GEO-7 / SIX-GEO-2: row by row, left to right) has label ``"A"``,
  ``"B"``, ... (after ``"Z"``: ``"AA"``, ``"AB"``, ...); the frame's other hexes follow in ``FRAME_*``;
* intersection ``v`` (zig-zag row order of BOARD-GEO-9, land corners first) has label ``str(v + 1)``;
* path ``e`` (sorted by its two intersections, sides of land hexes first) has label ``"a-b"`` with the
  two intersection labels, smaller first.

Neighbour lists are tuples and neighbour sets are int bitmasks: the legal-action code combines them
with ``&``/``|`` instead of looping, which is what keeps listing legal actions in the microseconds.

The module-level names (``N_VERTEX``, ``VERTEX_NEIGHBOUR_MASK``, ...) are the standard island's, for
code that only ever draws or plays that island; the engine reads a game's own (``state.topo``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence

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


def _zigzag_order(keys: Iterable[VertexKey]) -> list[VertexKey]:
    """BOARD-GEO-9: intersections in zig-zag rows from the top, left to right in a row."""
    keys = list(keys)
    if not keys:
        return []
    top = min(vertex_xy(k)[1] for k in keys)

    def order(k: VertexKey) -> tuple[int, float]:
        x, y = vertex_xy(k)
        # Vertex rows come in zig-zag pairs of y values 0.5 apart, 1.5 apart between rows.
        return (int((y - top) // 1.5 + 1e-9), round(x, 6))

    return sorted(keys, key=order)


def _row_order(c: Axial) -> tuple[int, int]:
    """Hexes row by row from the top, left to right (BOARD-GEO-7)."""
    return c[1], c[0]


def side_hexes(key: EdgeKey) -> tuple[Axial, Axial]:
    """The two hexes on either side of path ``key`` (BOARD-GEO-5)."""
    q, r, side = key
    dq, dr = {"NE": (1, -1), "E": (1, 0), "SE": (0, 1)}[side]
    return (q, r), (q + dq, r + dr)


# What a hex of a frame is (SEA-GEO-3). A rule set may add kinds (fog, later) with ``register_hex_kind``;
# every kind but land counts as sea for the classification of paths (SEA-GEO-4).
LAND, SEA = "land", "sea"
HEX_KINDS: set[str] = {LAND, SEA}


def register_hex_kind(kind: str) -> None:
    HEX_KINDS.add(kind)


# Which paths and intersections a topology plays on (``Topology.scope``): those of the land hexes (roads
# and buildings: every rule set so far), or those of every hex of the frame (ships sail on sea paths).
SCOPE_LAND, SCOPE_FRAME = "land", "frame"
PATH_LAND, PATH_COAST, PATH_SEA = "land", "coast", "sea"  # SEA-GEO-4: between two land hexes, land/sea, two sea


class Topology:
    """The geometry of one frame: its hexes, and the intersections and paths a game plays on.

    A frame is a set of hexes, each land, sea, or a kind a rule set defines (``HEX_KINDS``). Its graph
    is built over *all* of them (every corner and every side, the rim's sides included, SEA-GEO-4), and
    numbered so that what touches land comes first, exactly as an island of land hexes alone numbers it:

    * hexes: the land hexes row by row (ids 0..N_HEX-1, what ``Board.terrain`` is indexed by), then the
      others row by row (``FRAME_*``);
    * intersections: those at a corner of a land hex in zig-zag rows (BOARD-GEO-9: 1-54 on the standard
      island), then the others in zig-zag rows;
    * paths: the sides of land hexes sorted by their two intersections (as before), then the others.

    ``scope`` says how much of that graph the game plays on: ``"land"`` (the land prefix: the ids, labels
    and tables every saved game of the base game, C&K, 2 players and 5-6 players uses) or ``"frame"``
    (all of it: sea paths and the intersections only sea touches, for a rule set that sails). Because
    the land part is a prefix, ``frame`` (the same frame at scope ``"frame"``) gives every id a land
    topology has the same meaning, so a sailing rule set can reach the whole graph without renumbering.
    Attribute names are those of the module-level constants.
    """

    __slots__ = (
        "ALL_EDGES_MASK", "ALL_VERTICES_MASK", "EDGE_HEXES", "EDGE_INDEX", "EDGE_KEYS", "EDGE_KEY_INDEX",
        "EDGE_KINDS", "EDGE_LABELS", "EDGE_SIDES", "EDGE_VERTEX_MASK", "EDGE_VERTICES", "FRAME_HEX_COORDS",
        "FRAME_HEX_INDEX", "FRAME_HEX_KINDS", "HARBOR_EDGES", "HARBOR_SPOT_KEYS", "HARBOR_SPOT_SEA", "HEX_COORDS",
        "HEX_EDGES", "HEX_INDEX", "HEX_LABELS", "HEX_NEIGHBOURS", "HEX_VERTEX_MASK", "HEX_VERTICES",
        "LAND_VERTICES_MASK", "N_EDGE", "N_HEX", "N_LAND_EDGE", "N_LAND_VERTEX", "N_VERTEX", "SEA_HEXES", "SEA_RING",
        "VERTEX_EDGES", "VERTEX_EDGE_MASK", "VERTEX_HEXES", "VERTEX_INDEX", "VERTEX_KEYS", "VERTEX_LABELS", "VERTEX_NEIGHBOURS",
        "VERTEX_NEIGHBOUR_MASK", "VERTEX_STEPS", "_frame", "_others", "_path_masks", "_spiral", "name", "scope",
    )  # fmt: skip

    def __init__(
        self,
        name: str,
        land: Sequence[Axial],
        sea: Sequence[Axial],
        harbor_spot_keys: Sequence[EdgeKey],
        spiral: Callable[[Topology, int], tuple[Axial, ...]],
        others: Mapping[Axial, str] | None = None,
        scope: str = SCOPE_LAND,
    ) -> None:
        self.name = name
        self.scope = scope
        self._spiral = spiral
        self._others = dict(others or {})
        self._frame: Topology | None = self if scope == SCOPE_FRAME else None
        self.HEX_COORDS = hexes = tuple(sorted(land, key=_row_order))
        self.N_HEX = n_hex = len(hexes)
        self.HEX_INDEX = hex_index = {c: i for i, c in enumerate(hexes)}
        self.HEX_LABELS = tuple(hex_label(h) for h in range(n_hex))
        kinds = {**{c: SEA for c in sea}, **self._others, **{c: LAND for c in hexes}}
        if len(kinds) != len(hexes) + len(sea) + len(self._others):
            raise ValueError(f"frame {name!r}: a hex is given twice")
        unknown = {k for k in kinds.values() if k not in HEX_KINDS}
        if unknown:
            raise ValueError(f"frame {name!r}: unknown hex kinds {sorted(unknown)}")
        self.FRAME_HEX_COORDS = (*hexes, *sorted((c for c in kinds if c not in hex_index), key=_row_order))
        self.FRAME_HEX_INDEX = frame_index = {c: i for i, c in enumerate(self.FRAME_HEX_COORDS)}
        self.FRAME_HEX_KINDS = tuple(kinds[c] for c in self.FRAME_HEX_COORDS)
        self.SEA_HEXES = self.SEA_RING = tuple(sea)  # in the order given: clockwise from the top left on a ring

        # Intersections: the corners of land hexes first (exactly the land island's order), then, at
        # scope "frame", the corners only other hexes have.
        if scope not in (SCOPE_LAND, SCOPE_FRAME):
            raise ValueError(f"unknown topology scope {scope!r}")
        played = self.FRAME_HEX_COORDS if scope == SCOPE_FRAME else hexes
        first = {k for q, r in hexes for k in hex_corners(q, r)}
        rest = {k for q, r in played for k in hex_corners(q, r)} - first
        self.VERTEX_KEYS = vkeys = (*_zigzag_order(first), *_zigzag_order(rest))
        self.N_VERTEX = n_vertex = len(vkeys)
        self.N_LAND_VERTEX = len(first)
        self.VERTEX_INDEX = vindex = {k: i for i, k in enumerate(vkeys)}
        self.VERTEX_LABELS = tuple(str(i + 1) for i in range(n_vertex))
        self.HEX_VERTICES = hex_vertices = tuple(tuple(vindex[k] for k in hex_corners(q, r)) for q, r in hexes)

        # Paths: the sides of land hexes (by their two ends), then, at scope "frame", the others.
        def sides(coords: Iterable[Axial]) -> dict[tuple[int, int], EdgeKey]:
            out: dict[tuple[int, int], EdgeKey] = {}
            for q, r in coords:
                corners = [vindex[k] for k in hex_corners(q, r)]
                for k, side in enumerate(SIDE_NAMES):
                    a, b = corners[k], corners[(k + 1) % 6]
                    out[(min(a, b), max(a, b))] = _SIDE_CANON[side](q, r)
            return out

        land_sides = sides(hexes)
        all_sides = {**sides(played), **land_sides}
        self.EDGE_VERTICES = edge_vertices = (
            *sorted(land_sides), *sorted(p for p in all_sides if p not in land_sides)
        )  # fmt: skip
        self.N_EDGE = n_edge = len(edge_vertices)
        self.N_LAND_EDGE = len(land_sides)
        self.EDGE_INDEX = edge_index = {p: i for i, p in enumerate(edge_vertices)}
        self.EDGE_LABELS = tuple(f"{a + 1}-{b + 1}" for a, b in edge_vertices)
        self.EDGE_KEYS = tuple(all_sides[p] for p in edge_vertices)
        self.EDGE_KEY_INDEX = {k: i for i, k in enumerate(self.EDGE_KEYS)}
        # per path: the frame hexes on its two sides (-1: outside the frame), and its kind (SEA-GEO-4)
        self.EDGE_SIDES = tuple(tuple(frame_index.get(c, -1) for c in side_hexes(k)) for k in self.EDGE_KEYS)
        self.EDGE_KINDS = tuple(
            (PATH_LAND, PATH_COAST, PATH_SEA)[2 - sum(h >= 0 and h < n_hex for h in pair)] for pair in self.EDGE_SIDES
        )

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
        # SEA-GEO-4: the intersections that touch land (where buildings stand); all of them at scope "land"
        self.LAND_VERTICES_MASK = (1 << self.N_LAND_VERTEX) - 1
        self._path_masks: dict[tuple[str, ...], int] = {}

        # Harbors lie on coastal paths (SEA-GEO-7): spots S1.. as canonical path keys; each faces the
        # hex on its non-land side (where the token is drawn).
        self.HARBOR_SPOT_KEYS = tuple(harbor_spot_keys)
        self.HARBOR_SPOT_SEA = tuple(self._harbor_sea(k) for k in harbor_spot_keys)
        self.HARBOR_EDGES = tuple(self.EDGE_KEY_INDEX[k] for k in harbor_spot_keys)

    def _harbor_sea(self, key: EdgeKey) -> Axial:
        a, b = side_hexes(key)
        if (a in self.HEX_INDEX) == (b in self.HEX_INDEX):
            raise ValueError(f"frame {self.name!r}: harbor {key} is not on a coastal path")
        return b if a in self.HEX_INDEX else a

    @property
    def frame(self) -> Topology:
        """The same frame at scope ``"frame"``: every path and intersection of it, sea ones included, with
        this topology's ids kept for what it has (they come first)."""
        if self._frame is None:
            self._frame = Topology(
                f"{self.name}:frame", self.HEX_COORDS, self.SEA_HEXES, self.HARBOR_SPOT_KEYS, self._spiral,
                self._others, SCOPE_FRAME,
            )  # fmt: skip
        return self._frame

    def paths_of(self, kinds: tuple[str, ...]) -> int:
        """Bitmask of the paths of these kinds (``PATH_LAND``, ``PATH_COAST``, ``PATH_SEA``): where a piece
        kind may stand (the rule sets' ``path_pieces``: roads on land and coastal paths)."""
        mask = self._path_masks.get(kinds)
        if mask is None:
            mask = self._path_masks[kinds] = _mask([e for e, kind in enumerate(self.EDGE_KINDS) if kind in kinds])
        return mask

    def hex_kind(self, coord: Axial) -> str | None:
        """"land", "sea" or a rule set's kind for a hex of the frame; None outside it."""
        i = self.FRAME_HEX_INDEX.get(coord)
        return None if i is None else self.FRAME_HEX_KINDS[i]

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
# BOARD-GEO-11: the nine harbor spots S1..S9 as canonical path keys (each faces a hex of the sea ring).
_STANDARD_HARBOR_KEYS: tuple[EdgeKey, ...] = (
    (1, -2, "NE"), (2, -1, "NE"), (2, 0, "E"), (1, 1, "SE"), (-1, 2, "SE"),
    (-3, 3, "NE"), (-3, 1, "E"), (-2, -1, "E"), (0, -3, "SE"),
)  # fmt: skip

# The frame of the standard island (BOARD-GEO-7/8): 19 land hexes in a ring of 18 sea hexes.
STANDARD = Topology(
    "standard",
    land=[(q, r) for r in range(-2, 3) for q in range(-2, 3) if hex_distance(q, r) <= 2],
    sea=_STANDARD_SEA,
    harbor_spot_keys=_STANDARD_HARBOR_KEYS,
    spiral=_standard_spiral,
)

# Frames by name. A map template (``engine.maps``) names its frame; several maps share one (the
# standard and the beginner map). Never looked up by size: a frame is what a map says it is.
FRAMES: dict[str, Topology] = {STANDARD.name: STANDARD}
_ON_SHAPE: list[Callable[[Topology], None]] = []


def register(topo: Topology) -> Topology:
    """Make another frame known (a rule set does, when it registers its maps); the first of a name wins."""
    known = FRAMES.get(topo.name)
    if known is not None:
        return known
    FRAMES[topo.name] = topo
    for listener in _ON_SHAPE:
        listener(topo)
    return topo


def on_shape(listener: Callable[[Topology], None]) -> None:
    """Call ``listener(topology)`` for every frame, known and to come (tables of pre-built actions per
    id grow to the largest one: ``engine.actions``)."""
    _ON_SHAPE.append(listener)
    for topo in list(FRAMES.values()):
        listener(topo)


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
SEA_HEXES = STANDARD.SEA_HEXES
HARBOR_SPOT_KEYS = STANDARD.HARBOR_SPOT_KEYS
HARBOR_SPOT_SEA = STANDARD.HARBOR_SPOT_SEA
HARBOR_EDGES = STANDARD.HARBOR_EDGES
spiral_order = STANDARD.spiral_order
parse_vertex = STANDARD.parse_vertex
parse_edge = STANDARD.parse_edge
parse_hex = STANDARD.parse_hex
