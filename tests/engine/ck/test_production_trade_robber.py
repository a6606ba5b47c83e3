"""Production and commodities, trade, the 7 and the robber, city walls
(CK-PROD-*, CK-COMM-*, CK-TRADE-*, CK-ABIL-1/3, CK-ROBBER-*, CK-WALL-*, CK-MERCH-*)."""

from __future__ import annotations

import pytest

import engine
from engine.rules.cities_and_knights.constants import CLOTH, COIN, PAPER, SCIENCE, TRADE
from tests.engine.ck.helpers import answer_all, blank, city, give, in_main, road, roll, settlement

ORE, GRAIN, WOOL, BRICK, LUMBER = 2, 3, 4, 0, 1


def test_CK_PROD_1_robber_blocks_resources_and_commodities_seven_produces_nothing() -> None:
    g = blank()
    city(g, 1, 10)  # A mountains 10, B pasture 2, E hills 6
    g.robber = 0  # on A
    roll(g, 6, 4, 4)
    assert sum(g.hands[1]) == 0
    g2 = blank()
    city(g2, 1, 10)
    roll(g2, 3, 4, 4)
    assert sum(g2.hands[1]) == 0 and g2.step == "main"


def test_CK_PROD_2_city_earns_resource_plus_commodity_or_two_resources() -> None:
    g = blank()
    city(g, 1, 10)  # mountains (A, 10): ore + coin
    city(g, 2, 14)  # forest (C, 9) and hills (G, 10): 10 on G -> 2 brick
    settlement(g, 3, 1)  # A: 1 ore
    roll(g, 5, 5, 4)
    assert g.hands[1][ORE] == 1 and g.hands[1][COIN] == 1
    assert g.hands[2][BRICK] == 2 and sum(g.hands[2][5:]) == 0
    assert g.hands[3][ORE] == 1 and sum(g.hands[3]) == 1
    g2 = blank()
    city(g2, 1, 12)  # B pasture 2, C forest 9, F pasture 4
    roll(g2, 5, 4, 4)  # 9: forest -> lumber + paper
    assert g2.hands[1][LUMBER] == 1 and g2.hands[1][PAPER] == 1
    roll_again(g2, 2, 2)  # 4: pasture -> wool + cloth
    assert g2.hands[1][WOOL] == 1 and g2.hands[1][CLOTH] == 1
    g3 = blank()
    city(g3, 1, 18)  # D fields 12, H fields 9, I forest 11
    roll(g3, 6, 6, 4)
    assert g3.hands[1][GRAIN] == 2 and sum(g3.hands[1][5:]) == 0


def roll_again(g: engine.GameState, red: int, yellow: int) -> None:
    g.step, g.rolled = "pre_roll", False
    g.touch()
    roll(g, red, yellow, 4)


def test_CK_PROD_3_and_CK_AMB_27_shortage_per_commodity_type() -> None:
    g = blank()
    city(g, 1, 10)
    city(g, 2, 0)  # A as well
    g.bank[COIN] = 1  # two players owed a coin, one left: nobody gets coin
    roll(g, 6, 4, 4)
    assert g.hands[1][COIN] == 0 and g.hands[2][COIN] == 0 and g.bank[COIN] == 1
    assert g.hands[1][ORE] == 1 and g.hands[2][ORE] == 1  # ore unaffected
    g2 = blank()
    city(g2, 1, 10)
    g2.bank[COIN] = 0
    roll(g2, 6, 4, 4)
    assert g2.hands[1][COIN] == 0 and g2.hands[1][ORE] == 1


def test_CK_COMM_1_commodities_count_for_the_seven_can_be_stolen_and_discarded() -> None:
    g = blank()
    settlement(g, 1, 10)
    give(g, 1, cloth=4, coin=4)  # 8 cards, all commodities
    g.ck.attacks = 1  # robber active
    roll(g, 3, 4, 4)
    assert g.ck.pending and g.ck.pending[0].data["count"] == 4
    answer_all(g)  # always the first option: cloth
    assert g.hands[1][CLOTH] == 0 and g.hands[1][COIN] == 4
    engine.apply_action(g, 0, ("robber", 0))  # hex A touches vertex 10
    assert g.hands[1][COIN] == 3 and g.hands[0][COIN] == 1  # the only victim: robbed at once


def test_CK_COMM_2_commodities_pay_for_improvements_not_buildings() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    road(g, 0, 10, 11)
    give(g, 0, cloth=5, coin=5, paper=5)
    kinds = {a[0] for a in engine.legal_actions(g, 0)}
    assert "improve" in kinds and not kinds & {"road", "settlement", "city", "wall", "knight_hire"}


def test_CK_TRADE_1_domestic_trade_with_commodities() -> None:
    g = in_main(blank())
    give(g, 0, cloth=2)
    give(g, 1, ore=1)
    offer = (0, 0, 0, 0, 0, 2, 0, 0)
    want = (0, 0, 1, 0, 0, 0, 0, 0)
    engine.apply_action(g, 0, ("offer", offer, want, 1))
    oid = g.offers[0].id
    engine.apply_action(g, 1, ("accept", oid))
    engine.apply_action(g, 0, ("confirm", oid, 1))
    assert g.hands[0][ORE] == 1 and g.hands[1][CLOTH] == 2
    with pytest.raises(engine.IllegalAction):  # 5-wide bundles do not describe a C&K hand
        engine.apply_action(g, 0, ("offer", (0, 0, 1, 0, 0), (1, 0, 0, 0, 0), 1))


def test_CK_TRADE_2_bank_rates_for_resources_and_commodities() -> None:
    from engine.rules.cities_and_knights.trade import bank_rate

    g = in_main(blank())
    settlement(g, 0, 30)
    assert bank_rate(g, 0, ORE) == 4 and bank_rate(g, 0, CLOTH) == 4
    give(g, 0, cloth=4)
    legal = engine.legal_actions(g, 0)
    gets = {a[2] for a in legal if a[0] == "bank_trade" and a[1] == CLOTH}
    assert gets == {0, 1, 2, 3, 4, COIN, PAPER}  # any resource or commodity but the one given
    # a generic 3:1 harbor applies to commodities, a special 2:1 harbor never does
    generic = g.board.harbor_masks[5]
    special = g.board.harbor_masks[ORE]
    gv = (generic & -generic).bit_length() - 1
    sv = (special & -special).bit_length() - 1
    g2 = in_main(blank())
    settlement(g2, 0, gv)
    settlement(g2, 1, sv)
    assert bank_rate(g2, 0, CLOTH) == 3 and bank_rate(g2, 0, ORE) == 3
    assert bank_rate(g2, 1, ORE) == 2 and bank_rate(g2, 1, COIN) == 4


def test_CK_ABIL_1_counting_house_two_commodities_for_one() -> None:
    from engine.rules.cities_and_knights.trade import bank_rate

    g = in_main(blank())
    settlement(g, 0, 30)
    g.ck.levels[0][TRADE] = 3
    assert [bank_rate(g, 0, c) for c in range(8)] == [4, 4, 4, 4, 4, 2, 2, 2]
    give(g, 0, paper=2)
    engine.apply_action(g, 0, ("bank_trade", PAPER, ORE))
    assert g.hands[0][ORE] == 1 and g.hands[0][PAPER] == 0


def test_CK_MERCH_2_merchant_controller_trades_that_hexs_resource_2_to_1() -> None:
    from engine.rules.cities_and_knights.trade import bank_rate

    g = in_main(blank())
    settlement(g, 0, 10)
    g.ck.merchant, g.ck.merchant_owner = 0, 0  # hex A: mountains
    assert bank_rate(g, 0, ORE) == 2 and bank_rate(g, 0, WOOL) == 4 and bank_rate(g, 0, COIN) == 4
    assert bank_rate(g, 1, ORE) == 4


def test_CK_MERCH_3_merchant_is_worth_one_vp_robber_irrelevant() -> None:
    g = blank()
    settlement(g, 0, 10)
    before = g.victory_points(0)
    g.ck.merchant, g.ck.merchant_owner = 0, 0
    g.robber = 0
    assert g.victory_points(0) == before + 1


def test_CK_MERCH_1_merchant_not_in_play_until_a_merchant_card() -> None:
    g = in_main(blank())
    settlement(g, 0, 10)
    assert g.ck.merchant == -1 and g.ck.merchant_owner == -1
    assert engine.view(g, None)["ck"]["merchant"] == -1
    assert not any("merchant" in a[0] for a in engine.legal_actions(g, 0))  # only the card moves it


def test_CK_ABIL_3_aqueduct_after_a_roll_that_gave_nothing() -> None:
    g = blank()
    settlement(g, 1, 10)
    settlement(g, 2, 40)
    g.ck.levels[1][SCIENCE] = 3
    g.ck.levels[2][SCIENCE] = 3
    roll(g, 6, 4, 1)  # 10: seat 1 gets ore from A; seat 2 gets nothing
    assert [p.seat for p in g.ck.pending] == [2]
    assert set(engine.legal_actions(g, 2)) == {("answer", g.ck.pending[0].id, c) for c in (-1, 0, 1, 2, 3, 4)}
    assert engine.must_act(g) == [2]
    engine.apply_action(g, 2, ("answer", g.ck.pending[0].id, WOOL))
    assert g.hands[2][WOOL] == 1 and g.step == "main"


def test_CK_AMB_24_aqueduct_also_after_robber_or_shortage_but_not_on_a_seven() -> None:
    g = blank()
    settlement(g, 1, 10)
    g.ck.levels[1][SCIENCE] = 3
    g.robber = 0
    roll(g, 6, 4, 1)  # the robber blocks A
    assert [p.seat for p in g.ck.pending] == [1]
    g2 = blank()
    settlement(g2, 1, 10)
    g2.ck.levels[1][SCIENCE] = 3
    roll(g2, 3, 4, 1)
    assert not g2.ck.pending


def test_CK_ROBBER_1_and_CK_WALL_2_limit_seven_plus_two_per_wall() -> None:
    g = blank()
    city(g, 1, 10)
    city(g, 1, 14)
    g.ck.walls |= (1 << 10) | (1 << 14)
    give(g, 1, brick=11)
    roll(g, 3, 4, 1)
    assert not g.ck.pending  # safe up to 11
    g2 = blank()
    city(g2, 1, 10)
    city(g2, 1, 14)
    g2.ck.walls |= (1 << 10) | (1 << 14)
    give(g2, 1, brick=6, ore=6)
    roll(g2, 3, 4, 1)
    assert g2.ck.pending[0].data["count"] == 6  # 12 cards -> discard 6


def test_CK_ROBBER_2_before_the_first_attack_a_seven_only_discards() -> None:
    g = blank()
    settlement(g, 1, 10)
    roll(g, 3, 4, 1)
    assert g.step == "main" and g.robber == g.board.desert
    from tests.engine.ck.helpers import knight

    knight(g, 0, 20, active=True)  # on a corner of the desert (robber's hex)
    assert not any(a[0] == "knight_chase" for a in engine.legal_actions(g, 0))


def test_CK_ROBBER_3_after_the_first_attack_seven_moves_robber_and_steals() -> None:
    g = blank()
    settlement(g, 1, 10)
    give(g, 1, paper=1)
    g.ck.attacks = 1
    roll(g, 3, 4, 1, 0)
    assert g.step == "move_robber"
    engine.apply_action(g, 0, ("robber", 0))
    assert g.hands[0][PAPER] == 1 and g.step == "main"
    assert "progress" not in str(engine.view(g, None)["players"][0].get("hand", ""))


def test_CK_BARB_7_and_CK_AMB_26_first_attack_and_seven_on_the_same_roll() -> None:
    g = blank(barbarian_steps=3)
    g.ck.barbarian = 2
    settlement(g, 1, 10)
    roll(g, 3, 4, 0)  # ship reaches the end: attack first, then the 7 with an active robber
    assert g.ck.attacks == 1 and g.step == "move_robber"


def test_CK_AMB_8_every_robber_move_uses_the_desert_option() -> None:
    for allowed in (True, False):
        g = blank(robber_may_target_desert=allowed)
        g.ck.attacks = 1
        g.robber = 0
        roll(g, 3, 4, 1)
        targets = {a[1] for a in engine.legal_actions(g, 0) if a[0] == "robber"}
        assert (g.board.desert in targets) == allowed


def test_CK_WALL_1_wall_under_own_city_at_most_three() -> None:
    g = in_main(blank())
    for v in (10, 14, 30, 40):
        city(g, 0, v)
    settlement(g, 0, 18)
    give(g, 0, brick=10)
    walls = sorted(a[1] for a in engine.legal_actions(g, 0) if a[0] == "wall")
    assert walls == [10, 14, 30, 40]
    for v in (10, 14, 30):
        engine.apply_action(g, 0, ("wall", v))
    assert g.hands[0][BRICK] == 4
    assert not any(a[0] == "wall" for a in engine.legal_actions(g, 0))
    g.ck.metropolis[0] = 40  # a metropolis city may carry a wall too
    from engine.rules.cities_and_knights.building import wall_candidates

    g.ck.walls &= ~(1 << 30)
    assert 40 in wall_candidates(g, 0)


def test_CK_WALL_3_pillaged_city_loses_its_wall_which_returns_to_supply() -> None:
    g = blank(barbarian_steps=3)
    city(g, 1, 10)
    g.ck.walls |= 1 << 10
    g.ck.barbarian = 2
    roll(g, 6, 4, 0)
    assert g.building[10] == 1 and not g.ck.walls >> 10 & 1
    from engine.rules.cities_and_knights.building import walls_of

    assert walls_of(g, 1) == 0
