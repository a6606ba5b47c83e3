"""The eight maps of seafarers.md section 11 as data (SEA-MAP-NS4, -NS3, -4I4, -4I3, -FOG4, -FOG3, -TTD4,
-TTD3), in ``boards.md`` axial coordinates, as the spec's grids give them.

A grid has one line per row r = -3..3 and one cell per column q = -3..4 (SEA-MAP-LEGEND): ``.`` outside
the frame, ``~`` sea, ``?`` fog, ``x`` a land hex dealt at set-up from the map's deal areas, or a terrain
letter and its token (``F`` forest, ``P`` pasture, ``L`` fields, ``H`` hills, ``M`` mountains, ``G`` gold
field, ``D`` desert). ``SeaMap.cells`` parses it; ``engine.rules.seafarers.maps`` builds the frames and
registers the templates. Counts, islands and harbor intersections are derived from these and tested
against the spec's stated values (``tests/engine/seafarers/test_maps.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.constants import DESERT
from engine.rules.seafarers.options import FOG_ISLAND, FOUR_ISLANDS, NEW_SHORES, THROUGH_THE_DESERT
from engine.topology import Axial, EdgeKey

HILLS, FOREST, MOUNTAINS, FIELDS, PASTURE = range(5)  # = resource ids (BASE-TERM-2)
GOLD = 6  # SEA-GEO-3: the gold field (SEA-GOLD-1: no resource of its own)
FOG = 7  # a face-down fog hex on the board (SEA-FOG-1): its content is in the hidden stacks only
SEA_TILE = 8  # a fog hex revealed as sea (SEA-FOG-3): a sea hex on a land slot of the board
TERRAIN_NAMES = ("hills", "forest", "mountains", "fields", "pasture", "desert", "gold", "fog", "sea")
NO_TOKEN = frozenset({DESERT, FOG, SEA_TILE})  # terrains that carry no number token (SEA-GEO-3)
LETTERS = {"H": HILLS, "F": FOREST, "M": MOUNTAINS, "L": FIELDS, "P": PASTURE, "D": DESERT, "G": GOLD}

SMALL, LARGE = "small", "large"  # SEA-GEO-2: the two frames

# SEA-MAP-HARBORS: 9 harbors (4 generic 3:1 + one 2:1 per resource) or 8 (3 generic + five 2:1)
HARBORS_9 = (0, 1, 2, 3, 4, 5, 5, 5, 5)
HARBORS_8 = (0, 1, 2, 3, 4, 5, 5, 5)

# SEA-FOG-1 (SEA-AMB-17): the fog stacks, 12 tiles and 10 tokens
FOG_TILES = (SEA_TILE, SEA_TILE, GOLD, GOLD, FIELDS, FIELDS, HILLS, HILLS, MOUNTAINS, MOUNTAINS, PASTURE, FOREST)
FOG_TOKENS = {3: (3, 3, 4, 5, 6, 8, 9, 10, 11, 12), 4: (3, 4, 5, 6, 8, 9, 10, 11, 11, 12)}


def frame_hexes(frame: str) -> tuple[Axial, ...]:
    """SEA-GEO-2: the frame's hexes, row by row (37 or 44)."""
    top = 3 if frame == SMALL else 4
    return tuple((q, r) for r in range(-3, 4) for q in range(max(-3, -3 - r), min(top, top - r) + 1))


@dataclass(frozen=True)
class DealArea:
    """SEA-MAP-VAR-1: hexes whose terrain tiles, and separately tokens, are shuffled together. ``tiles``
    and ``tokens`` are given for hexes marked ``x`` (no printed assignment); a printed map's areas take
    theirs from the grid."""

    hexes: tuple[Axial, ...]
    tiles: tuple[int, ...] = ()
    tokens: tuple[int, ...] = ()


@dataclass(frozen=True)
class SeaMap:
    name: str
    scenario: str
    players: int
    frame: str
    grid: str
    harbors: tuple[EdgeKey, ...]  # S1..Sn as canonical paths (SEA-GEO-7)
    harbor_set: tuple[int, ...]  # harbor kinds dealt onto the spots (SEA-MAP-HARBORS)
    robber: Axial  # SEA-AMB-9 (Through the Desert: the first desert, SEA-TTD-4's default)
    pirate: Axial
    deal_areas: tuple[DealArea, ...]
    strip: tuple[Axial, ...] = ()  # Through the Desert: the strip beyond the deserts (SEA-TTD-1)
    cells: dict[Axial, str] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        rows = [line.split() for line in self.grid.strip().splitlines()]
        cells: dict[Axial, str] = {}
        for r, row in zip(range(-3, 4), rows, strict=True):
            for q, cell in zip(range(-3, 5), row, strict=True):
                if cell != ".":
                    cells[(q, r)] = cell
        if tuple(sorted(cells, key=lambda c: (c[1], c[0]))) != frame_hexes(self.frame):
            raise ValueError(f"map {self.name}: the grid is not the {self.frame} frame")
        self.cells.update(cells)

    def hexes_of(self, *codes: str) -> tuple[Axial, ...]:
        """Hexes whose cell is one of ``codes`` ("~", "?", "x") or, for "land", any terrain cell."""
        if codes == ("land",):
            return tuple(c for c, v in self.cells.items() if v not in ("~", "?"))
        return tuple(c for c, v in self.cells.items() if v in codes)

    @property
    def printed(self) -> bool:
        """Whether the grid gives terrain and tokens (no ``x``)."""
        return not self.hexes_of("x")

    def printed_terrain(self, c: Axial) -> tuple[int, int]:
        """Terrain and token of a printed land hex (``FOG`` for a fog hex)."""
        cell = self.cells[c]
        if cell == "?":
            return FOG, 0
        return LETTERS[cell[0]], int(cell[1:] or 0)


def _m(*args, **kwargs) -> SeaMap:  # type: ignore[no-untyped-def]
    return SeaMap(*args, **kwargs)


NS4 = _m(
    "sea_new_shores_4", NEW_SHORES, 4, LARGE,
    """
    .   .   .   M8  P11 ~   G4  ~
    .   .   ~   ~   ~   ~   H5  M2
    .   ~   P5  F6  M4  ~   F9  ~
    ~   L12 H11 L3  P9  ~   G10 ~
    H6  F10 D   L11 F5  ~   ~   .
    M3  P4  H9  P8  ~   H3  .   .
    L8  F2  M10 ~   L6  .   .   .
    """,
    ((-1, -2, "SE"), (0, -1, "NE"), (1, 0, "NE"), (1, 1, "E"), (0, 2, "SE"), (-2, 3, "SE"), (-4, 4, "NE"),
     (-4, 2, "E"), (-3, 0, "E")),
    HARBORS_9, (-1, 1), (4, 0),
    (DealArea(((-1, -1), (0, -1), (1, -1), (-2, 0), (-1, 0), (0, 0), (1, 0), (-3, 1), (-2, 1), (-1, 1), (0, 1),
               (1, 1), (-3, 2), (-2, 2), (-1, 2), (0, 2), (-3, 3), (-2, 3), (-1, 3))),
     DealArea(((0, -3), (1, -3), (2, 2), (1, 3), (3, -3), (3, -2), (4, -2), (3, -1), (3, 0)))),
)  # fmt: skip

NS3 = _m(
    "sea_new_shores_3", NEW_SHORES, 3, SMALL,
    """
    .   .   .   H12 G5  ~   ~   .
    .   .   ~   ~   ~   P4  M9  .
    .   ~   L4  P6  ~   L3  ~   .
    ~   P2  M5  F10 ~   G4  ~   .
    H8  P10 P9  F8  ~   ~   .   .
    L11 M3  H11 ~   M8  .   .   .
    L6  F5  ~   H10 .   .   .   .
    """,
    ((-2, -1, "E"), (0, -1, "E"), (0, 1, "NE"), (-2, 3, "E"), (-3, 4, "NE"), (-4, 3, "E"), (-4, 2, "NE"),
     (-3, 0, "SE")),
    HARBORS_8, (0, -3), (3, 0),
    (DealArea(((-1, -1), (0, -1), (-2, 0), (-1, 0), (0, 0), (-3, 1), (-2, 1), (-1, 1), (0, 1), (-3, 2), (-2, 2),
               (-1, 2), (-3, 3), (-2, 3))),
     DealArea(((0, -3), (1, -3), (1, 2), (0, 3), (2, -2), (3, -2), (2, -1), (2, 0)))),
)  # fmt: skip

FI4 = _m(
    "sea_four_islands_4", FOUR_ISLANDS, 4, SMALL,
    """
    .   .   .   P8  ~   F9  F11 .
    .   .   H10 ~   M3  L12 P5  .
    .   L5  F3  ~   H5  M10 ~   .
    ~   ~   ~   F6  ~   ~   ~   .
    H4  P9  ~   ~   F9  P11 .   .
    L6  M4  H2  ~   M8  .   .   .
    P10 L11 ~   L4  .   .   .   .
    """,
    ((-2, -2, "E"), (-2, -1, "SE"), (-4, 2, "NE"), (-2, 2, "NE"), (-4, 3, "E"), (0, -1, "SE"), (3, -2, "SE"),
     (2, 0, "SE"), (2, 1, "SE")),
    HARBORS_9, (2, -2), (3, 0),
    (DealArea(()),),  # all land hexes together (filled in below)
)  # fmt: skip

FI3 = _m(
    "sea_four_islands_3", FOUR_ISLANDS, 3, SMALL,
    """
    .   .   .   ~   ~   x   x   .
    .   .   x   x   ~   x   x   .
    .   x   x   ~   x   x   ~   .
    ~   ~   ~   ~   ~   ~   ~   .
    x   x   x   ~   x   x   .   .
    x   x   ~   x   x   .   .   .
    x   ~   ~   ~   .   .   .   .
    """,
    ((-2, -2, "SE"), (0, -2, "SE"), (-3, 1, "NE"), (-4, 2, "NE"), (-2, 2, "SE"), (3, -2, "NE"), (1, 0, "NE"),
     (0, 1, "SE"), (2, 1, "SE")),
    HARBORS_9, (-3, 3), (0, 0),
    (DealArea((), (FOREST,) * 4 + (PASTURE,) * 4 + (FIELDS,) * 4 + (HILLS,) * 4 + (MOUNTAINS,) * 4,
              (2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12)),),
)  # fmt: skip

FOG4 = _m(
    "sea_fog_island_4", FOG_ISLAND, 4, LARGE,
    """
    .   .   .   ?   ~   H4  L10 M3
    .   .   ?   ?   ~   P9  F6  H12
    .   ~   ~   ?   ~   ~   P10 M8
    ~   M3  ~   ?   ?   ~   L11 ~
    L6  F4  ~   ?   ?   ~   F5  .
    H9  P8  ~   ?   ?   ~   .   .
    P2  F5  ~   ?   ?   .   .   .
    """,
    ((3, 1, "NE"), (4, -1, "NE"), (4, -3, "E"), (4, -4, "SE"), (2, -3, "NE"), (-3, 0, "E"), (-4, 2, "NE"),
     (-4, 3, "E"), (-3, 3, "SE")),
    HARBORS_9, (4, -2), (-3, 0),
    (DealArea(()),),  # the two face-up islands together
)  # fmt: skip

FOG3 = _m(
    "sea_fog_island_3", FOG_ISLAND, 3, LARGE,
    """
    .   .   .   ?   ?   ~   x   ~
    .   .   ?   ?   ~   x   x   ~
    .   ~   ~   ?   ~   x   x   ~
    ~   x   ~   ?   ~   x   x   ~
    x   x   ~   ?   ~   ~   ~   .
    x   x   ~   ?   ?   ?   .   .
    x   x   ~   ?   ?   .   .   .
    """,
    ((-3, 0, "E"), (-4, 2, "NE"), (-4, 3, "E"), (-3, 4, "NE"), (3, 0, "NE"), (3, -1, "NE"), (3, -3, "E"),
     (2, -3, "SE")),
    HARBORS_8, (3, -3), (4, 0),
    (DealArea((), (HILLS,) * 2 + (MOUNTAINS,) * 2 + (FIELDS,) * 2 + (PASTURE,) * 4 + (FOREST,) * 4,
              (3, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 11, 11, 12)),),
)  # fmt: skip

TTD4 = _m(
    "sea_through_the_desert_4", THROUGH_THE_DESERT, 4, LARGE,
    """
    .   .   .   G10 D   F5  ~   M9
    .   .   M11 D   H3  P6  ~   L4
    .   L8  D   M8  L10 F4  ~   H2
    ~   ~   F10 H11 P9  ~   ~   ~
    H12 H6  L5  F8  ~   G5  P3  .
    P3  P11 M4  ~   ~   ~   .   .
    ~   F9  ~   M6  L12 .   .   .
    """,
    ((2, -3, "E"), (2, -1, "NE"), (2, -1, "SE"), (0, 1, "SE"), (-2, 3, "E"), (-3, 4, "NE"), (-3, 2, "SE"),
     (-4, 2, "E"), (-2, 0, "E")),
    HARBORS_9, (1, -3), (4, 0),
    (DealArea(()),  # the main area (filled in below)
     DealArea(((0, -3), (-1, -2), (-2, -1))),
     DealArea(((4, -3), (4, -2), (4, -1), (2, 1), (3, 1), (0, 3), (1, 3)))),
    strip=((0, -3), (-1, -2), (-2, -1)),
)  # fmt: skip

TTD3 = _m(
    "sea_through_the_desert_3", THROUGH_THE_DESERT, 3, SMALL,
    """
    .   .   .   x   D   ~   x   .
    .   .   x   D   x   ~   x   .
    .   x   D   x   x   ~   ~   .
    ~   ~   x   x   ~   x   ~   .
    x   x   x   x   ~   ~   .   .
    x   x   x   ~   x   .   .   .
    x   x   ~   x   .   .   .   .
    """,
    ((1, -2, "NE"), (0, 1, "NE"), (0, 1, "SE"), (-2, 3, "E"), (-3, 3, "SE"), (-4, 3, "E"), (-4, 2, "NE"),
     (-2, 0, "SE")),
    HARBORS_8, (1, -3), (3, 0),
    (DealArea((), (HILLS,) * 3 + (PASTURE,) * 3 + (FOREST,) * 4 + (MOUNTAINS,) * 2 + (FIELDS,) * 2,
              (2, 3, 4, 4, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11)),
     DealArea(((0, -3), (-1, -2), (-2, -1)), (GOLD, FIELDS, FOREST), (4, 6, 3)),
     DealArea(((3, -3), (3, -2), (2, 0), (1, 2), (0, 3)), (MOUNTAINS, MOUNTAINS, PASTURE, FIELDS, GOLD),
              (5, 5, 8, 9, 11))),
    strip=((0, -3), (-1, -2), (-2, -1)),
)  # fmt: skip

SEA_MAPS: dict[str, SeaMap] = {m.name: m for m in (NS3, NS4, FI3, FI4, FOG3, FOG4, TTD3, TTD4)}


def map_of(scenario: str, players: int) -> SeaMap:
    """SEA-GEN-4: the scenario and the player count select the map."""
    return next(m for m in SEA_MAPS.values() if m.scenario == scenario and m.players == players)


def deal_areas(m: SeaMap) -> tuple[DealArea, ...]:
    """The map's deal areas with every hex named: an area given without hexes is the rest of the land
    (deserts of Through the Desert and fog hexes excluded: they stay, SEA-MAP-VAR-1)."""
    named = {c for a in m.deal_areas for c in a.hexes}
    rest = tuple(
        c for c in m.hexes_of("land") if c not in named and not (m.cells[c] == "D" and m.scenario == THROUGH_THE_DESERT)
    )
    return tuple(a if a.hexes else DealArea(tuple(sorted(rest, key=lambda c: (c[1], c[0]))), a.tiles, a.tokens)
                 for a in m.deal_areas)  # fmt: skip
