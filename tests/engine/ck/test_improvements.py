"""City improvements and metropolises (CK-IMPR-*, CK-ABIL-4, CK-METRO-*, CK-AMB-17, CK-BARB-8)."""

from __future__ import annotations

import engine
from engine.rules.cities_and_knights.constants import CLOTH, COIN, PAPER, POLITICS, SCIENCE, TRADE
from tests.engine.ck.helpers import blank, city, give, in_main, settlement


def improve(g: engine.GameState, seat: int, track: int) -> None:
    engine.apply_action(g, seat, ("improve", track))


def answer_with(g: engine.GameState, seat: int, choice: int) -> None:
    pid = next(p.id for p in g.ck.pending if p.seat == seat)
    engine.apply_action(g, seat, ("answer", pid, choice))


def test_CK_IMPR_1_three_tracks_levels_0_to_5_paid_in_their_commodity() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    give(g, 0, cloth=1, coin=1, paper=1)
    legal = [a for a in engine.legal_actions(g, 0) if a[0] == "improve"]
    assert legal == [("improve", TRADE), ("improve", POLITICS), ("improve", SCIENCE)]
    improve(g, 0, POLITICS)
    assert g.ck.levels[0] == [0, 1, 0] and g.hands[0][COIN] == 0


def test_CK_IMPR_2_level_l_costs_l_commodities_bought_in_order() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    city(g, 0, 14)
    for level in range(1, 6):
        give(g, 0, paper=level)
        before = g.hands[0][PAPER]
        improve(g, 0, SCIENCE)
        if g.ck.pending:  # the metropolis at level 4
            answer_with(g, 0, 10)
        assert g.ck.levels[0][SCIENCE] == level and before - g.hands[0][PAPER] == level
    assert not any(a[0] == "improve" for a in engine.legal_actions(g, 0))  # 5 is the top
    g2 = in_main(blank())
    city(g2, 0, 10)
    give(g2, 0, cloth=1)
    g2.ck.levels[0][TRADE] = 1
    g2.touch()
    assert not any(a[0] == "improve" for a in engine.legal_actions(g2, 0))  # level 2 costs 2


def test_CK_IMPR_3_a_city_is_needed_and_one_is_enough() -> None:
    g = in_main(blank())
    settlement(g, 0, 10)
    give(g, 0, cloth=1, coin=1, paper=1)
    assert not any(a[0] == "improve" for a in engine.legal_actions(g, 0))
    city(g, 0, 10)
    for t in range(3):
        improve(g, 0, t)
    assert g.ck.levels[0] == [1, 1, 1]


def test_CK_IMPR_4_and_CK_AMB_17_levels_4_and_5_need_a_city_without_metropolis() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    g.ck.levels[0][TRADE] = 3
    g.ck.metropolis[SCIENCE] = 10  # the only city already carries a metropolis
    g.ck.levels[0][SCIENCE] = 4
    give(g, 0, cloth=4, paper=5)
    legal = [a for a in engine.legal_actions(g, 0) if a[0] == "improve"]
    assert ("improve", TRADE) not in legal  # level 4 of trade needs a city without metropolis
    assert ("improve", SCIENCE) in legal  # level 5 of the track whose metropolis one holds: allowed
    improve(g, 0, SCIENCE)
    assert g.ck.metropolis[SCIENCE] == 10 and g.ck.levels[0][SCIENCE] == 5


def test_CK_IMPR_5_draw_thresholds_by_level() -> None:
    from tests.engine.ck.helpers import roll

    for level, top in ((1, 2), (2, 3), (3, 4), (4, 5), (5, 6)):
        for red in (top, top + 1):
            if red > 6:
                continue
            g = blank()
            g.ck.levels[1][POLITICS] = level
            roll(g, red, 1 if red != 6 else 2, 4)
            assert (len(g.ck.progress[1]) + len(g.ck.vp_cards[1]) == 1) == (red <= top)


def test_CK_ABIL_4_abilities_are_permanent_shared_and_kept_at_higher_levels() -> None:
    from engine.rules.cities_and_knights.trade import bank_rate

    g = in_main(blank())
    for p in (0, 1):
        settlement(g, p, (10, 30)[p])
        g.ck.levels[p][TRADE] = 3 + p  # both have the Counting House, one at level 4
    assert bank_rate(g, 0, CLOTH) == 2 and bank_rate(g, 1, COIN) == 2


def test_CK_METRO_1_and_CK_METRO_2_first_to_level_4_places_it_on_a_city() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    city(g, 0, 14)
    g.ck.levels[0][TRADE] = 3
    give(g, 0, cloth=4)
    improve(g, 0, TRADE)
    assert engine.must_act(g) == [0]
    assert sorted(a[2] for a in engine.legal_actions(g, 0)) == [10, 14]
    answer_with(g, 0, 14)
    assert g.ck.metropolis[TRADE] == 14 and g.victory_points(0) == 2 + 4
    # a second player reaching level 4 gets nothing
    city(g, 1, 30)
    city(g, 1, 40)
    g.ck.levels[1][TRADE] = 3
    give(g, 1, cloth=4)
    g.active = 1
    in_main(g)
    improve(g, 1, TRADE)
    assert not g.ck.pending and g.ck.metropolis[TRADE] == 14


def test_CK_METRO_3_level_5_takes_it_unless_the_holder_is_at_5() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    city(g, 1, 30)
    g.ck.metropolis[POLITICS] = 10
    g.ck.levels[0][POLITICS] = 4
    g.ck.levels[1][POLITICS] = 4
    g.active = 1
    give(g, 1, coin=5)
    improve(g, 1, POLITICS)  # only one city: placed at once (forced)
    assert g.ck.metropolis[POLITICS] == 30 and g.building[10] == 2
    assert g.victory_points(0) == 2 and g.victory_points(1) == 4
    # example: once the holder has level 5 it can never be taken
    g2 = in_main(blank())
    city(g2, 0, 10)
    city(g2, 1, 30)
    g2.ck.metropolis[POLITICS] = 10
    g2.ck.levels[0][POLITICS] = 5
    g2.ck.levels[1][POLITICS] = 4
    g2.active = 1
    give(g2, 1, coin=5)
    improve(g2, 1, POLITICS)
    assert g2.ck.metropolis[POLITICS] == 10


def test_CK_METRO_4_metropolis_4_vp_walls_ok_counts_for_barbarians_never_pillaged() -> None:
    from tests.engine.ck.helpers import roll

    g = blank()
    city(g, 1, 10)
    g.ck.metropolis[TRADE] = 10
    g.ck.levels[1][TRADE] = 4
    g.ck.walls |= 1 << 10
    assert g.victory_points(1) == 4
    g.ck.barbarian = 6
    events = roll(g, 6, 4, 0)  # mountains 10: the metropolis city still produces ore + coin
    attack = next(e for e in events if e["type"] == "barbarian_attack")
    assert attack["barbarians"] == 1 and attack["outcome"] == "barbarians" and attack["losers"] == []
    assert g.building[10] == 2 and g.hands[1][2] == 1 and g.hands[1][COIN] == 1


def test_CK_METRO_5_several_metropolises_on_different_cities() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    city(g, 0, 14)
    g.ck.levels[0] = [3, 3, 0]
    give(g, 0, cloth=4, coin=4)
    improve(g, 0, TRADE)
    answer_with(g, 0, 10)
    improve(g, 0, POLITICS)  # only 14 is free: forced
    assert g.ck.metropolis[:2] == [10, 14] and g.victory_points(0) == 8


def test_CK_BARB_8_losing_the_last_city_keeps_levels_and_cards_but_blocks_improvements() -> None:
    from tests.engine.ck.helpers import give_card, roll

    g = blank()
    city(g, 1, 10)
    g.ck.levels[1] = [2, 1, 1]
    give_card(g, 1, "spy")
    g.ck.barbarian = 6
    roll(g, 6, 4, 0)
    assert g.cities[1] == 0 and g.ck.levels[1] == [2, 1, 1] and g.ck.progress[1] == ["spy"]
    g.active = 1
    in_main(g)
    give(g, 1, cloth=5)
    assert not any(a[0] == "improve" for a in engine.legal_actions(g, 1))
    g.ck.levels[1][POLITICS] = 1  # still draws progress cards
    g.step, g.rolled = "pre_roll", False
    g.touch()
    roll(g, 1, 1, 4)
    assert len(g.ck.progress[1]) + len(g.ck.vp_cards[1]) == 2
