"""BASE-TURN-1..6, BASE-PROD-1..5, BASE-TERM-2, BASE-AMB-2, -9, -14, -16, -20."""

from __future__ import annotations

import pytest

import engine
from engine.testing import position
from tests.engine.helpers import (
    VK,
    H,
    beginner,
    roll,
    to_main,
)


def _table(**kw: object) -> engine.GameState:
    """The beginner set-up (4 players, red to roll) with the hands and cards given and nothing else."""
    return position(beginner_pieces=True, **kw)  # type: ignore[arg-type]


def kinds(g: engine.GameState, seat: int) -> set[str]:
    return {a[0] for a in engine.legal_actions(g, seat)}


def test_base_turn_1_base_turn_6_turns_pass_clockwise() -> None:
    g = beginner()
    seen = []
    for _ in range(8):
        seen.append(g.active)
        to_main(g)
        engine.apply_action(g, g.active, ("end_turn",))
    assert seen == [0, 1, 2, 3, 0, 1, 2, 3]
    assert g.step == "pre_roll" and g.turn == 9


def test_base_turn_2_roll_is_mandatory_before_ending() -> None:
    g = beginner()
    assert "end_turn" not in kinds(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("end_turn",))
    assert exc.value.code == "cannot_end"
    to_main(g)
    assert "roll" not in kinds(g, 0) and "end_turn" in kinds(g, 0)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("roll",))


def test_base_turn_3_strict_phases_close_trade_after_building() -> None:
    g = _table(options={"combined_trade_build": False}, hands={0: {"brick": 5, "lumber": 5}}, step="main")
    assert "bank_trade" in kinds(g, 0)
    road = next(a for a in engine.legal_actions(g, 0) if a[0] == "road")
    engine.apply_action(g, 0, road)
    assert "bank_trade" not in kinds(g, 0)
    assert not engine.can_propose_trade(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("bank_trade", 0, 2))
    assert exc.value.code == "trade_closed"


def test_base_turn_4_combined_phase_alternates_freely() -> None:
    g = _table(options={"combined_trade_build": True}, hands={0: {"brick": 6, "lumber": 6}}, step="main")
    road = next(a for a in engine.legal_actions(g, 0) if a[0] == "road")
    engine.apply_action(g, 0, road)
    engine.apply_action(g, 0, ("bank_trade", 0, 2))
    road = next(a for a in engine.legal_actions(g, 0) if a[0] == "road")
    engine.apply_action(g, 0, road)
    assert engine.can_propose_trade(g, 0)


def test_base_turn_5_one_dev_card_before_roll_or_after_resolution_never_during() -> None:
    g = _table(dev_cards={0: {"year_of_plenty": 1, "monopoly": 1}}, hands={0: {"ore": 8}, 1: {"wool": 1}})
    assert "year_of_plenty" in kinds(g, 0)  # before the roll
    roll(g, 7)  # resolution: discard/robber pending
    if g.step == "discard":
        assert "year_of_plenty" not in kinds(g, 0)
    assert g.step in ("discard", "move_robber")
    while g.step == "discard":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    assert "year_of_plenty" not in kinds(g, 0) and "monopoly" not in kinds(g, 0)
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    while g.step == "steal":
        engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert g.step == "main" and "monopoly" in kinds(g, 0)
    engine.apply_action(g, 0, ("monopoly", 0))
    assert "year_of_plenty" not in kinds(g, 0)  # one per turn


def test_base_turn_5_never_on_another_players_turn() -> None:
    g = _table(dev_cards={1: {"knight": 1}})
    assert "knight" not in kinds(g, 1)


def test_base_turn_5_option_1997_allows_progress_cards_during_resolution() -> None:
    g = _table(options={"dev_card_during_roll_resolution": True}, dev_cards={0: {"monopoly": 1}})
    roll(g, 7)
    assert g.step == "move_robber" and "monopoly" in kinds(g, 0)


def test_base_amb_9_knight_reopens_only_after_steal() -> None:
    g = _table(dev_cards={0: {"knight": 1}})
    roll(g, 7)
    assert g.step == "move_robber" and "knight" not in kinds(g, 0)
    engine.apply_action(g, 0, ("robber", H(1, -2)))  # only the mover's own building there
    assert g.step == "main" and "knight" in kinds(g, 0)


def test_base_amb_14_no_trading_before_the_roll() -> None:
    g = _table(hands={0: {"ore": 4}})
    assert "bank_trade" not in kinds(g, 0)
    assert not engine.can_propose_trade(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("bank_trade", 2, 0))
    assert exc.value.code == "roll_first"


def test_base_amb_16_dev_card_after_building_in_strict_mode() -> None:
    g = _table(
        options={"combined_trade_build": False}, dev_cards={0: {"year_of_plenty": 1}},
        hands={0: {"brick": 1, "lumber": 1}}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, next(a for a in engine.legal_actions(g, 0) if a[0] == "road"))
    assert g.trade_closed
    engine.apply_action(g, 0, ("year_of_plenty", (0, 1)))
    assert "road" in kinds(g, 0)  # the new cards can be built with


def test_base_amb_20_knight_before_roll_and_a_rolled_seven_both_move_robber() -> None:
    g = _table(dev_cards={0: {"knight": 2}})
    engine.apply_action(g, 0, ("knight",))
    engine.apply_action(g, 0, ("robber", H(1, 1)))
    while g.step == "steal":
        engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
    assert g.step == "pre_roll"
    roll(g, 7)
    assert g.step == "move_robber"
    engine.apply_action(g, 0, ("robber", H(0, 0)))
    assert "knight" not in kinds(g, 0)  # the second knight must wait


# --- production --------------------------------------------------------------------------------


def test_base_term_2_terrain_yields_its_resource() -> None:
    g = position(settlements={1: [VK(0, -2, "N")]})  # mountains 10 at (0,-2) -> ore
    roll(g, 10)
    assert g.hands[1][2] >= 1


def test_base_prod_1_matching_number_produces_except_robber_hex() -> None:
    v = VK(0, -1, "N")  # mountains 10, hills 6, pasture 2
    g = position(settlements={1: [v]}, robber=H(0, -1))  # hills 6 blocked
    ev = roll(g, 6)
    assert g.hands[1] == [0, 0, 0, 0, 0]
    prod = next(e for e in ev if e["type"] == "production")
    assert prod["blocked"] == [H(0, -1)]


def test_base_prod_2_settlement_one_city_two_all_players_collect() -> None:
    g = position(
        settlements={1: [VK(0, -1, "N")]},  # touches hills 6
        cities={2: [VK(0, -1, "S"), VK(-1, 0, "N")]},  # hills 6 from below, and its SW corner
    )
    roll(g, 6)
    assert g.hands[1][0] == 1
    assert g.hands[2][0] == 4


def test_base_prod_3_desert_never_produces_and_no_seven_token() -> None:
    g = position()
    assert g.board.numbers[g.board.desert] == 0 and 7 not in g.board.numbers


def test_base_prod_4_shortage_two_players_nobody_gets_it() -> None:
    g = position(settlements={1: [VK(0, -1, "N")], 2: [VK(0, 0, "N")]}, hands={3: {"brick": 18}})
    assert g.bank[0] == 1
    roll(g, 6)
    assert g.hands[1][0] == 0 and g.hands[2][0] == 0 and g.bank[0] == 1


def test_base_prod_4_shortage_single_player_gets_what_is_left() -> None:
    g = position(cities={1: [VK(0, -1, "N")]}, hands={3: {"brick": 18}})
    roll(g, 6)
    assert g.hands[1][0] == 1 and g.bank[0] == 0


def test_base_prod_4_shortage_is_per_resource() -> None:
    # 9: fields (-2,0) grain and forest (2,-2) lumber
    g = position(
        settlements={1: [VK(-2, 0, "N")], 2: [VK(-2, 0, "S")], 3: [VK(2, -2, "S")]}, hands={0: {"grain": 18}}
    )
    roll(g, 9)
    assert g.hands[1][3] == 0 and g.hands[2][3] == 0 and g.hands[3][1] == 1


def test_base_prod_4_unlimited_option_for_testing() -> None:
    g = position(
        options={"bank_shortage": "unlimited"},
        settlements={1: [VK(0, -1, "N")], 2: [VK(0, 0, "N")]}, hands={3: {"brick": 18}},
    )  # fmt: skip
    roll(g, 6)
    assert g.hands[1][0] == 1 and g.hands[2][0] == 1


def test_base_prod_5_simultaneous_payment_independent_of_seat_order() -> None:
    a = position(settlements={1: [VK(0, -1, "N")], 2: [VK(0, 0, "N")]})
    b = position(settlements={2: [VK(0, -1, "N")], 1: [VK(0, 0, "N")]})
    roll(a, 6)
    roll(b, 6)
    assert a.hands[1][0] + a.hands[2][0] == b.hands[1][0] + b.hands[2][0] == 2


def test_base_amb_2_year_of_plenty_only_types_the_bank_has() -> None:
    all_but_one_ore = (19, 19, 18, 19, 19)
    g = position(beginner_pieces=True, hands={1: all_but_one_ore}, dev_cards={0: {"year_of_plenty": 1}})
    yop = [a for a in engine.legal_actions(g, 0) if a[0] == "year_of_plenty"]
    assert yop == [("year_of_plenty", (2,))]
    g = position(beginner_pieces=True, hands={1: (19, 19, 19, 19, 19)}, dev_cards={0: {"year_of_plenty": 1}})
    assert [a for a in engine.legal_actions(g, 0) if a[0] == "year_of_plenty"] == [("year_of_plenty", ())]


def test_base_amb_2_maritime_trade_cannot_take_missing_card() -> None:
    g = position(beginner_pieces=True, hands={0: {"ore": 4}, 1: {"brick": 19}}, step="main")
    assert ("bank_trade", 2, 0) not in engine.legal_actions(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("bank_trade", 2, 0))
    assert exc.value.code == "bank_empty"
