"""BOARD-BEG-*, BOARD-VAR-*, BOARD-AMB-*, BASE-SETUP-3..7."""

from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine import topology as topo
from engine.board import (
    BEGINNER_HARBORS,
    BEGINNER_NUMBERS,
    BEGINNER_TERRAIN,
    TERRAIN_TILES,
    beginner_board,
    red_numbers_adjacent,
    spiral_numbers,
)
from engine.constants import SETTLEMENT
from engine.rules.base.maps import STANDARD
from tests.engine.helpers import EK, VK, H, beginner

COLOUR_SEAT_4 = {"red": 0, "blue": 1, "white": 2, "orange": 3}


def test_board_beg_1_beginner_terrain_and_numbers() -> None:
    b = beginner_board()
    rows = [[b.numbers[H(q, r)] for q, r in topo.HEX_COORDS if r == row] for row in range(-2, 3)]
    assert rows == [[10, 2, 9], [12, 6, 4, 10], [9, 11, 0, 3, 8], [8, 3, 4, 5], [5, 6, 11]]
    assert b.terrain[H(0, 0)] == 5 and b.terrain[H(0, -2)] == 2 and b.terrain[H(-2, 1)] == 1
    assert Counter(BEGINNER_TERRAIN) == Counter(TERRAIN_TILES)
    assert not red_numbers_adjacent(BEGINNER_NUMBERS)  # the note under the table


def test_board_beg_2_robber_starts_on_desert() -> None:
    assert beginner().robber == H(0, 0)


def test_board_beg_3_beginner_harbors() -> None:
    assert BEGINNER_HARBORS == (3, 1, 5, 4, 5, 5, 0, 2, 5)
    b = beginner_board()
    assert b.vertex_harbor[VK(1, 1, "S")] == 4 and b.vertex_harbor[VK(1, 2, "N")] == 4  # wool at S4


def test_board_beg_4_starting_pieces_four_players() -> None:
    g = beginner(4)
    expected = {
        "red": [((-2, 1, "N"), (-2, 1, "NE")), ((0, -1, "N"), (0, -1, "NE"))],
        "blue": [((-2, 2, "N"), (-2, 2, "NE")), ((0, 2, "N"), (0, 1, "E"))],
        "orange": [((-1, 2, "N"), (-1, 2, "NE")), ((2, -2, "S"), (1, -1, "NE"))],
        "white": [((1, 1, "N"), (1, 0, "E")), ((-1, 0, "N"), (-1, -1, "SE"))],
    }
    for colour, pieces in expected.items():
        seat = g.colours.index(colour)
        for vkey, ekey in pieces:
            v, e = topo.VERTEX_INDEX[vkey], topo.EDGE_KEY_INDEX[ekey]
            assert g.owner[v] == seat and g.building[v] == SETTLEMENT
            assert g.roads[e] == seat and v in topo.EDGE_VERTICES[e]
    assert g.settlements == [2] * 4 and g.road_count == [2] * 4
    assert all(g.board.vertex_harbor[v] < 0 for v in range(54) if g.building[v])  # no harbor starts


def test_board_beg_5_and_base_setup_6_starting_hands() -> None:
    g = beginner(4)
    hands = {c: g.hands[g.colours.index(c)] for c in g.colours}
    # brick, lumber, ore, grain, wool
    assert hands["red"] == [0, 2, 0, 1, 0]
    assert hands["blue"] == [1, 1, 1, 0, 0]
    assert hands["orange"] == [0, 0, 1, 2, 0]
    assert hands["white"] == [0, 1, 1, 0, 1]
    assert all(sum(h) == 3 for h in g.hands)


def test_board_beg_6_and_base_setup_5_three_players_drop_red() -> None:
    g = beginner(3)
    assert "red" not in g.colours and g.n == 3
    assert g.owner[VK(-2, 1, "N")] == -1 and g.owner[VK(0, -1, "N")] == -1
    assert g.roads[EK(-2, 1, "NE")] == -1
    assert sum(map(sum, g.hands)) == 9


def test_board_beg_7_beginner_mode_always_uses_5e_map_even_with_1997_rules() -> None:
    g = engine.new_game(engine.Options.preset_1997(board="beginner"), seed=1)
    assert g.board is beginner_board()


def test_base_setup_3_board_modes() -> None:
    a = engine.new_game({"board": "beginner"}, 1)
    b = engine.new_game({"board": "beginner_map_free_placement"}, 1)
    c = engine.new_game({"board": "variable"}, 1)
    assert a.phase == "play" and a.settlements == [2] * 4
    assert b.phase == "setup" and b.board is beginner_board() and sum(b.settlements) == 0
    assert c.phase == "setup" and sum(c.settlements) == 0


def test_base_setup_4_beginner_has_no_setup_phase() -> None:
    g = beginner()
    assert g.phase == "play" and g.step == "pre_roll" and g.turn == 1


def test_base_setup_7_beginner_first_player_is_configurable() -> None:
    assert beginner().active == 0
    assert beginner(first_player=2).active == 2


def test_board_var_1_terrain_is_a_shuffle_of_the_tiles() -> None:
    layouts = set()
    for seed in range(30):
        b = engine.new_game({"board": "variable"}, seed).board
        assert Counter(b.terrain) == Counter(TERRAIN_TILES)
        layouts.add(b.terrain)
    assert len(layouts) > 25


def test_board_var_2_harbors_are_shuffled() -> None:
    seen = set()
    for seed in range(30):
        b = engine.new_game({"board": "variable"}, seed).board
        assert sorted(b.harbors) == [0, 1, 2, 3, 4, 5, 5, 5, 5]
        seen.add(b.harbors)
    assert len(seen) > 20


def test_board_var_3_robber_on_the_desert_wherever_it_landed() -> None:
    for seed in range(20):
        g = engine.new_game({"board": "variable"}, seed)
        assert g.board.terrain[g.robber] == 5


@pytest.mark.parametrize("corner", range(6))
def test_board_var_4_spiral_never_puts_reds_together_and_skips_desert(corner: int) -> None:
    for desert in range(19):
        terrain = [0] * 19
        terrain[desert] = 5
        numbers = spiral_numbers(tuple(terrain), corner, STANDARD)
        assert numbers[desert] == 0 and 0 not in [n for i, n in enumerate(numbers) if i != desert]
        assert not red_numbers_adjacent(numbers)


def test_board_var_4_spiral_order_from_nw() -> None:
    order = [topo.HEX_COORDS[h] for h in topo.spiral_order(2)]
    assert order == [(0, -2), (-1, -1), (-2, 0), (-2, 1), (-2, 2), (-1, 2), (0, 2), (1, 1), (2, 0), (2, -1),
                     (2, -2), (1, -2), (0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, 0)]  # fmt: skip


def test_board_var_5_illustration_q_reconstructed() -> None:
    terrain = [0] * 19
    terrain[H(-1, 0)] = 5
    numbers = spiral_numbers(tuple(terrain), 2, STANDARD)
    rows = [[numbers[H(q, r)] for q, r in topo.HEX_COORDS if r == row] for row in range(-2, 3)]
    assert rows == [[5, 10, 8], [2, 9, 3, 4], [6, 0, 11, 6, 11], [3, 4, 5, 12], [8, 10, 9]]


def test_board_var_6_fully_random_numbers_keep_reds_apart() -> None:
    for seed in range(40):
        b = engine.new_game({"board": "variable", "number_placement": "random"}, seed).board
        assert not red_numbers_adjacent(b.numbers)
        assert b.numbers[b.desert] == 0


def test_board_var_7_compact_pieces_not_modelled_variable_board_used() -> None:
    with pytest.raises(engine.InvalidOptions):
        engine.new_game({"board": "compact"}, 1)


def test_board_amb_1_beginner_map_is_fixed_data() -> None:
    assert beginner_board() is beginner_board()


def test_board_amb_2_white_star_is_on_forest_3() -> None:
    g = beginner()
    white = g.colours.index("white")
    assert g.hands[white] == [0, 1, 1, 0, 1]  # lumber + ore + wool from (1,1,N)


def test_board_amb_3_published_layout_lives_in_data() -> None:
    from engine.board import BEGINNER_PIECES

    assert set(BEGINNER_PIECES) == {"red", "blue", "white", "orange"}


def test_board_amb_4_spiral_corner_configurable_else_random() -> None:
    fixed = {engine.new_game({"spiral_corner": 0}, s).board.numbers for s in range(3)}
    assert len(fixed) == 3  # terrain differs, so numbers differ; but each is the corner-0 spiral
    for s in range(3):
        b = engine.new_game({"spiral_corner": 0}, s).board
        assert b.numbers == spiral_numbers(b.terrain, 0, STANDARD)


def test_board_amb_5_random_tokens_by_rejection_are_varied() -> None:
    seen = {engine.new_game({"number_placement": "random"}, s).board.numbers for s in range(20)}
    assert len(seen) == 20


def test_board_amb_6_identical_terrains_may_touch() -> None:
    touching = False
    for seed in range(50):
        b = engine.new_game({}, seed).board
        if any(b.terrain[h] == b.terrain[n] for h in range(19) for n in topo.HEX_NEIGHBOURS[h]):
            touching = True
    assert touching


def test_board_amb_7_board_amb_8_board_amb_9_unrecoverable_layouts_are_not_offered() -> None:
    from engine.options import option_help

    assert option_help()["board"][1] == ("beginner", "beginner_map_free_placement", "variable")


def test_boards_are_deterministic_per_seed() -> None:
    assert engine.new_game({}, 99).board is engine.new_game({}, 99).board
