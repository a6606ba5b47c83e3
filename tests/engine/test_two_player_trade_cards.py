"""2-player variant: trade-card actions and replenishment (TWO-ACT-*, TWO-REPL-*, TWO-AMB-2/5/6/7/8/13)."""

from __future__ import annotations

import pytest

import engine
from engine import topology as topo
from engine.board import make_board
from engine.constants import VICTORY_POINT
from engine.options import option_help
from engine.rules.two_player import trade_cards
from tests.engine.helpers import force_next_roll, give, give_dev, put_settlement
from tests.engine.two_helpers import coastal, empty_two, kinds, to_main, two_game

PAID = {"forced_trade", "robber_to_desert"}


def off_desert(g: engine.GameState) -> None:
    g.robber = 0
    g.touch()


def test_two_act_1_trade_card_actions_before_between_and_after_the_rolls_only() -> None:
    g = empty_two()
    give(g, 0, (1, 1, 0, 0, 0))
    give(g, 1, (1, 1, 0, 0, 0))
    off_desert(g)
    assert kinds(g, 0) >= PAID  # before the first roll
    assert not kinds(g, 1) & PAID  # never for the player who is not active
    force_next_roll(g, 8)
    engine.apply_action(g, 0, ("roll",))
    assert kinds(g, 0) >= PAID  # between the rolls
    force_next_roll(g, 6)
    engine.apply_action(g, 0, ("roll",))
    assert kinds(g, 0) >= PAID  # after the rolls
    supply = g.two.supply()
    engine.apply_action(g, 0, ("robber_to_desert",))
    assert g.two.supply() == supply + 1 and g.two.trade_cards[0] == 3  # paid cards return to the supply
    # not while the robber of a 7 is owed
    engine.apply_action(g, 0, ("end_turn",))
    off_desert(g)
    force_next_roll(g, 7)
    engine.apply_action(g, 1, ("roll",))
    assert g.step == "move_robber" and not kinds(g, 1) & PAID


def test_two_act_2_price_1_unless_visible_vp_strictly_higher_then_2() -> None:
    g = empty_two()
    put_settlement(g, 0, 0)
    put_settlement(g, 1, 45)
    assert trade_cards.price(g, 0) == 1 and trade_cards.price(g, 1) == 1  # equal
    put_settlement(g, 0, 4)
    assert trade_cards.price(g, 0) == 2 and trade_cards.price(g, 1) == 1
    assert engine.public_view(g)["two_player"]["action_price"] == [2, 1]
    off_desert(g)
    engine.apply_action(g, 0, ("robber_to_desert",))
    assert g.two.trade_cards[0] == 2


def test_two_amb_5_hidden_vp_cards_do_not_count_revealed_ones_and_bonuses_do() -> None:
    g = empty_two()
    give_dev(g, 0, VICTORY_POINT)
    assert trade_cards.price(g, 0) == 1  # hidden VP card ignored
    g.lr_holder = 0
    assert trade_cards.price(g, 0) == 2 and trade_cards.price(g, 1) == 1  # Longest Road counts
    g.lr_holder, g.la_holder = -1, 1
    assert trade_cards.price(g, 1) == 2  # Largest Army counts


def test_two_act_3_forced_trade_draws_two_at_random_and_gives_two_of_choice() -> None:
    g = empty_two()
    give(g, 0, (2, 0, 0, 0, 0))
    give(g, 1, (0, 0, 3, 0, 2))
    events = engine.apply_action(g, 0, ("forced_trade",))
    drawn = next(e for e in events if e["type"] == "forced_trade")
    assert drawn["count"] == 2 and sum(drawn["cards"]) == 2 and drawn["paid"] == 1
    assert sum(g.hands[0]) == 4 and sum(g.hands[1]) == 3
    assert g.step == "forced_trade_give" and engine.must_act(g) == [0]
    options = engine.legal_actions(g, 0)
    assert all(a[0] == "forced_trade_give" and sum(a[1]) == 2 for a in options)
    back = tuple(drawn["cards"])  # handing back exactly what was drawn is allowed
    assert ("forced_trade_give", back) in options
    engine.apply_action(g, 0, ("forced_trade_give", (2, 0, 0, 0, 0)))
    assert g.hands[0] == [0, *drawn["cards"][1:]] and sum(g.hands[1]) == 5 and g.step == "pre_roll"
    # the opponent sees what was taken; a spectator only the count
    assert engine.events_for(events, None)[-1].get("cards") is None
    assert engine.events_for(events, 1)[-1]["cards"] == drawn["cards"]


def test_two_act_3_opponent_with_one_card_still_gets_two_back() -> None:
    g = empty_two()
    give(g, 0, (0, 2, 0, 0, 0))
    give(g, 1, (0, 0, 0, 1, 0))
    engine.apply_action(g, 0, ("forced_trade",))
    assert g.hands == [[0, 2, 0, 1, 0], [0, 0, 0, 0, 0]]
    engine.apply_action(g, 0, ("forced_trade_give", (0, 1, 0, 1, 0)))
    assert g.hands == [[0, 1, 0, 0, 0], [0, 1, 0, 1, 0]]


def test_two_amb_6_forced_trade_needs_two_cards_before_and_an_opponent_card() -> None:
    g = empty_two()
    give(g, 0, (1, 0, 0, 0, 0))
    give(g, 1, (3, 0, 0, 0, 0))
    assert "forced_trade" not in kinds(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("forced_trade",))
    assert exc.value.code == "cannot_give"
    g2 = empty_two()
    give(g2, 0, (2, 0, 0, 0, 0))
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g2, 0, ("forced_trade",))
    assert exc.value.code == "opponent_empty"


def test_two_act_4_robber_to_desert_steals_nothing() -> None:
    g = empty_two()
    desert = g.board.desert
    put_settlement(g, 1, topo.HEX_VERTICES[desert][0])
    give(g, 1, (3, 0, 0, 0, 0))
    off_desert(g)
    events = engine.apply_action(g, 0, ("robber_to_desert",))
    assert g.robber == desert and g.hands[1] == [3, 0, 0, 0, 0] and g.step == "pre_roll"
    assert [e["type"] for e in events] == ["robber_moved"] and events[0]["trade_card"]


def test_two_amb_7_robber_already_on_desert_refused() -> None:
    g = empty_two()
    assert g.robber == g.board.desert and "robber_to_desert" not in kinds(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("robber_to_desert",))
    assert exc.value.code == "already_there" and g.two.trade_cards[0] == 4


def test_two_act_5_any_number_of_actions_unless_the_option_limits_them() -> None:
    default, (low, high), text = option_help()["two_max_actions_per_turn"]
    assert (low, high) == (0, 20)
    assert default == 0 and "TWO-ACT-5" in text
    g = empty_two(two_max_actions_per_turn=1)
    give(g, 0, (2, 0, 0, 0, 0))
    give(g, 1, (2, 0, 0, 0, 0))
    off_desert(g)
    engine.apply_action(g, 0, ("robber_to_desert",))
    assert not kinds(g, 0) & PAID
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("forced_trade",))
    assert exc.value.code == "action_limit"
    to_main(g)
    engine.apply_action(g, 0, ("end_turn",))
    assert "forced_trade" in kinds(g, 1)  # a new turn, a new count


def test_two_amb_2_unlimited_actions_each_paid_separately() -> None:
    g = empty_two()
    give(g, 0, (4, 0, 0, 0, 0))
    give(g, 1, (4, 0, 0, 0, 0))
    for i in range(3):
        engine.apply_action(g, 0, ("forced_trade",))
        engine.apply_action(g, 0, engine.legal_actions(g, 0)[0])
        assert g.two.trade_cards[0] == 3 - i
    assert engine.public_view(g)["two_player"]["actions_this_turn"] == 3


def test_two_repl_1_played_knight_for_two_trade_cards_once_per_turn() -> None:
    g = empty_two()
    g.knights[0] = 2
    g.two.trade_cards[0] = 1
    g.touch()
    events = engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert g.knights[0] == 1 and g.two.trade_cards[0] == 3
    assert [e["type"] for e in events] == ["knight_removed", "trade_cards_gained"]
    assert "knight_for_trade_cards" not in kinds(g, 0)
    with pytest.raises(engine.IllegalAction) as exc:
        engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert exc.value.code == "once_per_turn"
    to_main(g)
    engine.apply_action(g, 0, ("end_turn",))
    to_main(g)
    engine.apply_action(g, 1, ("end_turn",))
    assert "knight_for_trade_cards" in kinds(g, 0)  # the next own turn


def test_two_repl_2_largest_army_set_aside_and_passed_on() -> None:
    g = empty_two()
    g.knights, g.la_holder = [3, 1], 0
    g.touch()
    engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert g.la_holder == -1  # only 2 left
    g = empty_two()
    g.knights, g.la_holder = [4, 3], 0
    g.touch()
    engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert g.la_holder == -1  # 3 and 3: set aside, nobody has strictly the most
    g = empty_two()
    g.knights, g.la_holder = [4, 4], 0  # the holder keeps it on a tie until it loses a Knight
    g.touch()
    events = engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert g.la_holder == 1 and any(e["type"] == "largest_army" and e["seat"] == 1 for e in events)
    g = empty_two()
    g.knights, g.la_holder = [5, 2], 0
    g.touch()
    engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert g.la_holder == 0  # still 4 > 2


def desert_coast_board() -> engine.GameState:
    """A 2-player game whose desert lies on the coast (hex 0, top left)."""
    g = empty_two()
    terrain = list(g.board.terrain)
    d = terrain.index(5)
    terrain[0], terrain[d] = terrain[d], terrain[0]
    numbers = list(g.board.numbers)
    numbers[0], numbers[d] = numbers[d], numbers[0]
    g.board = make_board(g.board.map, tuple(terrain), tuple(numbers), g.board.harbors)
    g.robber = 0
    g.touch()
    return g


def test_two_repl_3_settlement_bonus_desert_2_coast_1_both_3() -> None:
    g = desert_coast_board()
    both = next(v for v in topo.HEX_VERTICES[0] if coastal(v))
    inland_desert = next(v for v in topo.HEX_VERTICES[0] if not coastal(v))
    assert trade_cards.settlement_bonus(g, both) == 3
    assert trade_cards.settlement_bonus(g, inland_desert) == 2
    g2 = empty_two()
    assert trade_cards.settlement_bonus(g2, 2) == 1
    inland = next(v for v in range(54) if not coastal(v) and g2.board.desert not in topo.VERTEX_HEXES[v])
    assert trade_cards.settlement_bonus(g2, inland) == 0
    # a city upgrade earns nothing
    put_settlement(g2, 0, 2)
    to_main(g2)
    give(g2, 0, (0, 0, 3, 2, 0))
    held = g2.two.trade_cards[0]
    engine.apply_action(g2, 0, ("city", 2))
    assert g2.two.trade_cards[0] == held


def test_two_repl_4_gain_capped_by_7_example_six_plus_two_gives_one() -> None:
    g = desert_coast_board()
    g.two.trade_cards = [6, 0]
    v = next(v for v in topo.HEX_VERTICES[0] if not coastal(v))
    assert trade_cards.gain(g, 0, trade_cards.settlement_bonus(g, v), "settlement") == 1
    assert g.two.trade_cards == [7, 0]


def test_two_amb_8_supply_exhaustion_gives_what_is_left() -> None:
    g = empty_two()
    g.two.trade_cards = [2, 7]  # 5 in the supply: earning 3 gives 3
    assert trade_cards.gain(g, 0, 3, "test") == 3 and g.two.supply() == 2
    g.two.trade_cards = [6, 7]  # 1 in the supply: a Knight exchange worth 2 gives 1
    g.knights[0] = 1
    g.touch()
    engine.apply_action(g, 0, ("knight_for_trade_cards",))
    assert g.two.trade_cards == [7, 7] and g.two.supply() == 0
    # With two players holding at most 7 each, the supply never holds less than the cap allows, so
    # the gain is computed against both and the total never exceeds 14.
    g.two.trade_cards = [7, 7]
    assert trade_cards.gain(g, 1, 2, "test") == 0 and sum(g.two.trade_cards) == 14


def test_two_amb_13_coast_means_touching_a_sea_hex_harbor_or_not() -> None:
    g = two_game()
    no_harbor = [v for v in range(54) if coastal(v) and g.board.vertex_harbor[v] < 0]
    harbor = [v for v in range(54) if g.board.vertex_harbor[v] >= 0]
    assert no_harbor and harbor
    for v in no_harbor + harbor:
        assert trade_cards.settlement_bonus(g, v) >= 1
    seat = g.active
    engine.apply_action(g, seat, ("settlement", no_harbor[0]))
    assert g.two.trade_cards[seat] == 5
