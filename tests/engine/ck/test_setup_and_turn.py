"""Set-up, components, turn order and the event die (CK-GEN-*, CK-COMP-*, CK-SETUP-*, CK-TURN-*, CK-EVENT-*)."""

from __future__ import annotations

import collections

import pytest

import engine
from engine.options import option_help
from engine.rules.cities_and_knights.cards import DECK_CONTENTS
from engine.rules.cities_and_knights.constants import IMPROVEMENT_NAMES, POLITICS, SCIENCE, TRADE
from tests.engine.ck.helpers import CK, blank, city, ck_game, give, give_card, in_main, road, roll, settlement


def test_CK_GEN_1_base_rules_apply_with_3_or_4_players_only() -> None:
    for players in (3, 4):
        g = engine.new_game({**CK, "players": players}, 1)
        assert g.n == players and g.step == "setup_settlement"
    with pytest.raises(engine.InvalidOptions):
        engine.new_game({**CK, "players": 2}, 1)
    with pytest.raises(engine.InvalidOptions):  # C&K has its own set-up: no fixed beginner pieces
        engine.new_game({**CK, "board": "beginner"}, 1)


def test_CK_GEN_2_no_development_cards_and_no_largest_army() -> None:
    g = in_main(ck_game())
    give(g, g.active, ore=3, grain=3, wool=3)
    kinds = {a[0] for a in engine.legal_actions(g, g.active)}
    assert "buy_dev" not in kinds and "knight" not in kinds
    assert g.deck == [] and g.la_holder == -1
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, g.active, ("buy_dev",))
    # trading and building interleave: a trade after a build is still listed
    give(g, g.active, brick=6, lumber=2)
    road_action = next(a for a in engine.legal_actions(g, g.active) if a[0] == "road")
    engine.apply_action(g, g.active, road_action)
    assert any(a[0] == "bank_trade" for a in engine.legal_actions(g, g.active))


def test_CK_GEN_3_cards_in_hand_are_resources_plus_commodities_not_progress_cards() -> None:
    g = in_main(ck_game())
    p = g.active
    give(g, p, cloth=2, coin=1)
    give_card(g, p, "spy")
    assert g.hand_size(p) == sum(g.hands[p][:5]) + 3  # the Spy is not a card in hand
    assert len(g.hands[p]) == 8


def test_CK_COMP_1_components() -> None:
    g = engine.new_game(CK, 3)
    assert g.bank == [19] * 5 + [12] * 3
    assert [len(d) for d in g.ck.decks] == [18, 18, 18]
    assert g.ck.defenders_left() == 6
    assert g.ck.metropolis == [-1, -1, -1] and g.ck.merchant == -1


def test_BOARD_COUNT_3_cities_and_knights_components() -> None:
    from engine.rules.cities_and_knights import constants as c

    assert (c.CARDS_PER_COMMODITY, c.MAX_WALLS, c.KNIGHTS_PER_STRENGTH, c.DEFENDER_CARDS) == (12, 3, 2, 6)
    assert c.EVENT_FACES == 6 and c.SHIP_FACES == 3


def test_BOARD_COUNT_4_progress_deck_contents() -> None:
    per_deck = collections.Counter()
    for deck, count in DECK_CONTENTS.values():
        per_deck[deck] += count
    assert per_deck == {SCIENCE: 18, POLITICS: 18, TRADE: 18}
    assert DECK_CONTENTS["merchant"] == (TRADE, 6) and DECK_CONTENTS["spy"] == (POLITICS, 3)
    assert len(DECK_CONTENTS) == 25


def test_CK_AMB_3_spy_warlord_wedding_are_politics_and_trade_monopoly_completes_trade() -> None:
    for card in ("spy", "warlord", "wedding"):
        assert DECK_CONTENTS[card][0] == POLITICS
    assert DECK_CONTENTS["trade_monopoly"] == (TRADE, 2)


def test_CK_COMP_2_knight_strengths_and_sides() -> None:
    g = blank()
    settlement(g, 0, 10)
    road(g, 0, 10, 11)
    from tests.engine.ck.helpers import knight

    knight(g, 0, 11, strength=2, active=True)
    assert g.ck.k_strength[11] == 2 and g.ck.k_active[11] == 1


def test_CK_SETUP_1_robber_on_desert_barbarians_at_start() -> None:
    g = engine.new_game(CK, 8)
    assert g.robber == g.board.desert and g.ck.barbarian == 0 and g.ck.attacks == 0


def test_CK_SETUP_2_three_separately_shuffled_decks() -> None:
    a, b = engine.new_game(CK, 1), engine.new_game(CK, 2)
    for d in range(3):
        assert all(DECK_CONTENTS[c][0] == d for c in a.ck.decks[d])
        assert sorted(a.ck.decks[d]) == sorted(b.ck.decks[d])
    assert a.ck.decks != b.ck.decks


def test_CK_SETUP_3_pieces_and_flip_chart_at_level_0() -> None:
    g = ck_game()
    for p in range(g.n):
        assert g.ck.levels[p] == [0, 0, 0]
        assert g.settlements[p] == 1 and g.cities[p] == 1  # 4 settlements and 3 cities left in supply
    from engine.rules.cities_and_knights.knights import in_supply

    assert all(in_supply(g, 0, s) for s in (1, 2, 3))


def test_CK_SETUP_4_starting_player_rolls_highest_ties_reroll() -> None:
    g = engine.new_game(CK, 21)
    event = next(e for e in g.events if e["type"] == "starting_player_rolls")
    last = event["rounds"][-1]
    assert g.first == event["first"] and last[g.first] == max(last)


def test_CK_AMB_28_start_ties_reroll_and_no_largest_army() -> None:
    for seed in range(40):
        g = engine.new_game(CK, seed)
        event = next(e for e in g.events if e["type"] == "starting_player_rolls")
        if len(event["rounds"]) > 1:  # a tie for the highest: only the tied re-rolled
            first = event["rounds"][0]
            tied = [p for p, x in enumerate(first) if x == max(first)]
            assert all(event["rounds"][1][p] == 0 for p in range(g.n) if p not in tied)
            break
    else:
        pytest.fail("no tie in 40 seeds")
    assert "largest_army" in engine.view(g, None) and g.la_holder == -1


def test_CK_SETUP_5_round_one_settlement_and_road_clockwise() -> None:
    g = engine.new_game(CK, 4)
    order = []
    for _ in range(g.n):
        order.append(g.active)
        assert g.step == "setup_settlement"
        engine.apply_action(g, g.active, engine.legal_actions(g, g.active)[0])
        assert g.step == "setup_road"
        engine.apply_action(g, g.active, engine.legal_actions(g, g.active)[0])
    assert order == [(g.first + i) % g.n for i in range(g.n)]


def test_CK_SETUP_6_round_two_city_counterclockwise_with_distance_rule() -> None:
    g = engine.new_game(CK, 4)
    for _ in range(2 * g.n):
        engine.apply_action(g, g.active, engine.legal_actions(g, g.active)[0])
    order = []
    for _ in range(g.n):
        order.append(g.active)
        assert g.step == "ck_setup_city"
        legal = engine.legal_actions(g, g.active)
        assert legal and all(a[0] == "city" for a in legal)
        for a in legal:  # distance rule
            assert not any(g.building[n] for n in engine.topology.VERTEX_NEIGHBOURS[a[1]])
        engine.apply_action(g, g.active, legal[0])
        assert g.building[legal[0][1]] == 2
        road_action = engine.legal_actions(g, g.active)[0]
        assert legal[0][1] in engine.topology.EDGE_VERTICES[road_action[1]]  # the road touches the city
        engine.apply_action(g, g.active, road_action)
    assert order == [(g.first + g.n - 1 - i) % g.n for i in range(g.n)]  # last of round 1 first


def test_CK_SETUP_7_one_resource_per_hex_at_the_city_no_commodity() -> None:
    g = engine.new_game({**CK, "board": "beginner_map_free_placement"}, 4)
    for _ in range(2 * g.n):
        engine.apply_action(g, g.active, engine.legal_actions(g, g.active)[0])
    seat = g.active
    v = next(a[1] for a in engine.legal_actions(g, seat) if len(engine.topology.VERTEX_HEXES[a[1]]) == 3)
    expected = [0] * 8
    for h in engine.topology.VERTEX_HEXES[v]:
        if g.board.terrain[h] < 5:
            expected[g.board.terrain[h]] += 1
    engine.apply_action(g, seat, ("city", v))
    assert g.hands[seat] == expected and sum(expected) >= 2


def test_CK_SETUP_8_starting_player_begins_with_3_vp() -> None:
    g = ck_game()
    assert g.phase == "play" and g.active == g.first and g.step == "pre_roll" and g.turn == 1
    assert all(g.victory_points(p) == 3 for p in range(g.n))


def test_CK_TURN_1_roll_event_then_production_then_action_phase() -> None:
    g = blank()
    city(g, 1, 10)  # mountains 10 -> ore + coin; hills 6; pasture 2
    g.ck.levels[1][SCIENCE] = 1
    events = roll(g, 4, 6, 5)  # green gate, red 4: level 1 does not draw; production 10
    kinds = [e["type"] for e in events]
    assert kinds.index("rolled") < kinds.index("production")
    assert g.hands[1][2] == 1 and g.hands[1][6] == 1 and g.step == "main"
    assert ("end_turn",) in engine.legal_actions(g, 0)


def test_CK_TURN_2_nothing_but_roll_or_alchemist_before_the_roll() -> None:
    g = blank()
    settlement(g, 0, 10)
    road(g, 0, 10, 11)
    give(g, 0, brick=5, lumber=5, ore=5, grain=5, wool=5, cloth=5)
    g.ck.levels[0] = [0, 0, 0]
    city(g, 0, 10)
    give_card(g, 0, "alchemist")
    give_card(g, 0, "irrigation")
    kinds = {a[0] for a in engine.legal_actions(g, 0)}
    assert kinds == {"roll", "alchemist"}


def test_CK_EVENT_1_event_die_faces() -> None:
    faces = collections.Counter()
    for seed in range(240):
        g = engine.new_game({**CK, "board": "beginner_map_free_placement"}, seed)
        g.phase, g.step, g.turn = "play", "pre_roll", 1
        g.touch()
        event = engine.apply_action(g, g.active, ("roll",))[0]["event"]
        faces["ship" if event < 3 else ("trade", "politics", "science")[event - 3]] += 1
    assert set(faces) == {"ship", "trade", "politics", "science"}
    assert 0.35 < faces["ship"] / 240 < 0.65  # 3 of 6 faces


def test_CK_EVENT_2_ship_advances_and_attacks_at_the_last_space_before_production() -> None:
    g = blank(barbarian_steps=3)
    city(g, 1, 10)
    g.ck.barbarian = 2
    events = roll(g, 6, 4, 0)
    kinds = [e["type"] for e in events]
    assert "barbarian_attack" in kinds and kinds.index("barbarian_attack") < kinds.index("production")
    g2 = blank()
    roll(g2, 6, 4, 1)
    assert g2.ck.barbarian == 1


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_CK_EVENT_3_gate_draws_when_red_at_most_level_plus_one(level: int) -> None:
    for red in range(1, 7):
        g = blank()
        g.ck.levels[2][TRADE] = level
        g.ck.levels[3][TRADE] = level
        top = list(g.ck.decks[TRADE][-2:])
        roll(g, red, 1 if red != 6 else 2, 3)
        drew = len(g.ck.progress[2]) + len(g.ck.vp_cards[2]) == 1
        assert drew == (red <= level + 1)
        if drew:  # turn order from the active player (seat 0): seat 2 draws before seat 3
            assert g.ck.progress[2] == [top[1]]
            assert g.ck.progress[3] == [top[0]]


def test_CK_AMB_1_level_1_draws_on_red_1_and_2() -> None:
    g = blank()
    g.ck.levels[1][POLITICS] = 1
    roll(g, 2, 3, 4)
    assert len(g.ck.progress[1]) + len(g.ck.vp_cards[1]) == 1


def test_CK_AMB_4_and_CK_IMPR_5_improvement_names_are_cosmetic() -> None:
    assert IMPROVEMENT_NAMES[TRADE][2] == "Counting House" and IMPROVEMENT_NAMES[POLITICS][2] == "Fortress"
    assert IMPROVEMENT_NAMES[SCIENCE][2] == "Aqueduct" and len({len(r) for r in IMPROVEMENT_NAMES}) == 1


def test_CK_AMB_5_commodity_per_track() -> None:
    from engine.rules.cities_and_knights.constants import CLOTH, COIN, COMMODITY_OF, PAPER

    assert COMMODITY_OF == (CLOTH, COIN, PAPER)


def test_CK_AMB_6_barbarian_track_length_is_an_option_default_7() -> None:
    default, allowed, _ = option_help()["barbarian_steps"]
    assert default == 7 and allowed[0] <= 7 <= allowed[1]
    g = blank(barbarian_steps=4)
    g.ck.barbarian = 3
    roll(g, 6, 4, 2)
    assert g.ck.attacks == 1


def test_CK_VAR_EASY_1_no_sevens_in_each_players_first_two_turns() -> None:
    g = blank(ck_easy_start=True)
    from tests.engine.ck.helpers import FixedDice

    g.rng = FixedDice([3, 4, 2, 5])  # 7 re-rolled as 2+5? 7 again -> needs more
    g.rng.values = [3, 4, 5, 1]  # 7, then 6
    engine.apply_action(g, 0, ("roll",))
    assert g.dice == (5, 1)
    g.turn = 2 * g.n + 1
    g.step, g.rolled = "pre_roll", False
    g.rng = FixedDice([3, 4, 0])
    engine.apply_action(g, 0, ("roll",))
    assert g.dice == (3, 4)


def test_CK_VAR_EASY_2_no_event_die_in_the_first_two_rounds() -> None:
    g = blank(ck_easy_start=True)
    g.ck.levels[0][TRADE] = 5
    from tests.engine.ck.helpers import FixedDice

    g.rng = FixedDice([1, 2])  # only two dice are rolled
    events = engine.apply_action(g, 0, ("roll",))
    assert events[0]["event"] == -1 and g.ck.barbarian == 0 and not g.ck.progress[0]
