"""The barbarians (CK-BARB-1..6, CK-DEF-1, CK-AMB-2/13/14/15/16/30/31, CK-VAR-NASTY-1)."""

from __future__ import annotations

import engine
from engine.rules.cities_and_knights.constants import TRADE
from tests.engine.ck.helpers import blank, city, knight, roll, settlement

SHIP = 0


def attack(g: engine.GameState) -> dict:
    g.ck.barbarian = g.options.barbarian_steps - 1
    events = roll(g, 6, 5, SHIP)  # 11: produces on the beginner map's hexes I and S only
    return next(e for e in events if e["type"] == "barbarian_attack")


def test_CK_BARB_1_ship_moves_one_space_per_ship_and_attacks_after_7() -> None:
    g = blank()
    for step in range(1, 7):
        g.step, g.rolled = "pre_roll", False
        g.touch()
        roll(g, 1, 1, step % 3)  # ship faces 0, 1, 2
        assert g.ck.barbarian == step and g.ck.attacks == 0
    g.step, g.rolled = "pre_roll", False
    g.touch()
    roll(g, 1, 1, 2)
    assert g.ck.attacks == 1 and g.ck.barbarian == 0


def test_CK_BARB_2_barbarian_strength_counts_every_city_metropolises_included() -> None:
    g = blank()
    city(g, 1, 10)
    city(g, 2, 30)
    city(g, 3, 40)
    settlement(g, 1, 14)
    g.ck.metropolis[TRADE] = 40
    assert attack(g)["barbarians"] == 3


def test_CK_BARB_3_catan_strength_sums_active_knights_of_everybody() -> None:
    g = blank()
    city(g, 1, 10)
    knight(g, 2, 0, strength=3, active=True)  # a player without a city still defends
    knight(g, 3, 2, strength=2, active=True)
    knight(g, 3, 4, strength=2, active=False)  # inactive: does not count
    e = attack(g)
    assert e["knights"] == 5 and e["contributions"] == [0, 0, 3, 2]


def test_CK_AMB_2_CK_BARB_4_and_CK_AMB_31_rulebook_example() -> None:
    """Bill and Elaine have two cities each, Jeff only a metropolis, Laura only settlements.
    Barbarians 5; Bill, Elaine and Laura each have one active basic knight: Catan 3. Bill and Elaine
    lose a city each; Jeff, who contributed least, is immune, and Laura has no city to lose."""
    bill, elaine, jeff, laura = 0, 1, 2, 3
    g = blank()
    city(g, bill, 10)
    city(g, bill, 14)
    city(g, elaine, 30)
    city(g, elaine, 40)
    city(g, jeff, 0)
    g.ck.metropolis[TRADE] = 0
    g.ck.levels[jeff][TRADE] = 4
    settlement(g, laura, 44)
    knight(g, bill, 2, active=True)
    knight(g, elaine, 32, active=True)
    knight(g, laura, 46, active=True)
    e = attack(g)
    assert (e["barbarians"], e["knights"], e["outcome"]) == (5, 3, "barbarians")
    assert sorted(e["losers"]) == [bill, elaine]
    # CK-AMB-31: both owe their choice at once, in any order
    assert engine.must_act(g) == [bill, elaine]
    pe = next(p for p in g.ck.pending if p.seat == elaine)
    engine.apply_action(g, elaine, ("answer", pe.id, 40))
    pb = next(p for p in g.ck.pending if p.seat == bill)
    engine.apply_action(g, bill, ("answer", pb.id, 10))
    assert g.building[40] == 1 and g.building[10] == 1 and g.building[0] == 2
    assert g.step == "main" and not g.ck.pending


def test_CK_BARB_4_ties_for_lowest_all_lose() -> None:
    g = blank()
    for p, v in ((0, 10), (1, 30), (2, 40)):
        city(g, p, v)
    knight(g, 2, 0, active=True)
    e = attack(g)
    assert e["losers"] == [0, 1]  # both with 0 (forced: one city each)
    assert g.building[10] == 1 and g.building[30] == 1 and g.building[40] == 2


def test_CK_AMB_16_and_CK_AMB_30_owner_chooses_forced_choice_is_automatic() -> None:
    g = blank()
    city(g, 1, 10)
    city(g, 1, 14)
    attack(g)
    pid = g.ck.pending[0].id
    assert set(engine.legal_actions(g, 1)) == {("answer", pid, 10), ("answer", pid, 14)}
    g2 = blank()
    city(g2, 1, 10)
    attack(g2)
    assert not g2.ck.pending and g2.building[10] == 1  # one city: applied at once, never pending


def test_CK_AMB_15_pillage_with_all_settlements_on_the_board() -> None:
    for mode, expect in (("reduce", 1), ("remove", 0)):
        g = blank(ck_pillage_without_settlement=mode)
        city(g, 1, 10)
        for v in (0, 2, 4, 6, 30):
            settlement(g, 1, v)
        attack(g)
        assert g.building[10] == expect
        assert g.settlements[1] == (6 if mode == "reduce" else 5)
        if mode == "reduce":  # no further settlement until fewer than 5 are on the board
            from tests.engine.ck.helpers import give, in_main, road

            in_main(g)
            g.active = 1
            road(g, 1, 30, 31, 32)
            give(g, 1, brick=1, lumber=1, wool=1, grain=1)
            assert not any(a[0] == "settlement" for a in engine.legal_actions(g, 1))


def test_CK_BARB_5_sole_best_defender_gets_a_defender_card() -> None:
    g = blank()
    city(g, 1, 10)
    knight(g, 2, 0, strength=2, active=True)
    knight(g, 3, 2, active=True)
    e = attack(g)
    assert e["outcome"] == "catan" and e["defenders"] == [2]
    assert g.ck.defenders[2] == 1 and g.victory_points(2) == 1


def test_CK_BARB_5_tied_best_defenders_draw_from_a_deck_of_their_choice_in_turn_order() -> None:
    g = blank()
    g.active = 2
    city(g, 1, 10)
    knight(g, 1, 0, active=True)
    knight(g, 3, 2, active=True)
    attack(g)
    assert sum(g.ck.defenders) == 0
    # seat 3 comes before seat 1 in turn order from the active seat 2: only seat 3 is asked first
    assert [p.seat for p in g.ck.pending] == [3]
    top = g.ck.decks[1][-1]
    engine.apply_action(g, 3, ("answer", g.ck.pending[0].id, 1))
    assert top in g.ck.progress[3] + g.ck.vp_cards[3]
    assert [p.seat for p in g.ck.pending] == [1]
    engine.apply_action(g, 1, ("answer", g.ck.pending[0].id, 0))
    assert len(g.ck.progress[1]) + len(g.ck.vp_cards[1]) == 1


def test_CK_AMB_14_nobody_rewarded_with_zero_contribution() -> None:
    g = blank()
    e = attack(g)
    assert (e["barbarians"], e["knights"], e["outcome"]) == (0, 0, "catan")
    assert e["defenders"] == [] and sum(g.ck.defenders) == 0 and not g.ck.pending


def test_CK_DEF_1_and_CK_AMB_13_six_defender_cards_then_nothing() -> None:
    g = blank()
    knight(g, 2, 0, active=True)
    for _ in range(6):
        g.ck.k_active[0] = 1
        attack(g)
        g.step, g.rolled = "pre_roll", False
    assert g.ck.defenders[2] == 6
    g.ck.k_active[0] = 1
    attack(g)
    assert g.ck.defenders[2] == 6 and not g.ck.pending and sum(len(h) for h in g.ck.progress) == 0


def test_CK_BARB_6_ship_returns_and_all_knights_turn_inactive() -> None:
    g = blank()
    city(g, 1, 10)
    knight(g, 1, 0, strength=2, active=True)
    knight(g, 2, 2, active=True)
    attack(g)
    assert g.ck.barbarian == 0 and not any(g.ck.k_active)


def test_CK_VAR_NASTY_1_committed_knights_only() -> None:
    g = blank(ck_nasty=True)
    city(g, 1, 10)
    city(g, 2, 30)
    knight(g, 1, 0, strength=2, active=True)
    knight(g, 1, 2, active=True)
    knight(g, 2, 4, active=True)
    g.ck.barbarian = 6
    roll(g, 6, 5, SHIP)
    # seat 1 declares first (turn order from the active seat 0; seat 0 has no knight: skipped)
    assert [p.seat for p in g.ck.pending] == [1]
    pid = g.ck.pending[0].id
    engine.apply_action(g, 1, ("answer", pid, 2))  # commit the basic knight only
    engine.apply_action(g, 1, ("answer", pid, -1))
    assert [p.seat for p in g.ck.pending] == [2]
    engine.apply_action(g, 2, ("answer", g.ck.pending[0].id, -1))  # seat 2 commits nothing
    # barbarians 2 vs committed 1: seat 2 (contributed 0) loses its city; seat 1 keeps its own
    assert g.building[30] == 1 and g.building[10] == 2
    # only committed knights turn inactive
    assert g.ck.k_active[2] == 0 and g.ck.k_active[0] == 1 and g.ck.k_active[4] == 1
