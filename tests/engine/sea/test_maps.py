"""The eight maps of seafarers.md section 11 as the engine builds them: derived counts (SEA-GEO-5),
islands (SEA-GEO-6), harbor spots and the intersections they serve (SEA-GEO-7, SEA-MAP-HARBORS), start
hexes of robber and pirate, the pieces of each deal area, printed and variable layouts (SEA-MAP-VAR-1)."""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine import maps
from engine import topology as geo
from engine.constants import DESERT
from engine.errors import InvalidState
from engine.rules.seafarers import geometry
from engine.rules.seafarers.areas import areas_of
from engine.rules.seafarers.mapdata import FOG, GOLD, SEA_MAPS, SEA_TILE, deal_areas, frame_hexes
from engine.rules.seafarers.maps import check

# Spec ids -> (map name, scenario, players)
MAPS = {
    "NS4": ("sea_new_shores_4", "new_shores", 4), "NS3": ("sea_new_shores_3", "new_shores", 3),
    "4I4": ("sea_four_islands_4", "four_islands", 4), "4I3": ("sea_four_islands_3", "four_islands", 3),
    "FOG4": ("sea_fog_island_4", "fog_island", 4), "FOG3": ("sea_fog_island_3", "fog_island", 3),
    "TTD4": ("sea_through_the_desert_4", "through_the_desert", 4),
    "TTD3": ("sea_through_the_desert_3", "through_the_desert", 3),
}  # fmt: skip

# The spec's "Counts (derived)" per map: hexes (land, sea, fog), intersections (touching 1/2/3 land
# hexes, touching fog but no face-up land, only sea/frame), paths (land-land, coastal, sea-sea, fog-sea,
# fog-fog).
COUNTS = {
    "NS4": ((28, 16, 0), (47, 23, 25, 0, 17), (49, 70, 36, 0, 0)),
    "NS3": ((22, 15, 0), (43, 19, 17, 0, 17), (35, 62, 35, 0, 0)),
    "4I4": ((23, 14, 0), (49, 25, 13, 0, 9), (32, 74, 26, 0, 0)),
    "4I3": ((20, 17, 0), (44, 20, 12, 0, 20), (28, 64, 40, 0, 0)),
    "FOG4": ((17, 15, 12), (30, 18, 12, 43, 9), (27, 48, 26, 36, 18)),
    "FOG3": ((14, 18, 12), (26, 14, 10, 45, 17), (22, 40, 37, 40, 16)),
    "TTD4": ((30, 14, 0), (49, 25, 27, 0, 11), (53, 74, 28, 0, 0)),
    "TTD3": ((25, 12, 0), (44, 20, 22, 0, 10), (43, 64, 25, 0, 0)),
}
# (robber start, pirate start) per map (SEA-NS-3, SEA-4I-3, SEA-FOG-8, SEA-TTD-4, SEA-AMB-9)
STARTS = {
    "NS4": ((-1, 1), (4, 0)), "NS3": ((0, -3), (3, 0)), "4I4": ((2, -2), (3, 0)), "4I3": ((-3, 3), (0, 0)),
    "FOG4": ((4, -2), (-3, 0)), "FOG3": ((3, -3), (4, 0)), "TTD4": ((1, -3), (4, 0)), "TTD3": ((1, -3), (3, 0)),
}  # fmt: skip
# The spec's "Islands (derived)" per map
ISLANDS: dict[str, list[list[tuple[int, int]]]] = {
    "4I3": [
        [(-3, 1), (-3, 2), (-3, 3), (-2, 1), (-2, 2), (-1, 1)],
        [(-2, -1), (-1, -2), (-1, -1), (0, -2)],
        [(0, 2), (1, 1), (1, 2), (2, 1)],
        [(1, -1), (2, -3), (2, -2), (2, -1), (3, -3), (3, -2)],
    ],
    "4I4": [
        [(-3, 1), (-3, 2), (-3, 3), (-2, 1), (-2, 2), (-2, 3), (-1, 2)],
        [(-2, -1), (-1, -2), (-1, -1), (0, -3)],
        [(0, 0), (1, -2), (1, -1), (2, -3), (2, -2), (2, -1), (3, -3), (3, -2)],
        [(0, 3), (1, 1), (1, 2), (2, 1)],
    ],
    "FOG3": [
        [(-3, 1), (-3, 2), (-3, 3), (-2, 0), (-2, 1), (-2, 2), (-2, 3)],
        [(2, -2), (2, -1), (2, 0), (3, -3), (3, -2), (3, -1), (3, 0)],
    ],
    "FOG4": [
        [(-3, 1), (-3, 2), (-3, 3), (-2, 0), (-2, 1), (-2, 2), (-2, 3)],
        [(2, -3), (2, -2), (3, -3), (3, -2), (3, -1), (3, 0), (3, 1), (4, -3), (4, -2), (4, -1)],
    ],
    "NS3": [
        [
            (-3, 1),
            (-3, 2),
            (-3, 3),
            (-2, 0),
            (-2, 1),
            (-2, 2),
            (-2, 3),
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (-1, 2),
            (0, -1),
            (0, 0),
            (0, 1),
        ],
        [(0, -3), (1, -3)],
        [(0, 3), (1, 2)],
        [(2, -2), (2, -1), (2, 0), (3, -2)],
    ],
    "NS4": [
        [
            (-3, 1),
            (-3, 2),
            (-3, 3),
            (-2, 0),
            (-2, 1),
            (-2, 2),
            (-2, 3),
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (-1, 2),
            (-1, 3),
            (0, -1),
            (0, 0),
            (0, 1),
            (0, 2),
            (1, -1),
            (1, 0),
            (1, 1),
        ],
        [(0, -3), (1, -3)],
        [(1, 3), (2, 2)],
        [(3, -3), (3, -2), (3, -1), (3, 0), (4, -2)],
    ],
    "TTD3": [
        [
            (-3, 1),
            (-3, 2),
            (-3, 3),
            (-2, -1),
            (-2, 1),
            (-2, 2),
            (-2, 3),
            (-1, -2),
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (-1, 2),
            (0, -3),
            (0, -2),
            (0, -1),
            (0, 0),
            (0, 1),
            (1, -3),
            (1, -2),
            (1, -1),
        ],
        [(0, 3), (1, 2)],
        [(2, 0)],
        [(3, -3), (3, -2)],
    ],
    "TTD4": [
        [
            (-3, 1),
            (-3, 2),
            (-2, -1),
            (-2, 1),
            (-2, 2),
            (-2, 3),
            (-1, -2),
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (-1, 2),
            (0, -3),
            (0, -2),
            (0, -1),
            (0, 0),
            (0, 1),
            (1, -3),
            (1, -2),
            (1, -1),
            (1, 0),
            (2, -3),
            (2, -2),
            (2, -1),
        ],
        [(0, 3), (1, 3)],
        [(2, 1), (3, 1)],
        [(4, -3), (4, -2), (4, -1)],
    ],
}
# S1..Sn: (path, served intersection, served intersection)
HARBORS: dict[str, list[tuple[geo.EdgeKey, geo.VertexKey, geo.VertexKey]]] = {
    "4I3": [
        ((-2, -2, "SE"), (-2, -1, "N"), (-2, -2, "S")),
        ((0, -2, "SE"), (0, -1, "N"), (0, -2, "S")),
        ((-3, 1, "NE"), (-3, 1, "N"), (-2, 0, "S")),
        ((-4, 2, "NE"), (-4, 2, "N"), (-3, 1, "S")),
        ((-2, 2, "SE"), (-2, 3, "N"), (-2, 2, "S")),
        ((3, -2, "NE"), (3, -2, "N"), (4, -3, "S")),
        ((1, 0, "NE"), (1, 0, "N"), (2, -1, "S")),
        ((0, 1, "SE"), (0, 2, "N"), (0, 1, "S")),
        ((2, 1, "SE"), (2, 2, "N"), (2, 1, "S")),
    ],
    "4I4": [
        ((-2, -2, "E"), (-1, -3, "S"), (-2, -1, "N")),
        ((-2, -1, "SE"), (-2, 0, "N"), (-2, -1, "S")),
        ((-4, 2, "NE"), (-4, 2, "N"), (-3, 1, "S")),
        ((-2, 2, "NE"), (-2, 2, "N"), (-1, 1, "S")),
        ((-4, 3, "E"), (-3, 2, "S"), (-4, 4, "N")),
        ((0, -1, "SE"), (0, 0, "N"), (0, -1, "S")),
        ((3, -2, "SE"), (3, -1, "N"), (3, -2, "S")),
        ((2, 0, "SE"), (2, 1, "N"), (2, 0, "S")),
        ((2, 1, "SE"), (2, 2, "N"), (2, 1, "S")),
    ],
    "FOG3": [
        ((-3, 0, "E"), (-2, -1, "S"), (-3, 1, "N")),
        ((-4, 2, "NE"), (-4, 2, "N"), (-3, 1, "S")),
        ((-4, 3, "E"), (-3, 2, "S"), (-4, 4, "N")),
        ((-3, 4, "NE"), (-3, 4, "N"), (-2, 3, "S")),
        ((3, 0, "NE"), (3, 0, "N"), (4, -1, "S")),
        ((3, -1, "NE"), (3, -1, "N"), (4, -2, "S")),
        ((3, -3, "E"), (4, -4, "S"), (3, -2, "N")),
        ((2, -3, "SE"), (2, -2, "N"), (2, -3, "S")),
    ],
    "FOG4": [
        ((3, 1, "NE"), (3, 1, "N"), (4, 0, "S")),
        ((4, -1, "NE"), (4, -1, "N"), (5, -2, "S")),
        ((4, -3, "E"), (5, -4, "S"), (4, -2, "N")),
        ((4, -4, "SE"), (4, -3, "N"), (4, -4, "S")),
        ((2, -3, "NE"), (2, -3, "N"), (3, -4, "S")),
        ((-3, 0, "E"), (-2, -1, "S"), (-3, 1, "N")),
        ((-4, 2, "NE"), (-4, 2, "N"), (-3, 1, "S")),
        ((-4, 3, "E"), (-3, 2, "S"), (-4, 4, "N")),
        ((-3, 3, "SE"), (-3, 4, "N"), (-3, 3, "S")),
    ],
    "NS3": [
        ((-2, -1, "E"), (-1, -2, "S"), (-2, 0, "N")),
        ((0, -1, "E"), (1, -2, "S"), (0, 0, "N")),
        ((0, 1, "NE"), (0, 1, "N"), (1, 0, "S")),
        ((-2, 3, "E"), (-1, 2, "S"), (-2, 4, "N")),
        ((-3, 4, "NE"), (-3, 4, "N"), (-2, 3, "S")),
        ((-4, 3, "E"), (-3, 2, "S"), (-4, 4, "N")),
        ((-4, 2, "NE"), (-4, 2, "N"), (-3, 1, "S")),
        ((-3, 0, "SE"), (-3, 1, "N"), (-3, 0, "S")),
    ],
    "NS4": [
        ((-1, -2, "SE"), (-1, -1, "N"), (-1, -2, "S")),
        ((0, -1, "NE"), (0, -1, "N"), (1, -2, "S")),
        ((1, 0, "NE"), (1, 0, "N"), (2, -1, "S")),
        ((1, 1, "E"), (2, 0, "S"), (1, 2, "N")),
        ((0, 2, "SE"), (0, 3, "N"), (0, 2, "S")),
        ((-2, 3, "SE"), (-2, 4, "N"), (-2, 3, "S")),
        ((-4, 4, "NE"), (-4, 4, "N"), (-3, 3, "S")),
        ((-4, 2, "E"), (-3, 1, "S"), (-4, 3, "N")),
        ((-3, 0, "E"), (-2, -1, "S"), (-3, 1, "N")),
    ],
    "TTD3": [
        ((1, -2, "NE"), (1, -2, "N"), (2, -3, "S")),
        ((0, 1, "NE"), (0, 1, "N"), (1, 0, "S")),
        ((0, 1, "SE"), (0, 2, "N"), (0, 1, "S")),
        ((-2, 3, "E"), (-1, 2, "S"), (-2, 4, "N")),
        ((-3, 3, "SE"), (-3, 4, "N"), (-3, 3, "S")),
        ((-4, 3, "E"), (-3, 2, "S"), (-4, 4, "N")),
        ((-4, 2, "NE"), (-4, 2, "N"), (-3, 1, "S")),
        ((-2, 0, "SE"), (-2, 1, "N"), (-2, 0, "S")),
    ],
    "TTD4": [
        ((2, -3, "E"), (3, -4, "S"), (2, -2, "N")),
        ((2, -1, "NE"), (2, -1, "N"), (3, -2, "S")),
        ((2, -1, "SE"), (2, 0, "N"), (2, -1, "S")),
        ((0, 1, "SE"), (0, 2, "N"), (0, 1, "S")),
        ((-2, 3, "E"), (-1, 2, "S"), (-2, 4, "N")),
        ((-3, 4, "NE"), (-3, 4, "N"), (-2, 3, "S")),
        ((-3, 2, "SE"), (-3, 3, "N"), (-3, 2, "S")),
        ((-4, 2, "E"), (-3, 1, "S"), (-4, 3, "N")),
        ((-2, 0, "E"), (-1, -1, "S"), (-2, 1, "N")),
    ],
}


def _template(spec_id: str) -> maps.MapTemplate:
    return maps.get(MAPS[spec_id][0])


def _game(spec_id: str, seed: int = 1, **options: object) -> engine.GameState:
    _name, scenario, players = MAPS[spec_id]
    return engine.new_game({"expansion": "seafarers", "sea_scenario": scenario, "players": players, **options}, seed)


def _counts(spec_id: str) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    shape = _template(spec_id).topology
    kinds = shape.FRAME_HEX_KINDS
    hexes = Counter(kinds)
    vertices = Counter()
    for v in range(shape.N_VERTEX):
        around = [kinds[h] for h in (shape.FRAME_HEX_INDEX.get(c) for c in geo.vertex_hexes(shape.VERTEX_KEYS[v]))
                  if h is not None]  # fmt: skip
        land = around.count(geo.LAND)
        vertices[land if land else ("fog" if geometry.FOG_KIND in around else "sea")] += 1
    paths = Counter()
    for a, b in shape.EDGE_SIDES:
        pair = sorted(kinds[h] if h >= 0 else geo.SEA for h in (a, b))
        paths["-".join(pair)] += 1
    assert len(shape.FRAME_HEX_COORDS) == sum(hexes.values())
    return (
        (hexes[geo.LAND], hexes[geo.SEA], hexes[geometry.FOG_KIND]),
        (vertices[1], vertices[2], vertices[3], vertices["fog"], vertices["sea"]),
        (paths["land-land"], paths["land-sea"], paths["sea-sea"], paths["fog-sea"], paths["fog-fog"]),
    )


# Each map's test id: its spec id, scenario and player count ("NS4-new_shores-4")
MAP_IDS = [f"{spec_id}-{scenario}-{players}" for spec_id, (_name, scenario, players) in MAPS.items()]


@pytest.mark.parametrize("spec_id", list(MAPS), ids=MAP_IDS)
def test_SEA_MAP_NS4_SEA_MAP_NS3_SEA_MAP_4I4_SEA_MAP_4I3_SEA_MAP_FOG4_SEA_MAP_FOG3_SEA_MAP_TTD4_SEA_MAP_TTD3(
    spec_id: str,
) -> None:
    """Each map of section 11, by its spec id: SEA-GEO-5: the derived counts; SEA-GEO-6: the islands; SEA-GEO-7 /
    SEA-MAP-HARBORS: the harbor spots and the intersections each serves; start hexes of robber and pirate; the
    frame (SEA-GEO-2)."""
    template = _template(spec_id)
    shape = template.topology
    small = spec_id in ("NS3", "4I4", "4I3", "TTD3")
    assert set(shape.FRAME_HEX_COORDS) == set(frame_hexes("small" if small else "large"))
    assert ((96, 132) if small else (112, 155)) == (shape.N_VERTEX, shape.N_EDGE)
    assert _counts(spec_id) == COUNTS[spec_id]
    islands = sorted(sorted(shape.HEX_COORDS[h] for h in island) for island in geometry.islands(shape))
    assert islands == ISLANDS[spec_id]
    assert tuple(path for path, _a, _b in HARBORS[spec_id]) == shape.HARBOR_SPOT_KEYS
    for e, (_path, a, b) in zip(shape.HARBOR_EDGES, HARBORS[spec_id], strict=True):
        assert {shape.VERTEX_KEYS[v] for v in shape.EDGE_VERTICES[e]} == {a, b}
        assert shape.EDGE_KINDS[e] == geo.PATH_COAST
    served = [v for e in shape.HARBOR_EDGES for v in shape.EDGE_VERTICES[e]]
    assert len(served) == len(set(served))  # SEA-GEO-7: no intersection served by two spots
    g = _game(spec_id)
    robber, pirate = STARTS[spec_id]
    assert g.topo.HEX_COORDS[g.robber] == robber
    assert g.topo.FRAME_HEX_COORDS[g.sea.pirate] == pirate and g.topo.FRAME_HEX_KINDS[g.sea.pirate] == geo.SEA
    assert g.board.map is template and g.options.players == MAPS[spec_id][2]


def test_SEA_GEO_5_frames_have_96_and_112_intersections_132_and_155_paths() -> None:
    """SEA-GEO-5: all corners and sides of the frame's hexes, whatever the map."""
    for spec_id in MAPS:
        shape = _template(spec_id).topology
        corners = {k for q, r in shape.FRAME_HEX_COORDS for k in geo.hex_corners(q, r)}
        assert set(shape.VERTEX_KEYS) == corners
        assert len(shape.EDGE_KEYS) == len(set(shape.EDGE_KEYS)) == (132 if len(corners) == 96 else 155)


def test_SEA_GEO_2_SEA_AMB_2_frames_are_37_and_44_hexes() -> None:
    """SEA-GEO-2: rows 4-5-6-7-6-5-4 and 5-6-7-8-7-6-5; the middle row's end hexes are sea on every map."""
    small, large = frame_hexes("small"), frame_hexes("large")
    assert [sum(1 for c in small if c[1] == r) for r in range(-3, 4)] == [4, 5, 6, 7, 6, 5, 4]
    assert [sum(1 for c in large if c[1] == r) for r in range(-3, 4)] == [5, 6, 7, 8, 7, 6, 5]
    assert all(max(abs(q), abs(r), abs(q + r)) <= 3 for q, r in small)
    for spec_id in MAPS:
        m = SEA_MAPS[MAPS[spec_id][0]]
        row = sorted(c for c in m.cells if c[1] == 0)
        assert m.cells[row[0]] == m.cells[row[-1]] == "~"


def test_SEA_GEO_1_rim_paths_are_named_by_the_canonical_side_even_off_the_map() -> None:
    """SEA-GEO-1: a harbor facing the frame is named as a side of an off-map hex (S7 of NS4: (-4,4,NE))."""
    shape = _template("NS4").topology
    e = shape.EDGE_KEY_INDEX[(-4, 4, "NE")]
    assert shape.EDGE_SIDES[e][0] == -1 and shape.HEX_COORDS[shape.EDGE_SIDES[e][1]] == (-3, 3)
    assert (-4, 4) not in shape.FRAME_HEX_INDEX


def test_SEA_GEO_3_every_land_hex_but_a_desert_has_one_token() -> None:
    """SEA-GEO-3: one token per non-desert land hex; none on sea, desert or fog (the fog's comes on reveal)."""
    for spec_id in MAPS:
        for layout in ("printed", "variable"):
            g = _game(spec_id, 5, sea_layout=layout)
            for h, (t, n) in enumerate(zip(g.board.terrain, g.board.numbers, strict=True)):
                assert (n == 0) == (t in (DESERT, FOG, SEA_TILE)), (spec_id, h)
            assert all(g.topo.FRAME_HEX_KINDS[h] == geo.SEA for h in range(g.topo.N_HEX, len(g.topo.FRAME_HEX_KINDS)))


def test_SEA_GEO_4_paths_and_intersections_are_classified_with_the_fog_as_sea() -> None:
    """SEA-GEO-4: roads on land and coastal paths, settlements on land intersections; a fog hex is sea
    for both until revealed (FOG4: fog-sea and fog-fog paths are sea paths; no land hex borders fog)."""
    g = _game("FOG4")
    shape = g.topo
    fog = set(geometry.fog_hexes(g))
    assert len(fog) == 12 and all(g.board.terrain[h] == FOG for h in fog)
    for e, (a, b) in enumerate(shape.EDGE_SIDES):
        if a in fog or b in fog:
            assert shape.EDGE_KINDS[e] == geo.PATH_SEA
    roads = shape.paths_of((geo.PATH_LAND, geo.PATH_COAST))
    assert all(not roads >> e & 1 for e in range(shape.N_EDGE) if shape.EDGE_KINDS[e] == geo.PATH_SEA)
    for v in range(shape.N_VERTEX):
        on_land = any(shape.FRAME_HEX_KINDS[h] == geo.LAND for h in shape.VERTEX_HEXES[v])
        assert bool(shape.LAND_VERTICES_MASK >> v & 1) == on_land
    assert all(shape.FRAME_HEX_KINDS[o] != geometry.FOG_KIND for h in fog for o in shape.HEX_NEIGHBOURS[h]
               if shape.FRAME_HEX_KINDS[o] == geo.LAND)  # fmt: skip


def test_SEA_GEO_6_an_intersection_touches_at_most_one_island() -> None:
    """SEA-GEO-6: two land hexes sharing a corner share a side, so no intersection touches two islands."""
    for spec_id in MAPS:
        shape = _template(spec_id).topology
        island_of = {h: i for i, isl in enumerate(geometry.islands(shape)) for h in isl}
        for v in range(shape.N_VERTEX):
            assert len({island_of[h] for h in shape.VERTEX_HEXES[v] if h in island_of}) <= 1


def test_SEA_GEO_8_land_ids_are_in_canonical_hex_order() -> None:
    """SEA-GEO-8: r ascending, then q ascending (what "first" means; the land ids follow it)."""
    for spec_id in MAPS:
        coords = _template(spec_id).topology.HEX_COORDS
        assert list(coords) == sorted(coords, key=lambda c: (c[1], c[0]))


def test_SEA_GEO_7_a_harbor_serves_both_ends_of_its_coastal_path() -> None:
    """SEA-GEO-7: a settlement on either end of a harbor's path trades at its rate (BASE-TRADE-5/6)."""
    from engine.rules.trade import bank_rates

    for harbor_end in (0, 1):
        g = _game("NS4", 3, sea_harbor_types="configured")
        shape = g.topo
        spot = 2  # S3 (1,0,NE): configured types are the harbor set in order, S3 = ore 2:1
        v = shape.EDGE_VERTICES[shape.HARBOR_EDGES[spot]][harbor_end]
        g.owner[v], g.building[v] = 0, 1
        g.rebuild_derived()
        assert bank_rates(g, 0) == [4, 4, 2, 4, 4]


# --- pieces, harbors, layouts -----------------------------------------------------------------------

# The spec's deal areas (SEA-MAP-VAR-1), as (terrain counts by letter, tokens) per map.
T = {"F": 1, "P": 4, "L": 3, "H": 0, "M": 2, "G": GOLD, "D": DESERT}
AREAS = {
    "NS4": [({"F": 4, "P": 4, "L": 4, "H": 3, "M": 3, "D": 1}, (2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12)),
            ({"G": 2, "H": 2, "M": 2, "L": 1, "F": 1, "P": 1}, (2, 3, 4, 5, 6, 8, 9, 10, 11))],
    "NS3": [({"L": 3, "H": 2, "M": 2, "P": 4, "F": 3}, (2, 3, 4, 5, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11)),
            ({"G": 2, "H": 2, "M": 2, "L": 1, "P": 1}, (3, 4, 4, 5, 8, 9, 10, 12))],
    "4I4": [({"F": 5, "P": 5, "L": 5, "H": 4, "M": 4},
             (2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12))],
    "4I3": [({"F": 4, "P": 4, "L": 4, "H": 4, "M": 4}, (2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12))],
    "FOG4": [({"H": 3, "M": 3, "L": 3, "P": 4, "F": 4}, (2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 12))],
    "FOG3": [({"H": 2, "M": 2, "L": 2, "P": 4, "F": 4}, (3, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 11, 11, 12))],
    "TTD4": [({"H": 4, "P": 4, "F": 5, "M": 2, "L": 2}, None),
             ({"G": 1, "M": 1, "L": 1}, (8, 10, 11)),
             ({"M": 2, "L": 2, "H": 1, "P": 1, "G": 1}, (2, 3, 4, 5, 6, 9, 12))],
    "TTD3": [({"H": 3, "P": 3, "F": 4, "M": 2, "L": 2}, (2, 3, 4, 4, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11)),
             ({"G": 1, "L": 1, "F": 1}, (3, 4, 6)),
             ({"M": 2, "P": 1, "L": 1, "G": 1}, (5, 5, 8, 9, 11))],
}  # fmt: skip


def _area_pieces(g: engine.GameState, hexes: tuple[geo.Axial, ...]) -> tuple[Counter[int], tuple[int, ...]]:
    ids = [g.topo.HEX_INDEX[c] for c in hexes]
    return Counter(g.board.terrain[h] for h in ids), tuple(
        sorted(g.board.numbers[h] for h in ids if g.board.numbers[h])
    )


@pytest.mark.parametrize("spec_id", list(MAPS))
def test_SEA_MAP_VAR_1_every_deal_area_holds_the_listed_pieces_printed_and_variable(spec_id: str) -> None:
    """SEA-MAP-VAR-1: the deal areas' tiles and tokens are the spec's lists, under both layouts; variable
    layouts differ by seed, are reproducible, keep red tokens apart, and leave deserts of Through the
    Desert and the fog where they are."""
    m = SEA_MAPS[MAPS[spec_id][0]]
    boards = set()
    for seed in range(1, 9):
        for layout in ("printed", "variable"):
            g = _game(spec_id, seed, sea_layout=layout)
            for area, (tiles, tokens) in zip(deal_areas(m), AREAS[spec_id], strict=True):
                terrain, numbers = _area_pieces(g, area.hexes)
                assert terrain == Counter({T[k]: n for k, n in tiles.items()})
                if tokens is not None:
                    assert numbers == tokens
            for c, cell in m.cells.items():
                if cell == "?" or (cell == "D" and m.scenario == "through_the_desert"):
                    assert g.board.terrain[g.topo.HEX_INDEX[c]] == (FOG if cell == "?" else DESERT)
            red = {h for h, n in enumerate(g.board.numbers) if n in (6, 8)}
            if layout == "variable" or not m.printed:
                assert not any(o in red for h in red for o in g.topo.HEX_NEIGHBOURS[h])
                boards.add((g.board.terrain, g.board.numbers))
            else:
                for c, cell in m.cells.items():
                    if cell not in ("~", "?"):
                        assert (g.board.terrain[g.topo.HEX_INDEX[c]], g.board.numbers[g.topo.HEX_INDEX[c]]) == \
                            m.printed_terrain(c)  # fmt: skip
    assert len(boards) > 4
    assert _game(spec_id, 3, sea_layout="variable").board is _game(spec_id, 3, sea_layout="variable").board


def test_SEA_MAP_HARBORS_SEA_AMB_8_types_are_a_seeded_permutation_of_the_scenarios_set() -> None:
    """SEA-MAP-HARBORS: 9 harbors (4 generic + five 2:1) on 4-player maps and Four Islands 3; 8 (3 + 5) on the
    other 3-player maps; dealt uniformly at random (seeded), or in the listed order (``configured``)."""
    for spec_id in MAPS:
        nine = spec_id.endswith("4") or spec_id == "4I3"
        want = (0, 1, 2, 3, 4, 5, 5, 5, 5) if nine else (0, 1, 2, 3, 4, 5, 5, 5)
        seen = {_game(spec_id, seed).board.harbors for seed in range(12)}
        assert all(tuple(sorted(h)) == want for h in seen) and len(seen) > 6
        assert _game(spec_id, 4, sea_harbor_types="configured").board.harbors == want
    first_spot = Counter(_game("NS4", seed).board.harbors[0] for seed in range(300))
    assert set(first_spot) == {0, 1, 2, 3, 4, 5} and first_spot[5] > first_spot[0]  # 4 generic of 9


def test_SEA_SETUP_1_a_board_of_the_map_is_checked_when_read() -> None:
    """SEA-SETUP-1: a saved board must be the map's pieces (fog slots: face down or from the fog stacks)."""
    template = _template("FOG4")
    g = _game("FOG4")
    terrain, numbers, harbors = g.board.terrain, g.board.numbers, g.board.harbors
    check(template, terrain, numbers, harbors)
    fog = geometry.fog_hexes(g)[0]
    revealed = list(terrain)
    revealed[fog] = GOLD
    with_token = list(numbers)
    with_token[fog] = 5
    check(template, tuple(revealed), tuple(with_token), harbors)
    with pytest.raises(InvalidState):
        check(template, tuple(revealed), numbers, harbors)  # a revealed land hex without its token
    bad = list(terrain)
    bad[fog] = DESERT  # no desert in the fog stack
    with pytest.raises(InvalidState):
        check(template, tuple(bad), numbers, harbors)
    with pytest.raises(InvalidState):
        check(template, terrain, numbers, (5,) * len(harbors))


def test_SEA_NS_1_areas_main_island_and_small_islands() -> None:
    """SEA-NS-1: the main island is the largest (19 hexes with 4 players, 14 with 3); the others are small."""
    for spec_id, size in (("NS4", 19), ("NS3", 14)):
        g = _game(spec_id)
        a = areas_of(g.board.map, g.board.terrain)
        assert [x.kind for x in a.areas] == ["main", "small_island", "small_island", "small_island"]
        assert len(a.areas[0].hexes) == size and a.start == (0,) and a.scoring == (1, 2, 3)


def test_SEA_NS_3_SEA_4I_3_SEA_AMB_9_robber_and_pirate_start_hexes() -> None:
    """SEA-NS-3 (4 players: the desert; 3 players: the hills 12 of the north-west island), SEA-4I-3 (no
    desert: the robber starts on land, 4 players on the fields 12), SEA-AMB-9: the pirate on a sea hex of
    the map, for every map (STARTS)."""
    ns4, ns3, fi4 = _game("NS4"), _game("NS3"), _game("4I4")
    assert ns4.board.terrain[ns4.robber] == DESERT
    assert (ns3.board.terrain[ns3.robber], ns3.board.numbers[ns3.robber]) == (0, 12)
    assert (fi4.board.terrain[fi4.robber], fi4.board.numbers[fi4.robber]) == (3, 12) and fi4.board.desert == -1
    for spec_id, (robber, pirate) in STARTS.items():
        g = _game(spec_id, 9, sea_layout="variable")
        assert g.topo.HEX_COORDS[g.robber] == robber and g.topo.FRAME_HEX_COORDS[g.sea.pirate] == pirate


def test_SEA_AMB_21_maps_without_a_printed_assignment_are_always_dealt() -> None:
    """SEA-AMB-21 / SEA-MAP-VAR-1: the 3-player maps of scenarios 2-4 are dealt from their sets whatever
    ``sea_layout`` says (seeded)."""
    for spec_id in ("4I3", "FOG3", "TTD3"):
        assert not SEA_MAPS[MAPS[spec_id][0]].printed
        dealt = {_game(spec_id, seed, sea_layout="printed").board.terrain for seed in range(6)}
        assert len(dealt) > 3
    assert all(SEA_MAPS[MAPS[s][0]].printed for s in ("NS4", "NS3", "4I4", "FOG4", "TTD4"))


def test_SEA_AMB_31_no_printed_set_up_site_touches_gold_and_fog_is_only_on_fog_island() -> None:
    """SEA-AMB-31: on the printed maps no set-up site touches a gold field, and only Fog Island has fog;
    the rules for them are exercised on test boards (test_setup's gold field on the main island)."""
    for spec_id in MAPS:
        g = _game(spec_id)
        sites = [a[1] for a in engine.legal_actions(g, g.active) if a[0] == "settlement"]
        if SEA_MAPS[MAPS[spec_id][0]].printed:
            assert not any(g.board.terrain[h] == GOLD for s in sites for h in g.topo.VERTEX_HEXES[s])
        assert bool(geometry.fog_hexes(g)) == spec_id.startswith("FOG")


def test_SEA_MAP_LEGEND_grids_read_as_the_frames_with_their_codes() -> None:
    """SEA-MAP-LEGEND: one row per r = -3..3, one cell per q = -3..4; a blank cell is outside the frame; a
    grid that does not fill its frame exactly is refused."""
    from engine.rules.seafarers.mapdata import SeaMap

    m = SEA_MAPS["sea_new_shores_4"]
    assert m.cells[(0, -3)] == "M8" and m.printed_terrain((0, -3)) == (2, 8) and m.cells[(4, 0)] == "~"
    assert m.printed_terrain((-1, 1)) == (DESERT, 0) and (-3, -3) not in m.cells
    broken = m.grid.replace("L8  F2", ".   F2")
    with pytest.raises(ValueError, match="frame"):
        SeaMap("broken", m.scenario, 4, m.frame, broken, m.harbors, m.harbor_set, m.robber, m.pirate, m.deal_areas)
