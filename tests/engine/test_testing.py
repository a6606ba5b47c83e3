"""engine.testing: positions from plain data and forced dice (issue 9 item 7)."""

from __future__ import annotations

import pytest

import engine
from engine import topology as topo
from engine.rng import Rng
from engine.rules import turn
from engine.testing import base_roll_draw, force_roll, position, roll


def test_position_places_pieces_hands_and_fills_the_bank_and_deck() -> None:
    g = position(
        players=3,
        settlements={0: ["12"], "white": ["30"]},
        cities={1: ["44"]},
        roads={0: ["12-13"], 1: ["30-31-32"]},
        hands={0: {"brick": 2, "wool": 1}, 2: (0, 0, 3, 0, 0)},
        dev_cards={2: {"knight": 2, "victory_point": 1}},
        knights_played={1: 1},
        robber="J",
        active=1,
        step="main",
    )
    v = topo.parse_vertex
    assert g.owner[v("12")] == 0 and g.building[v("12")] == 1 and g.building[v("44")] == 2
    assert g.owner[v("30")] == 1 and g.road_count == [1, 2, 0]
    assert g.hands[0] == [2, 0, 0, 0, 1] and g.bank == [17, 19, 16, 19, 18]
    assert len(g.deck) == 25 - 3 - 1 and g.deck.count(0) == 14 - 2 - 1
    assert g.robber == topo.parse_hex("J") and g.active == 1 and g.step == "main" and g.rolled
    assert g.public_victory_points(1) == 3 and g.victory_points(2) == 1


def test_position_rebuilds_derived_data_like_a_loaded_game() -> None:
    g = position(settlements={0: ["12"], 1: ["20"]}, cities={2: ["40"]}, roads={0: ["1-2-3-4-5-6"]})
    again = engine.from_json(engine.to_json(g))
    for name in ("settlements", "cities", "road_count", "building_mask", "occupied_mask", "blocked_mask", "road_len"):
        assert getattr(g, name) == getattr(again, name), name
    assert g.road_len[0] == 5 and g.lr_holder == 0  # holder computed from scratch


def test_position_refuses_impossible_data() -> None:
    with pytest.raises(ValueError, match="two buildings"):
        position(settlements={0: ["12"]}, cities={1: ["12"]})
    with pytest.raises(ValueError, match="more cards of a kind than the game has"):
        position(hands={0: {"ore": 10}, 1: {"ore": 10}})
    with pytest.raises(ValueError, match="reach"):
        position(step="move_robber")
    with pytest.raises(ValueError, match="no seat"):
        position(players=3, settlements={"red": ["1"]})


def test_position_dev_deck_order_is_top_first() -> None:
    g = position(hands={0: {"ore": 1, "grain": 1, "wool": 1}}, dev_deck=["monopoly", "knight"], step="main")
    engine.apply_action(g, 0, ("buy_dev",))
    assert g.dev[0][3] == 1 and g.dev_new[3] == 1


def test_base_roll_draw_matches_the_engine_roll() -> None:
    for counter in range(200):
        g = position()
        g.rng = Rng(99, counter)
        expected = base_roll_draw(Rng(99, counter))
        turn.roll(g, 0)
        assert g.dice == expected


@pytest.mark.parametrize("total", range(2, 13))
def test_force_roll_total(total: int) -> None:
    g = position(hands={0: {"brick": 1}})
    ev = roll(g, total)
    assert ev[0]["total"] == total


def test_force_roll_exact_dice_and_several_rolls() -> None:
    g = position(settlements={0: ["12"]}, next_rolls=[(6, 5), (2, 3)])
    engine.apply_action(g, 0, ("roll",))
    assert g.dice == (6, 5)
    engine.apply_action(g, 0, ("end_turn",))
    engine.apply_action(g, 1, ("roll",))
    assert g.dice == (2, 3)


def test_force_roll_needs_a_roll() -> None:
    with pytest.raises(ValueError):
        force_roll(position())


def test_position_in_the_set_up_snake() -> None:
    # round 2 of a 3-player set-up: the last player of round 1 places again (BASE-SETUP-10)
    g = position(
        players=3, settlements={0: ["12"], 1: ["30"], 2: ["44"]}, roads={0: ["12-13"], 1: ["30-31"], 2: ["44-45"]},
        step="setup_settlement", setup_index=3, active=2, first=0,
    )  # fmt: skip
    assert g.phase == "setup" and engine.must_act(g) == [2]
    spot = engine.legal_actions(g, 2)[0]
    events = engine.apply_action(g, 2, spot)
    assert any(e["type"] == "starting_resources" for e in events)  # the second settlement pays out
    assert g.step == "setup_road"
    engine.apply_action(g, 2, engine.legal_actions(g, 2)[0])
    assert g.active == 1 and g.step == "setup_settlement"
    with pytest.raises(ValueError, match="belongs to seat 2"):
        position(players=3, step="setup_settlement", setup_index=3, active=1, first=0)


def test_position_beginner_pieces_match_the_beginner_set_up() -> None:
    g = position(beginner_pieces=True)
    b = engine.new_game({"players": 4, "board": "beginner"}, 7)
    assert g.owner == b.owner and g.building == b.building and g.roads == b.roads
