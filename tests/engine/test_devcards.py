"""BASE-DEV-1..9, BASE-LA-1..2, BASE-AMB-8, -10, -17, -18."""

from __future__ import annotations

import pytest

import engine
from engine import topology as topo
from engine.board import beginner_pieces
from engine.constants import DEV_CARD_COST, KNIGHT
from engine.testing import position
from tests.engine.helpers import H, roll, to_main

# Paths far from every beginner piece, to use up a colour's road pool in a position.
_BEGINNER_SPOTS = {v for colour in ("red", "blue", "white", "orange") for v, _e in beginner_pieces(colour)}
_SPARE_PATHS = [e for e in range(72) if not set(topo.EDGE_VERTICES[e]) & _BEGINNER_SPOTS][::2]


def _table(**kw: object) -> engine.GameState:
    """The beginner set-up (4 players, red to roll) with the hands and cards given and nothing else."""
    return position(beginner_pieces=True, **kw)  # type: ignore[arg-type]


def kinds(g: engine.GameState, seat: int) -> set[str]:
    return {a[0] for a in engine.legal_actions(g, seat)}


def test_base_dev_1_dev_cards_hidden_never_traded_or_stolen() -> None:
    g = _table(dev_cards={1: {"knight": 1}})
    pub = engine.public_view(g)
    assert pub["players"][1]["dev_card_count"] == 1 and "dev_cards" not in str(pub)
    roll(g, 7)
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    engine.apply_action(g, 0, ("steal", 1))
    assert g.dev[1][KNIGHT] == 1 and sum(g.hands[0]) == 0


def test_base_dev_2_one_knight_or_progress_per_turn() -> None:
    g = _table(dev_cards={0: {"monopoly": 1, "year_of_plenty": 1}}, step="main")
    engine.apply_action(g, 0, ("monopoly", 0))
    assert "year_of_plenty" not in kinds(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("year_of_plenty", (0, 1)))
    assert exc.value.code == "dev_limit"


def test_base_dev_3_card_bought_this_turn_waits() -> None:
    g = _table(hands={0: {"ore": 1, "grain": 1, "wool": 1}}, dev_deck=["knight", "monopoly"], step="main")
    engine.apply_action(g, 0, ("buy_dev",))
    assert "knight" not in kinds(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("knight",))
    assert exc.value.code == "bought_this_turn"
    engine.apply_action(g, 0, ("end_turn",))
    for _ in range(3):
        to_main(g)
        engine.apply_action(g, g.active, ("end_turn",))
    assert "knight" in kinds(g, 0)


def test_base_amb_10_restriction_is_per_card() -> None:
    g = _table(  # one knight bought on an earlier turn
        dev_cards={0: {"knight": 1}}, hands={0: {"ore": 1, "grain": 1, "wool": 1}}, dev_deck=["knight"], step="main"
    )
    engine.apply_action(g, 0, ("buy_dev",))
    assert g.dev[0][KNIGHT] == 2 and "knight" in kinds(g, 0)


def test_base_dev_4_knight_moves_robber_steals_and_stays_face_up() -> None:
    g = _table(dev_cards={0: {"knight": 1}}, hands={1: {"wool": 1}})
    engine.apply_action(g, 0, ("knight",))
    assert g.step == "move_robber" and g.knights[0] == 1 and g.dev[0][KNIGHT] == 0
    assert engine.public_view(g)["players"][0]["knights"] == 1
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert g.step == "pre_roll"


def test_base_dev_4_soldier_name_option_is_cosmetic() -> None:
    g = _table(options={"knight_card_name": "Soldier"}, dev_cards={0: {"knight": 1}})
    assert ("knight",) in engine.legal_actions(g, 0)
    assert engine.public_view(g)["options"]["knight_card_name"] == "Soldier"


def test_base_dev_5_road_building_two_free_roads_second_may_connect_to_first() -> None:
    g = _table(dev_cards={0: {"road_building": 1}}, step="main")
    engine.apply_action(g, 0, ("road_building",))
    assert g.step == "road_building"
    first = engine.legal_actions(g, 0)[0]
    engine.apply_action(g, 0, first)
    second = [a for a in engine.legal_actions(g, 0) if a[0] == "road"]
    from engine import topology as topo

    ends = set(topo.EDGE_VERTICES[first[1]])
    assert any(ends & set(topo.EDGE_VERTICES[a[1]]) for a in second)
    engine.apply_action(g, 0, second[0])
    assert g.step == "main" and g.road_count[0] == 4 and sum(g.hands[0]) == 0


def test_base_amb_8_road_building_with_one_piece_left() -> None:
    g = position(beginner_pieces=True, roads={0: _SPARE_PATHS[:12]}, dev_cards={0: {"road_building": 1}}, step="main")
    assert g.road_count[0] == 14
    engine.apply_action(g, 0, ("road_building",))
    engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert g.step == "main"


def test_base_amb_8_road_building_not_playable_without_pieces() -> None:
    g = position(beginner_pieces=True, roads={0: _SPARE_PATHS[:13]}, dev_cards={0: {"road_building": 1}}, step="main")
    assert g.road_count[0] == 15
    assert "road_building" not in kinds(g, 0)


def test_base_dev_6_year_of_plenty_two_cards_usable_at_once() -> None:
    g = _table(dev_cards={0: {"year_of_plenty": 1}}, step="main")
    choices = [a for a in engine.legal_actions(g, 0) if a[0] == "year_of_plenty"]
    assert len(choices) == 15  # 5 pairs of the same + 10 mixed
    engine.apply_action(g, 0, ("year_of_plenty", (0, 1)))
    assert g.hands[0] == [1, 1, 0, 0, 0] and "road" in kinds(g, 0)


def test_base_dev_7_monopoly_takes_all_of_a_type() -> None:
    g = _table(dev_cards={0: {"monopoly": 1}}, hands={1: {"wool": 3}, 3: {"wool": 1, "ore": 2}}, step="main")
    ev = engine.apply_action(g, 0, ("monopoly", 4))
    assert g.hands[0][4] == 4 and g.hands[1][4] == 0 and g.hands[3] == [0, 0, 2, 0, 0]
    assert ev[-1]["taken"] == [0, 3, 0, 1]


def test_base_dev_8_played_progress_cards_leave_the_game() -> None:
    g = _table(dev_cards={0: {"monopoly": 1}}, step="main")
    deck = len(g.deck)
    engine.apply_action(g, 0, ("monopoly", 4))
    assert sum(g.dev[0]) == 0 and len(g.deck) == deck


def test_base_dev_9_vp_cards_count_hidden_and_exempt_from_limits() -> None:
    g = _table(hands={0: {"ore": 1, "grain": 1, "wool": 1}}, dev_deck=["victory_point"], step="main")
    engine.apply_action(g, 0, ("buy_dev",))
    assert g.victory_points(0) == 3 and g.public_victory_points(0) == 2
    assert engine.public_view(g)["players"][0]["public_vp"] == 2


def test_base_dev_9_reveal_any_time_in_1997_mode() -> None:
    g = _table(options={"vp_card_reveal": "any_time_own_turn"}, dev_cards={0: {"victory_point": 1}, 1: {"victory_point": 1}})
    assert ("reveal_vp",) in engine.legal_actions(g, 0)
    assert ("reveal_vp",) not in engine.legal_actions(g, 1)
    engine.apply_action(g, 0, ("reveal_vp",))
    assert g.public_victory_points(0) == 3


def test_base_dev_9_reveal_not_offered_by_default() -> None:
    g = _table(dev_cards={0: {"victory_point": 1}})
    assert ("reveal_vp",) not in engine.legal_actions(g, 0)


def test_base_amb_17_dev_card_cost_has_no_vp_value() -> None:
    assert DEV_CARD_COST == (0, 0, 1, 1, 1)


def test_base_la_1_first_to_three_knights() -> None:
    g = _table(dev_cards={1: {"knight": 3}})
    for turn in range(3):
        while g.active != 1:
            to_main(g)
            engine.apply_action(g, g.active, ("end_turn",))
        engine.apply_action(g, 1, ("knight",))
        engine.apply_action(g, 1, ("robber", engine.legal_actions(g, 1)[turn][1]))
        while g.step == "steal":
            engine.apply_action(g, 1, engine.legal_actions(g, 1)[0])
        assert g.la_holder == (1 if turn == 2 else -1)
        to_main(g)
        engine.apply_action(g, 1, ("end_turn",))
    assert g.public_victory_points(1) == 4


def test_base_la_2_strictly_more_takes_it_ties_do_not() -> None:
    g = position(beginner_pieces=True, knights_played={0: 3, 2: 2}, dev_cards={2: {"knight": 2}}, active=2, turn=3)
    assert g.la_holder == 0
    engine.apply_action(g, 2, ("knight",))
    assert g.knights[2] == 3 and g.la_holder == 0  # tie
    engine.apply_action(g, 2, ("robber", H(1, -2)))
    while g.step == "steal":
        engine.apply_action(g, 2, engine.legal_actions(g, 2)[0])
    for _ in range(4):
        to_main(g)
        engine.apply_action(g, g.active, ("end_turn",))
    engine.apply_action(g, 2, ("knight",))
    assert g.la_holder == 2
