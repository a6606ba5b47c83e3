"""The 5-6 extension's components, island and board set-up (five_six.md sections 1-4)."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest

import engine
from engine import rulesets
from engine.board import STANDARD_KIT, make_board, spiral_numbers
from engine.constants import PIPS
from engine.rules.five_six import components
from engine.rules.five_six.geometry import (
    CORNER_STARTS,
    INNER,
    KIT,
    LARGE,
    MAP,
    MIDDLE,
    OUTER,
    SEA,
    TOKEN_LETTERS,
    TOKENS,
)
from engine.topology import DIRECTIONS, STANDARD, hex_distance
from tests.engine.helpers import raises_saying

DESERT = 5


def _adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


def test_six_gen_1_six_gen_2_six_amb_30_five_or_six_players_select_the_extension() -> None:
    for players in (5, 6):
        g = engine.new_game({"players": players}, 1)
        assert g.rules.components == ("base", "five_six") and g.n == players
        assert g.topo is LARGE and g.board.topo is LARGE
        ck = engine.new_game({"players": players, "expansion": "cities_and_knights"}, 1)
        assert ck.rules.components == ("base", "cities_and_knights", "five_six")
        # everything else is the base game's, its options included (SIX-GEN-1)
        g2 = engine.new_game({"players": players, "robber_steal": "optional", "vp_target": 12}, 1)
        assert g2.options.vp_target == 12 and g2.options.robber_steal == "optional"
    for players in (3, 4):  # SIX-GEN-2 / SIX-AMB-30: no large board, no SBP with fewer players
        g = engine.new_game({"players": players}, 1)
        assert g.topo is STANDARD and "five_six" not in g.rules.components and g.six is None
    with pytest.raises(engine.InvalidOptions):
        engine.new_game({"players": 7}, 1)


def test_six_comp_1_six_comp_2_six_setup_1_six_amb_7_totals_of_a_five_six_game() -> None:
    g = engine.new_game({"players": 6}, 3)
    assert g.bank == [24] * 5  # 19 + 5 of each resource
    assert sorted(Counter(g.deck).items()) == [(0, 20), (1, 3), (2, 3), (3, 3), (4, 5)] and len(g.deck) == 34
    assert g.colours == ["red", "blue", "white", "orange", "green", "brown"]
    assert engine.new_game({"players": 5}, 3).colours == ["red", "blue", "white", "orange", "green"]
    terrain = Counter(g.board.terrain)
    assert terrain == {1: 6, 4: 6, 3: 6, 0: 5, 2: 5, DESERT: 2} and len(g.board.terrain) == 30
    harbors = Counter(g.board.harbors)
    assert harbors == {5: 5, 4: 2, 0: 1, 1: 1, 2: 1, 3: 1} and len(g.board.harbors) == 11
    # the extension box adds exactly SIX-COMP-1's pieces to the base box
    base, large = STANDARD_KIT, KIT
    assert Counter(large.terrain) - Counter(base.terrain) == {5: 1, 0: 2, 1: 2, 2: 2, 3: 2, 4: 2}
    assert Counter(large.harbors) - Counter(base.harbors) == {5: 1, 4: 1}
    assert [a - b for a, b in zip(components.DEV_DECK, (14, 2, 2, 2, 5), strict=True)] == [6, 1, 1, 1, 0]
    # unchanged pools per colour: 15 roads, 5 settlements, 4 cities
    from engine.constants import MAX_CITIES, MAX_ROADS, MAX_SETTLEMENTS

    assert (MAX_ROADS, MAX_SETTLEMENTS, MAX_CITIES) == (15, 5, 4)
    assert all(len(h) == 5 and not any(h) for h in g.hands)


def test_six_comp_3_six_amb_5_the_28_lettered_tokens() -> None:
    assert len(TOKENS) == len(TOKEN_LETTERS) == 28
    assert TOKEN_LETTERS[-3:] == ("Za", "Zb", "Zc") and TOKEN_LETTERS[0] == "A" and TOKEN_LETTERS[24] == "Y"
    assert dict(zip(TOKEN_LETTERS, TOKENS, strict=True))["K"] == 6
    assert Counter(TOKENS) == {2: 2, 3: 3, 4: 3, 5: 3, 6: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 2}
    assert sum(PIPS[t] for t in TOKENS) == 88 and 7 not in TOKENS
    assert KIT.tokens == TOKENS  # kept in data (SIX-AMB-5)


def test_six_geo_1_six_geo_2_thirty_land_hexes_in_rows() -> None:
    assert LARGE.N_HEX == 30
    rows = [[q for q, r in LARGE.HEX_COORDS if r == row] for row in range(-3, 4)]
    assert [len(r) for r in rows] == [3, 4, 5, 6, 5, 4, 3]
    assert LARGE.HEX_COORDS[0] == (0, -3) and LARGE.HEX_COORDS[22] == (1, 1) and LARGE.HEX_COORDS[29] == (-1, 3)
    assert set(STANDARD.HEX_COORDS) <= set(LARGE.HEX_COORDS)  # the 19 "Base" hexes keep their coordinates
    for h, (q, r) in enumerate(LARGE.HEX_COORDS):  # same neighbour directions as BOARD-GEO-2
        assert all(_adjacent((q, r), LARGE.HEX_COORDS[n]) for n in LARGE.HEX_NEIGHBOURS[h])
    assert LARGE.HEX_LABELS[:3] == ("A", "B", "C") and LARGE.HEX_LABELS[26:] == ("AA", "AB", "AC", "AD")
    assert LARGE.parse_hex("ad") == 29 and LARGE.parse_hex("AE") is None


def test_six_geo_3_twenty_two_sea_hexes_clockwise() -> None:
    land = set(LARGE.HEX_COORDS)
    frame = {(q + dq, r + dr) for q, r in land for dq, dr in DIRECTIONS} - land
    assert len(SEA) == 22 and set(SEA) == frame and LARGE.SEA_RING == SEA
    assert all(_adjacent(a, b) for a, b in itertools.pairwise((*SEA, SEA[0])))


def test_six_geo_4_eighty_intersections_numbered_in_rows() -> None:
    assert LARGE.N_VERTEX == 80
    touching = Counter(len(h) for h in LARGE.VERTEX_HEXES)
    assert touching == {3: 42, 1: 22, 2: 16}
    assert LARGE.VERTEX_KEYS[0] == (0, -4, "S") and LARGE.VERTEX_KEYS[6] == (3, -4, "S")
    assert LARGE.VERTEX_KEYS[7] == (-1, -3, "S") and LARGE.VERTEX_KEYS[40] == (-4, 1, "N")
    assert LARGE.VERTEX_KEYS[52] == (2, 1, "N") and LARGE.VERTEX_KEYS[79] == (-1, 4, "N")
    assert LARGE.VERTEX_LABELS[79] == "80" and LARGE.parse_vertex("80") == 79 and LARGE.parse_vertex("81") is None


def test_six_geo_5_one_hundred_and_nine_paths() -> None:
    assert LARGE.N_EDGE == 109
    assert Counter(len(h) for h in LARGE.EDGE_HEXES) == {2: 71, 1: 38}


def test_six_geo_6_six_amb_6_eleven_harbor_spots() -> None:
    served = [tuple(v + 1 for v in LARGE.EDGE_VERTICES[e]) for e in LARGE.HARBOR_EDGES]
    assert served == [(1, 2), (4, 5), (15, 16), (27, 39), (52, 64), (72, 73), (77, 78), (74, 75), (54, 55),
                      (28, 41), (17, 18)]  # fmt: skip
    assert len({v for pair in served for v in pair}) == 22  # no intersection served twice
    for e, sea in zip(LARGE.HARBOR_EDGES, LARGE.HARBOR_SPOT_SEA, strict=True):
        assert len(LARGE.EDGE_HEXES[e]) == 1  # a coastal path
        assert sea == SEA[2 * LARGE.HARBOR_EDGES.index(e)]  # every other sea hex from position 0
        land = LARGE.HEX_COORDS[LARGE.EDGE_HEXES[e][0]]
        assert _adjacent(land, sea)


def test_six_geo_7_six_amb_4_spiral_rings_and_corners() -> None:
    assert (len(OUTER), len(MIDDLE), len(INNER)) == (16, 10, 4)
    assert set(OUTER) | set(MIDDLE) | set(INNER) == set(LARGE.HEX_COORDS)
    for ring in (OUTER, MIDDLE, INNER):
        assert all(_adjacent(a, b) for a, b in itertools.pairwise((*ring, ring[0])))
    assert CORNER_STARTS == {"NW": (0, 0, 0), "W": (3, 2, 1), "SW": (6, 4, 2), "SE": (8, 5, 2), "E": (11, 7, 3),
                             "NE": (14, 9, 0)}  # fmt: skip
    for outer, middle, inner in CORNER_STARTS.values():  # one step inward each time (SIX-AMB-4)
        assert _adjacent(OUTER[outer], MIDDLE[middle]) and _adjacent(MIDDLE[middle], INNER[inner])
    for corner in range(6):  # one unbroken spiral over all 30 hexes
        order = [LARGE.HEX_COORDS[h] for h in LARGE.spiral_order(corner)]
        assert len(set(order)) == 30 and all(_adjacent(a, b) for a, b in itertools.pairwise(order))


def test_six_var_1_six_var_2_terrain_and_harbors_are_shuffled() -> None:
    boards = [engine.new_game({"players": 5}, seed).board for seed in range(30)]
    assert len({b.terrain for b in boards}) == 30 and len({b.harbors for b in boards}) > 20
    for b in boards:
        assert sorted(b.terrain) == sorted(KIT.terrain) and sorted(b.harbors) == sorted(KIT.harbors)


def _terrain_with_deserts(*deserts: int) -> tuple[int, ...]:
    return tuple(DESERT if h in deserts else 0 for h in range(30))


def test_six_var_3_six_var_4_the_worked_example() -> None:
    """Start corner NW, deserts on H22 (1,1) and H19 (-2,1): the rows of SIX-VAR-4."""
    nw = engine.topology.SPIRAL_CORNERS.index("NW")
    numbers = spiral_numbers(_terrain_with_deserts(22, 19), nw, MAP)
    rows = [[numbers[LARGE.HEX_INDEX[(q, r)]] for q, rr in LARGE.HEX_COORDS if rr == r] for r in range(-3, 4)]
    assert rows == [[2, 8, 4], [5, 10, 9, 8], [4, 11, 12, 5, 3], [6, 12, 3, 6, 9, 6], [3, 0, 2, 4, 0], [9, 10, 5, 10],
                    [8, 11, 11]]  # fmt: skip
    # the default option draws the corner at random; the letters then follow the spiral
    assert engine.Options(players=6).spiral_corner == -1 and engine.Options(players=6).number_placement == "spiral"


def test_six_var_5_six_amb_28_the_spiral_never_puts_red_tokens_side_by_side() -> None:
    from engine.board import red_numbers_adjacent

    checked = 0
    for corner in range(6):
        for a, b in itertools.combinations(range(30), 2):
            numbers = spiral_numbers(_terrain_with_deserts(a, b), corner, MAP)
            assert not red_numbers_adjacent(numbers, LARGE)
            checked += 1
    assert checked == 2610


def test_six_var_6_six_amb_29_fully_random_tokens_keep_reds_apart() -> None:
    from engine.board import red_numbers_adjacent

    seen = set()
    for seed in range(20):
        b = engine.new_game({"players": 6, "number_placement": "random"}, seed).board
        assert sorted(n for n in b.numbers if n) == sorted(TOKENS)
        assert all((b.numbers[h] == 0) == (b.terrain[h] == DESERT) for h in range(30))
        assert not red_numbers_adjacent(b.numbers, LARGE)
        seen.add(b.numbers)
    assert len(seen) == 20


def test_six_var_7_six_amb_3_robber_start_options() -> None:
    g = engine.new_game({"players": 6}, 5)
    assert len(g.board.deserts) == 2 and g.robber == min(g.board.deserts)  # LOWEST_HEX_ID
    random_games = [engine.new_game({"players": 6, "six_robber_start": "random"}, s) for s in range(16)]
    assert all(x.robber in x.board.deserts for x in random_games)
    assert {x.board.deserts.index(x.robber) for x in random_games} == {0, 1}
    g = engine.new_game({"players": 5, "six_robber_start": "starting_player_chooses"}, 5)
    assert engine.must_act(g) == [g.first] and g.step == components.ROBBER_START
    assert set(engine.legal_actions(g, g.first)) == {(components.ROBBER_START, d) for d in g.board.deserts}
    engine.apply_action(g, g.first, (components.ROBBER_START, max(g.board.deserts)))
    assert g.robber == max(g.board.deserts) and g.step == "setup_settlement" and g.active == g.first


def test_six_var_8_six_amb_8_no_beginner_map_and_boards_from_configuration() -> None:
    for board in ("beginner", "beginner_map_free_placement"):
        with raises_saying(engine.InvalidOptions, "SIX-VAR-8"):
            engine.Options(players=6, board=board)
        with pytest.raises(engine.InvalidOptions):
            engine.new_game({"players": 5, "board": board}, 1)
    # a complete board given as data (tests MAY load one): the saved game's board is taken as it is
    g = engine.new_game({"players": 6}, 8)
    data = json.loads(engine.to_json(g))
    terrain = list(KIT.terrain)
    numbers = list(spiral_numbers(tuple(terrain), 2, MAP))
    data["board"] = {"terrain": terrain, "numbers": numbers, "harbors": list(KIT.harbors)}
    loaded = engine.from_dict(data)
    assert loaded.board is make_board(MAP, tuple(terrain), tuple(numbers), KIT.harbors)
    data["board"] = engine.new_game({"players": 4}, 8).board.to_json()  # a 19-hex board in a 6-player game
    with pytest.raises(engine.InvalidState):
        engine.from_dict(data)


def test_the_hex_distance_of_the_island_is_as_drawn() -> None:
    assert max(hex_distance(q, r) for q, r in LARGE.HEX_COORDS) == 3
    assert rulesets.REGISTRY["five_six"].layer == rulesets.PLAYER_COUNT


def test_six_geo_2_a_fresh_process_reads_a_saved_five_six_game() -> None:
    """SIX-GEO-2: a process that has not played a 5-6 game yet (a restarted bot, ``service.admin``) loads
    one from its JSON: the rules, which register the 30-hex island, are loaded before the board."""
    import subprocess
    import sys
    from pathlib import Path

    saved = engine.to_json(engine.new_game({"players": 6}, 3))
    code = "import sys, engine; g = engine.from_json(sys.stdin.read()); print(g.n, g.topo.N_VERTEX)"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], input=saved, capture_output=True, text=True, cwd=root,
                          timeout=120, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["6", "80"]
