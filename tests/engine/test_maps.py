"""Issue #30 item 1: the map is data. A board names its map; maps are templates found by name; the
graph of a frame is built over every hex of it, sea included, with the land's ids first.

A test map with a lake and sea paths (``LAKE``, tests only) shows that topology, views, serialisation and
rendering handle a piece on a sea path before any rule set that sails exists (SEA-GEO-1..5)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator

import pytest

import engine
from engine import maps
from engine import topology as topo
from engine.board import board_from_json, make_board
from engine.constants import DESERT, SPIRAL_TOKENS

# The small frame (SEA-GEO-2: distance <= 3, 37 hexes): an island of 17 land hexes around a lake of two
# sea hexes, (0, 0) and (1, 0), in a ring of 18 sea hexes. The side between the two lake hexes is a sea
# path whose two ends both touch land; the ring's sides are sea paths of the open sea.
LAKE_HEXES = ((0, 0), (1, 0))
LAKE_LAND = tuple((q, r) for r in range(-2, 3) for q in range(-2, 3) if topo.hex_distance(q, r) <= 2
                  and (q, r) not in LAKE_HEXES)  # fmt: skip
LAKE_SEA = (*LAKE_HEXES, *topo.STANDARD.SEA_HEXES)
LAKE_HARBORS = ((-1, 0, "E"), (1, -2, "NE"))  # one facing the lake, one facing the open sea
LAKE_TERRAIN = (0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, DESERT)
LAKE_NUMBERS = (*SPIRAL_TOKENS[:16], 0)
INLAND_SEA_PATH = (0, 0, "E")  # between the two lake hexes


def _lake_topology(scope: str) -> topo.Topology:
    return topo.Topology("test_lake", LAKE_LAND, LAKE_SEA, LAKE_HARBORS, lambda t, c: t.HEX_COORDS, scope=scope)


@pytest.fixture()
def lake() -> Iterator[maps.MapTemplate]:
    kit = maps.Kit(LAKE_TERRAIN, tuple(n for n in LAKE_NUMBERS if n), (5, 4))
    fixed = (LAKE_TERRAIN, LAKE_NUMBERS, (5, 4))
    template = maps.register(maps.MapTemplate("test_lake", _lake_topology(topo.SCOPE_FRAME), kit, "base", fixed))
    yield template
    maps.unregister("test_lake")


def test_item30_1_standard_island_keeps_its_ids_and_its_frame_adds_the_sea() -> None:
    """BOARD-GEO-9/10 ids unchanged (1-54, 72 paths); the frame's graph (SEA-GEO-4/5: 96 and 132 on the
    small frame) numbers them first and the sea's after."""
    land, frame = topo.STANDARD, topo.STANDARD.frame
    assert (land.N_VERTEX, land.N_EDGE, land.scope) == (54, 72, "land")
    assert (frame.N_VERTEX, frame.N_EDGE, frame.N_LAND_VERTEX, frame.N_LAND_EDGE) == (96, 132, 54, 72)
    assert frame.VERTEX_KEYS[:54] == land.VERTEX_KEYS and frame.EDGE_VERTICES[:72] == land.EDGE_VERTICES
    assert frame.EDGE_KEYS[:72] == land.EDGE_KEYS and frame.VERTEX_LABELS[:54] == land.VERTEX_LABELS
    assert Counter(frame.EDGE_KINDS) == {"land": 42, "coast": 30, "sea": 60}
    assert Counter(land.EDGE_KINDS) == {"land": 42, "coast": 30}  # BOARD-GEO-10
    assert all(k == "sea" for k in frame.EDGE_KINDS[72:])
    assert all(not frame.VERTEX_HEXES[v] for v in range(54, 96))  # only sea meets there
    assert land.FRAME_HEX_COORDS[:19] == land.HEX_COORDS and Counter(land.FRAME_HEX_KINDS) == {"land": 19, "sea": 18}
    # BOARD-GEO-11: each harbor faces the sea hex derived from its coastal path
    assert land.HARBOR_SPOT_SEA == ((2, -3), (3, -2), (3, 0), (1, 2), (-1, 3), (-3, 3), (-3, 1), (-2, -1), (0, -3))


def test_item30_1_the_30_hex_island_keeps_its_ids_and_harbors() -> None:
    from engine.rules.five_six.geometry import HARBOR_SEA, LARGE, MAP

    assert maps.get("five_six") is MAP and MAP.topology is LARGE
    assert (LARGE.N_VERTEX, LARGE.N_EDGE) == (80, 109) and LARGE.HARBOR_SPOT_SEA == HARBOR_SEA
    assert LARGE.frame.VERTEX_KEYS[:80] == LARGE.VERTEX_KEYS and LARGE.frame.EDGE_KEYS[:109] == LARGE.EDGE_KEYS


def test_item30_1_maps_are_registered_by_name_by_their_rule_sets() -> None:
    standard, beginner = maps.get("standard"), maps.get("beginner")
    assert standard.topology is beginner.topology is topo.STANDARD
    assert standard.rule_set == beginner.rule_set == "base" and beginner.fixed is not None
    assert maps.for_options(engine.Options(players=6)).name == "five_six"
    assert maps.for_options(engine.Options(board="beginner")) is beginner
    with pytest.raises(engine.InvalidState):
        maps.get("atlantis")


def test_item30_1_a_board_names_its_map_in_its_json() -> None:
    for options, name in (({}, "standard"), ({"board": "beginner"}, "beginner"), ({"players": 5}, "five_six"),
                          ({"expansion": "cities_and_knights"}, "standard"), ({"players": 2}, "standard")):  # fmt: skip
        g = engine.new_game(options, 3)
        data = json.loads(engine.to_json(g))
        assert data["board"]["map"] == name and engine.public_view(g)["board"]["map"] == name
        assert g.board.map is maps.get(name) and g.topo is g.board.map.topology
        assert board_from_json(data["board"]) is g.board


def test_item30_1_a_board_saved_before_maps_were_named_reads_through_the_legacy_read() -> None:
    """Stored games load unchanged: an unnamed board is the map its game's options select, equals the
    replay of its log and saves with its name from then on."""
    for options in ({}, {"board": "beginner"}, {"players": 6}, {"players": 3, "expansion": "cities_and_knights"}):
        g = engine.new_game(options, 5)
        data = json.loads(engine.to_json(g))
        del data["board"]["map"]
        loaded = engine.from_dict(data)
        assert loaded.board is g.board and engine.to_json(loaded) == engine.to_json(g)
    with pytest.raises(engine.InvalidState):  # without the game's options there is nothing to read it by
        board_from_json(data["board"])


def test_item30_1_a_board_of_another_rule_sets_map_is_refused() -> None:
    g = engine.new_game({"players": 6}, 8)
    data = json.loads(engine.to_json(g))
    data["board"] = engine.new_game({"players": 4}, 8).board.to_json()
    with pytest.raises(engine.InvalidState, match="map"):
        engine.from_dict(data)
    data["board"]["map"] = "atlantis"
    with pytest.raises(engine.InvalidState):
        engine.from_dict(data)


def test_item30_1_sea_geo_4_the_lake_map_has_sea_paths_and_keeps_the_land_ids_first(lake: maps.MapTemplate) -> None:
    t, land = lake.topology, _lake_topology(topo.SCOPE_LAND)
    assert t.N_HEX == 17 and Counter(t.FRAME_HEX_KINDS) == {"land": 17, "sea": 20}
    assert (t.N_VERTEX, t.N_EDGE) == (96, 132)  # SEA-GEO-5: the small frame's
    assert t.VERTEX_KEYS[: land.N_VERTEX] == land.VERTEX_KEYS and t.EDGE_KEYS[: land.N_EDGE] == land.EDGE_KEYS
    inland = t.EDGE_KEY_INDEX[INLAND_SEA_PATH]
    assert inland >= land.N_EDGE and t.EDGE_KINDS[inland] == "sea"
    assert all(v < land.N_VERTEX for v in t.EDGE_VERTICES[inland])  # both ends touch land
    lake_sides = [e for e, key in enumerate(t.EDGE_KEYS) if set(topo.side_hexes(key)) & set(LAKE_HEXES)
                  and e != inland]  # fmt: skip
    assert len(lake_sides) == 10 and all(t.EDGE_KINDS[e] == "coast" for e in lake_sides)
    assert t.HARBOR_SPOT_SEA == ((0, 0), (2, -3)) and t.hex_kind((0, 0)) == "sea" and t.hex_kind((9, 9)) is None
    assert [t.EDGE_KINDS[e] for e in t.HARBOR_EDGES] == ["coast", "coast"]
    with pytest.raises(ValueError, match="coastal"):  # a harbor must lie on a coastal path (SEA-GEO-7)
        topo.Topology("bad", LAKE_LAND, LAKE_SEA, (INLAND_SEA_PATH,), lambda t, c: t.HEX_COORDS)


def _lake_game(lake: maps.MapTemplate) -> tuple[engine.GameState, int, int]:
    """A 4-player base game on the lake map with a road of seat 0 on the inland sea path and one of seat 1
    on a path of the open sea, loaded from JSON like any saved game."""
    t = lake.topology
    data = json.loads(engine.to_json(engine.new_game({"players": 4}, 2)))
    board = make_board(lake, *lake.fixed)  # type: ignore[misc]
    data["board"] = board.to_json()
    data["robber"] = board.desert
    inland = t.EDGE_KEY_INDEX[INLAND_SEA_PATH]
    open_sea = t.EDGE_KEY_INDEX[(0, -3, "E")]  # between the ring's (0,-3) and (1,-3)
    assert t.EDGE_KINDS[open_sea] == "sea"
    data["roads"] = [[inland, 0], [open_sea, 1]]
    data["buildings"] = [[t.EDGE_VERTICES[inland][0], 0, 1]]
    return engine.from_dict(data), inland, open_sea


def test_item30_1_views_and_json_carry_pieces_on_sea_paths(lake: maps.MapTemplate) -> None:
    g, inland, open_sea = _lake_game(lake)
    assert g.board.map is lake and g.topo is lake.topology and len(g.roads) == 132
    text = engine.to_json(g)
    again = engine.from_json(text)
    assert engine.to_json(again) == text and again.roads == g.roads
    view = engine.public_view(g)
    assert [inland, 0] in view["roads"] and [open_sea, 1] in view["roads"] and view["board"]["map"] == "test_lake"
    seat = engine.must_act(g)[0]
    # the shared engine lists actions on a frame-wide graph, and the base game's pieces stay on land
    spots = {a[1] for a in engine.legal_actions(g, seat) if a[0] == "settlement"}
    assert spots and all(v < g.topo.N_LAND_VERTEX for v in spots)
    assert any(not g.topo.VERTEX_HEXES[v] for v in range(g.topo.N_VERTEX))  # there are sea-only ones to avoid
    from engine.rules.building import road_candidates

    g.hands[0] = [5] * 5
    cand = road_candidates(g, 0)
    assert cand and cand & g.topo.paths_of(("sea",)) == 0 and cand & g.topo.paths_of(("coast",))
    from engine.plugins import topology_of_view

    assert topology_of_view(view) is lake.topology


def test_item30_1_rendering_draws_the_lake_and_a_road_on_a_sea_path(lake: maps.MapTemplate) -> None:
    import io

    from PIL import Image

    import rendering
    from rendering import palette as pal
    from rendering.geometry import view_geometry

    g, inland, open_sea = _lake_game(lake)
    view = engine.public_view(g)
    geo = view_geometry(view)
    t = lake.topology
    # the whole frame is in the picture: every intersection, the rim's included
    assert all(0 < x < geo.width and 0 < y < geo.height for x, y in geo.vertices) and len(geo.edges) == 132
    for left, top, right, bottom in geo.sea_corners:  # never inverted, whatever the frame
        assert right >= left and bottom >= top
    im = Image.open(io.BytesIO(rendering.render_board(view, ["A", "B", "C", "D"]))).convert("RGB")
    plain = dict(view, roads=[])
    im_plain = Image.open(io.BytesIO(rendering.render_board(plain, ["A", "B", "C", "D"]))).convert("RGB")
    scale = im.width / geo.width
    for e in (inland, open_sea):
        x, y = geo.edges[e]
        at = (round(x * scale), round(y * scale))
        assert im.getpixel(at) != im_plain.getpixel(at), t.EDGE_LABELS[e]  # a road is drawn there
    # the lake reads as water: its centre is the sea's blue, as far from the coast as the open sea is
    ox, oy = geo.centre
    for q, r in LAKE_HEXES:
        x, y = topo.hex_xy(q, r)
        red, green, blue = im_plain.getpixel((round((ox + x * geo.size) * scale), round((oy + y * geo.size) * scale)))
        assert blue > red and blue > green, (red, green, blue)
    assert t.FRAME_HEX_KINDS[t.FRAME_HEX_INDEX[(0, 0)]] == "sea" and pal.SEA[2] > max(pal.SEA[:2])


def test_item30_1_the_longest_route_is_a_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a route is (roads here; roads and ships at sea, later) is the rule sets' ``route_length``;
    who holds the card follows from it (BASE-LR-3)."""
    from engine.rules.longest_road import seat_road_length, update_longest_road

    for options in ({}, {"players": 2}, {"players": 6}, {"expansion": "cities_and_knights"}):
        assert engine.new_game(options, 1).rules.route_length is seat_road_length
    g = engine.new_game({}, 1)
    monkeypatch.setattr(g.rules, "route_length", lambda state, seat, at=-1: 6 if seat == 2 else 1)
    update_longest_road(g)
    assert g.road_len == [1, 1, 6, 1] and g.lr_holder == 2


def test_item30_1_sea_geo_3_a_rule_set_may_add_a_hex_kind_that_counts_as_sea_for_paths() -> None:
    """Fog (SEA-FOG-2, later) is a hex kind a rule set registers; until then an unknown kind is refused."""
    fogged = {(0, 0): "test_fog"}
    with pytest.raises(ValueError, match="unknown hex kinds"):
        topo.Topology("fogged", LAKE_LAND, LAKE_SEA[1:], LAKE_HARBORS, lambda t, c: t.HEX_COORDS, fogged)
    topo.register_hex_kind("test_fog")
    try:
        t = topo.Topology("fogged", LAKE_LAND, LAKE_SEA[1:], LAKE_HARBORS, lambda t, c: t.HEX_COORDS, fogged,
                          scope=topo.SCOPE_FRAME)  # fmt: skip
        assert t.hex_kind((0, 0)) == "test_fog" and t.EDGE_KINDS[t.EDGE_KEY_INDEX[INLAND_SEA_PATH]] == "sea"
        assert t.HARBOR_SPOT_SEA[0] == (0, 0)  # a harbor may face it: it is not land
    finally:
        topo.HEX_KINDS.discard("test_fog")
