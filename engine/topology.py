"""Geometry of the standard 19-hex island (BOARD-GEO-*).

Everything here is computed once at import time and then only read. Hexes, intersections and paths get
dense integer ids (what the state stores) plus short human labels (what the board image and the slash
commands show):

* land hex ``h`` (0..18, order of BOARD-GEO-7: H00..H18) has label ``"A"``..``"S"``;
* intersection ``v`` (0..53, zig-zag row order of BOARD-GEO-9) has label ``str(v + 1)``;
* path ``e`` (0..71, sorted by its two intersections) has label ``"a-b"`` with the two intersection
  labels, smaller first.

Neighbour lists are tuples and neighbour sets are int bitmasks: the legal-action code combines them
with ``&``/``|`` instead of looping, which is what keeps listing legal actions in the microseconds.
"""

from __future__ import annotations

import math

N_HEX = 19
N_VERTEX = 54
N_EDGE = 72

# BOARD-GEO-2, in the order E, NE, NW, W, SW, SE (D0..D5 of BOARD-VAR-4).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

Axial = tuple[int, int]
VertexKey = tuple[int, int, str]  # (q, r, "N" | "S"), BOARD-GEO-4
EdgeKey = tuple[int, int, str]  # (q, r, "NE" | "E" | "SE"), BOARD-GEO-5


def hex_distance(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def _land_hexes() -> tuple[Axial, ...]:
    cells = [(q, r) for r in range(-2, 3) for q in range(-2, 3) if hex_distance(q, r) <= 2]
    return tuple(sorted(cells, key=lambda c: (c[1], c[0])))


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


HEX_COORDS: tuple[Axial, ...] = _land_hexes()
HEX_INDEX: dict[Axial, int] = {c: i for i, c in enumerate(HEX_COORDS)}
HEX_LABELS: tuple[str, ...] = tuple(chr(ord("A") + i) for i in range(N_HEX))


def _vertices() -> tuple[VertexKey, ...]:
    keys = {k for q, r in HEX_COORDS for k in hex_corners(q, r)}

    def order(k: VertexKey) -> tuple[int, float]:
        x, y = vertex_xy(k)
        # Vertex rows come in zig-zag pairs of y values 0.5 apart, 1.5 apart between rows.
        return (int((y + 4.0) // 1.5 + 1e-9), round(x, 6))

    return tuple(sorted(keys, key=order))


VERTEX_KEYS: tuple[VertexKey, ...] = _vertices()
VERTEX_INDEX: dict[VertexKey, int] = {k: i for i, k in enumerate(VERTEX_KEYS)}
VERTEX_LABELS: tuple[str, ...] = tuple(str(i + 1) for i in range(N_VERTEX))

HEX_VERTICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(VERTEX_INDEX[k] for k in hex_corners(q, r)) for q, r in HEX_COORDS
)


def _edges() -> tuple[tuple[int, int], ...]:
    pairs = set()
    for corners in HEX_VERTICES:
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            pairs.add((min(a, b), max(a, b)))
    return tuple(sorted(pairs))


EDGE_VERTICES: tuple[tuple[int, int], ...] = _edges()
EDGE_INDEX: dict[tuple[int, int], int] = {p: i for i, p in enumerate(EDGE_VERTICES)}
EDGE_LABELS: tuple[str, ...] = tuple(f"{a + 1}-{b + 1}" for a, b in EDGE_VERTICES)


def _edge_keys() -> tuple[EdgeKey, ...]:
    keys: list[EdgeKey | None] = [None] * N_EDGE
    for h, (q, r) in enumerate(HEX_COORDS):
        corners = HEX_VERTICES[h]
        for k, side in enumerate(SIDE_NAMES):
            a, b = corners[k], corners[(k + 1) % 6]
            keys[EDGE_INDEX[(min(a, b), max(a, b))]] = _SIDE_CANON[side](q, r)
    return tuple(k for k in keys if k is not None)


EDGE_KEYS: tuple[EdgeKey, ...] = _edge_keys()
EDGE_KEY_INDEX: dict[EdgeKey, int] = {k: i for i, k in enumerate(EDGE_KEYS)}

VERTEX_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e, (a, b) in enumerate(EDGE_VERTICES) if v in (a, b)) for v in range(N_VERTEX)
)
VERTEX_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(b if a == v else a for a, b in (EDGE_VERTICES[e] for e in VERTEX_EDGES[v])) for v in range(N_VERTEX)
)
# per intersection: (path, intersection at its other end) for each path touching it (walks along roads)
VERTEX_STEPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(zip(VERTEX_EDGES[v], VERTEX_NEIGHBOURS[v], strict=True)) for v in range(N_VERTEX)
)
VERTEX_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(HEX_INDEX[c] for c in vertex_hexes(k) if c in HEX_INDEX) for k in VERTEX_KEYS
)
HEX_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(EDGE_INDEX[(min(c[k], c[(k + 1) % 6]), max(c[k], c[(k + 1) % 6]))] for k in range(6)) for c in HEX_VERTICES
)
HEX_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(HEX_INDEX[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in HEX_INDEX) for q, r in HEX_COORDS
)
EDGE_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(h for h in range(N_HEX) if e in HEX_EDGES[h]) for e in range(N_EDGE)
)


def _mask(indices: tuple[int, ...] | list[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


VERTEX_EDGE_MASK: tuple[int, ...] = tuple(_mask(es) for es in VERTEX_EDGES)
VERTEX_NEIGHBOUR_MASK: tuple[int, ...] = tuple(_mask(vs) for vs in VERTEX_NEIGHBOURS)
EDGE_VERTEX_MASK: tuple[int, ...] = tuple((1 << a) | (1 << b) for a, b in EDGE_VERTICES)
HEX_VERTEX_MASK: tuple[int, ...] = tuple(_mask(vs) for vs in HEX_VERTICES)  # the six corners of each hex
ALL_VERTICES_MASK = (1 << N_VERTEX) - 1
ALL_EDGES_MASK = (1 << N_EDGE) - 1

# BOARD-GEO-8: the sea ring clockwise from the top-left corner.
SEA_RING: tuple[Axial, ...] = (
    (0, -3), (1, -3), (2, -3), (3, -3), (3, -2), (3, -1), (3, 0), (2, 1), (1, 2),
    (0, 3), (-1, 3), (-2, 3), (-3, 3), (-3, 2), (-3, 1), (-3, 0), (-2, -1), (-1, -2),
)  # fmt: skip

# BOARD-GEO-11: the nine harbor spots S1..S9 as canonical path keys.
HARBOR_SPOT_KEYS: tuple[EdgeKey, ...] = (
    (1, -2, "NE"), (2, -1, "NE"), (2, 0, "E"), (1, 1, "SE"), (-1, 2, "SE"),
    (-3, 3, "NE"), (-3, 1, "E"), (-2, -1, "E"), (0, -3, "SE"),
)  # fmt: skip
HARBOR_SPOT_SEA: tuple[Axial, ...] = (
    (2, -3), (3, -2), (3, 0), (1, 2), (-1, 3), (-3, 3), (-3, 1), (-2, -1), (0, -3),
)  # fmt: skip
HARBOR_EDGES: tuple[int, ...] = tuple(EDGE_KEY_INDEX[k] for k in HARBOR_SPOT_KEYS)

# BOARD-VAR-4: corner hexes E, NE, NW, W, SW, SE are 2·D0 .. 2·D5.
SPIRAL_CORNERS = ("E", "NE", "NW", "W", "SW", "SE")


def spiral_order(corner: int) -> tuple[int, ...]:
    """Hex indices in the order the lettered tokens are laid, starting at corner ``corner`` (0..5)."""
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
    return tuple(HEX_INDEX[c] for c in order)


def parse_vertex(text: str) -> int | None:
    """Intersection id from its label ("12"), or None."""
    t = text.strip()
    if t.isdigit() and 1 <= int(t) <= N_VERTEX:
        return int(t) - 1
    return None


def parse_edge(text: str) -> int | None:
    """Path id from a label such as "12-13" (either order, '-', ' ' or ',' between), or None."""
    t = text.strip().replace(",", "-").replace(" ", "-").replace("/", "-")
    parts = [p for p in t.split("-") if p]
    if len(parts) != 2:
        return None
    a, b = parse_vertex(parts[0]), parse_vertex(parts[1])
    if a is None or b is None:
        return None
    return EDGE_INDEX.get((min(a, b), max(a, b)))


def parse_hex(text: str) -> int | None:
    """Land hex id from its letter label ("A".."S", any case), or None."""
    t = text.strip().upper()
    if len(t) == 1 and "A" <= t <= HEX_LABELS[-1]:
        return ord(t) - ord("A")
    return None
