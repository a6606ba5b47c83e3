"""BOARD-GEO-*, BOARD-NUM-*, BOARD-TERR-1, BOARD-COUNT-1, BASE-TERM-*, BASE-COMP-*."""

from __future__ import annotations

import math
from collections import Counter

import engine
from engine import topology as topo
from engine.board import TERRAIN_TILES
from engine.constants import DEV_DECK_COUNTS, MAX_CITIES, MAX_ROADS, MAX_SETTLEMENTS, PIPS, SPIRAL_TOKENS
from tests.engine.helpers import VK, H


def test_board_geo_1_axial_pointy_top_positions_and_distance() -> None:
    assert topo.hex_xy(0, 0) == (0.0, 0.0)
    x, y = topo.hex_xy(1, -2)
    assert math.isclose(x, 0.0) and y == -3.0
    assert topo.hex_distance(2, -2) == 2 and topo.hex_distance(-1, 2) == 2
    # rows 3-4-5-4-3, top row r = -2
    assert [sum(1 for q, r in topo.HEX_COORDS if r == row) for row in range(-2, 3)] == [3, 4, 5, 4, 3]


def test_board_geo_2_neighbour_directions() -> None:
    assert topo.DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert len(topo.HEX_NEIGHBOURS[H(0, 0)]) == 6


def test_board_geo_3_corners_clockwise_from_north() -> None:
    corners = topo.hex_corners(0, 0)
    xs_ys = [topo.vertex_xy(k) for k in corners]
    angles = [math.degrees(math.atan2(y, x)) for x, y in xs_ys]
    expected = [-90, -30, 30, 90, 150, -150]
    assert all(math.isclose(a, e, abs_tol=1e-6) for a, e in zip(angles, expected, strict=True))


def test_board_geo_4_vertex_ids_are_n_or_s_corners_with_documented_hexes() -> None:
    assert all(k[2] in ("N", "S") for k in topo.VERTEX_KEYS)
    assert topo.vertex_hexes((0, 0, "N")) == ((0, 0), (0, -1), (1, -1))
    assert topo.vertex_hexes((0, 0, "S")) == ((0, 0), (0, 1), (-1, 1))
    # NE corner of (0,0) is (1,-1,S); SW corner is (-1,1,N)
    assert topo.hex_corners(0, 0)[1] == (1, -1, "S") and topo.hex_corners(0, 0)[4] == (-1, 1, "N")


def test_board_geo_5_path_ids_use_ne_e_se_sides() -> None:
    assert all(k[2] in ("NE", "E", "SE") for k in topo.EDGE_KEYS)
    # W side of (1,0) is the E side of (0,0)
    e = topo.EDGE_KEY_INDEX[(0, 0, "E")]
    assert set(topo.EDGE_HEXES[e]) == {H(0, 0), H(1, 0)}


def test_board_geo_6_adjacency_by_shared_hexes() -> None:
    for v, neighbours in enumerate(topo.VERTEX_NEIGHBOURS):
        hv = set(topo.vertex_hexes(topo.VERTEX_KEYS[v]))
        for n in neighbours:
            assert len(hv & set(topo.vertex_hexes(topo.VERTEX_KEYS[n]))) == 2


def test_board_geo_7_nineteen_land_hexes_in_row_order() -> None:
    assert len(topo.HEX_COORDS) == 19
    assert topo.HEX_COORDS[0] == (0, -2) and topo.HEX_COORDS[9] == (0, 0) and topo.HEX_COORDS[18] == (0, 2)


def test_board_geo_8_sea_ring_of_eighteen() -> None:
    assert len(topo.SEA_RING) == 18 and all(topo.hex_distance(q, r) == 3 for q, r in topo.SEA_RING)
    assert not set(topo.SEA_RING) & set(topo.HEX_COORDS)


def test_board_geo_9_fifty_four_intersections_in_zigzag_rows() -> None:
    assert len(topo.VERTEX_KEYS) == 54
    assert topo.VERTEX_KEYS[:7] == (
        (0, -3, "S"),
        (0, -2, "N"),
        (1, -3, "S"),
        (1, -2, "N"),
        (2, -3, "S"),
        (2, -2, "N"),
        (3, -3, "S"),
    )
    assert topo.VERTEX_KEYS[-7:] == (
        (-3, 3, "N"),
        (-2, 2, "S"),
        (-2, 3, "N"),
        (-1, 2, "S"),
        (-1, 3, "N"),
        (0, 2, "S"),
        (0, 3, "N"),
    )
    assert Counter(len(h) for h in topo.VERTEX_HEXES) == {3: 24, 1: 18, 2: 12}
    assert topo.VERTEX_LABELS[0] == "1" and topo.VERTEX_LABELS[53] == "54"


def test_board_geo_10_seventy_two_paths_thirty_coastal() -> None:
    assert len(topo.EDGE_VERTICES) == 72
    assert sum(1 for hs in topo.EDGE_HEXES if len(hs) == 1) == 30
    assert sum(1 for hs in topo.EDGE_HEXES if len(hs) == 2) == 42


def test_board_geo_11_nine_harbor_spots_on_coastal_paths() -> None:
    assert len(topo.HARBOR_EDGES) == 9
    assert set(topo.HARBOR_SPOT_SEA) == set(topo.SEA_RING[0::2])  # every other sea hex from the top-left
    for e in topo.HARBOR_EDGES:
        assert len(topo.EDGE_HEXES[e]) == 1  # coastal
    s1 = topo.HARBOR_EDGES[0]
    assert set(topo.EDGE_VERTICES[s1]) == {VK(1, -2, "N"), VK(2, -3, "S")}


def test_labels_parse_back() -> None:
    for v in range(54):
        assert topo.parse_vertex(topo.VERTEX_LABELS[v]) == v
    for e in range(72):
        assert topo.parse_edge(topo.EDGE_LABELS[e]) == e
        a, b = topo.EDGE_LABELS[e].split("-")
        assert topo.parse_edge(f"{b} {a}") == e
    for h in range(19):
        assert topo.parse_hex(topo.HEX_LABELS[h].lower()) == h
    assert topo.parse_edge("1-54") is None and topo.parse_vertex("55") is None and topo.parse_hex("Z") is None


def test_board_terr_1_terrain_tiles() -> None:
    assert Counter(TERRAIN_TILES) == {0: 3, 1: 4, 2: 3, 3: 4, 4: 4, 5: 1}


def test_board_num_1_eighteen_tokens_no_seven() -> None:
    assert len(SPIRAL_TOKENS) == 18 and 7 not in SPIRAL_TOKENS
    c = Counter(SPIRAL_TOKENS)
    assert c[2] == c[12] == 1 and all(c[n] == 2 for n in (3, 4, 5, 6, 8, 9, 10, 11))


def test_board_num_2_pips() -> None:
    assert PIPS == {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
    ways = Counter(a + b for a in range(1, 7) for b in range(1, 7))
    assert all(ways[n] == p for n, p in PIPS.items())


def test_board_num_3_lettered_spiral_sequence() -> None:
    assert SPIRAL_TOKENS == (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)


def test_board_count_1_base_comp_1_base_comp_2_base_comp_3_components() -> None:
    g = engine.new_game({"players": 4}, seed=1)
    assert g.bank == [19] * 5  # BASE-COMP-1
    assert len(g.deck) == 25 and DEV_DECK_COUNTS == (14, 2, 2, 2, 5)  # BASE-COMP-2
    assert Counter(g.deck) == {0: 14, 1: 2, 2: 2, 3: 2, 4: 5}
    assert (MAX_SETTLEMENTS, MAX_CITIES, MAX_ROADS) == (5, 4, 15)  # BASE-COMP-3
    assert sorted(g.board.harbors) == [0, 1, 2, 3, 4, 5, 5, 5, 5]


def test_base_comp_4_special_cards_start_unowned_and_robber_on_desert() -> None:
    g = engine.new_game({"players": 4}, seed=2)
    assert g.lr_holder == -1 and g.la_holder == -1
    assert g.robber == g.board.desert


def test_base_comp_5_three_or_four_players() -> None:
    import pytest

    for n in (3, 4):
        g = engine.new_game({"players": n}, seed=1)
        assert g.n == n and g.two is None
    # two players is the separate 2-player variant (two_player.md), with its own record
    assert engine.new_game({"players": 2}, seed=1).two is not None
    # five and six players are the 5-6 player extension (five_six.md), on its own island
    assert engine.new_game({"players": 5}, seed=1).rules.components == ("base", "five_six")
    for n in (1, 7):
        with pytest.raises(engine.InvalidOptions):
            engine.new_game({"players": n}, seed=1)


def test_base_term_1_island_is_19_hexes_in_a_sea_ring() -> None:
    assert len(topo.HEX_COORDS) == 19 and len(topo.SEA_RING) == 18


def test_base_term_3_intersections_are_land_hex_corners() -> None:
    corners = {k for q, r in topo.HEX_COORDS for k in topo.hex_corners(q, r)}
    assert corners == set(topo.VERTEX_KEYS)


def test_base_term_4_paths_join_two_intersections() -> None:
    for a, b in topo.EDGE_VERTICES:
        assert b in topo.VERTEX_NEIGHBOURS[a]


def test_base_term_5_coastal_spots_are_ordinary_spots() -> None:
    coastal_vertices = [v for v, hs in enumerate(topo.VERTEX_HEXES) if len(hs) < 3]
    g = engine.new_game({"players": 4}, seed=3)
    legal = {a[1] for a in engine.legal_actions(g, g.active)}
    assert set(coastal_vertices) <= legal


def test_base_term_6_adjacency_relations() -> None:
    v = VK(0, 0, "N")
    assert set(topo.VERTEX_HEXES[v]) == {H(0, 0), H(0, -1), H(1, -1)}
    for e in topo.VERTEX_EDGES[v]:
        assert v in topo.EDGE_VERTICES[e]
