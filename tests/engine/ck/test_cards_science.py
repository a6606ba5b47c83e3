"""CK-CARD-SCI-1..10: the science (green) progress cards, each test a position from the almanac's words.

The beginner map (``engine.testing``): A mountains 10, B pasture 2, C forest 9, D fields 12, E hills 6,
F pasture 4, G hills 10, H fields 9, I forest 11, J desert, K forest 3, L mountains 8, M forest 8,
N mountains 3, O fields 4, P pasture 5, Q hills 5, R fields 6, S pasture 11.
"""

from __future__ import annotations

import pytest

import engine
from engine.constants import BRICK, GRAIN, LUMBER, ORE, WOOL
from engine.rules.cities_and_knights.constants import CLOTH, COIN, PAPER, SCIENCE, TRADE
from engine.testing import edge, hex_id, roll, vertex
from engine.testing.cities_and_knights import ck_position, force_event


def plays(g: engine.GameState, seat: int, card: str) -> list[tuple]:
    return [a for a in engine.legal_actions(g, seat) if a[0] == card]


def refused(g: engine.GameState, seat: int, action: tuple) -> None:
    before = engine.to_json(g)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, seat, action)
    assert engine.to_json(g) == before


def test_CK_CARD_SCI_1_alchemist_chooses_both_dice_event_first_then_production() -> None:
    # Red has a city on the pasture 5 (P), Blue a settlement on the hills 5 (Q); White has the Abbey.
    g = ck_position(
        cities={0: ["37"]}, settlements={1: ["48"]}, levels={2: {"science": 1}},
        progress={0: ["alchemist", "alchemist"]}, decks={"science": ["mining"]},
    )  # fmt: skip
    alchemist = plays(g, 0, "alchemist")
    assert len(alchemist) == 36 and ("alchemist", 3, 4) in alchemist  # "You can even make the dice roll 7"
    force_event(g, "science")
    events = engine.apply_action(g, 0, ("alchemist", 2, 3))
    assert g.dice == (2, 3)
    kinds = [e["type"] for e in events]
    assert kinds.index("progress_drawn") < kinds.index("production")  # the event is resolved first
    assert g.ck.progress[2] == ["mining"]  # the chosen red 2 draws for a level-1 science player
    assert g.hands[0][WOOL] == 1 and g.hands[0][CLOTH] == 1 and g.hands[1][BRICK] == 1
    assert g.ck.decks[SCIENCE][0] == "alchemist" and g.step == "main"
    assert not plays(g, 0, "alchemist")  # "You may not play this card after you roll the dice."
    refused(g, 0, ("alchemist", 6, 6))


def test_CK_CARD_SCI_2_crane_one_commodity_less_for_one_improvement() -> None:
    g = ck_position(
        cities={0: ["12"]}, hands={0: {"coin": 2, "cloth": 1, "ore": 2, "grain": 2}}, levels={0: {"politics": 1}},
        progress={0: ["crane"]}, step="main",
    )  # fmt: skip
    engine.apply_action(g, 0, ("crane",))
    events = engine.apply_action(g, 0, ("improve", 1))  # politics 1 -> 2 costs 2 coin, 1 with the Crane
    assert next(e for e in events if e["type"] == "improved")["paid"] == 1 and g.hands[0][COIN] == 1
    events = engine.apply_action(g, 0, ("improve", TRADE))  # the next one is full price again
    assert next(e for e in events if e["type"] == "improved")["paid"] == 1 and g.hands[0][CLOTH] == 0
    assert not any(a[0] == "city" for a in engine.legal_actions(g, 0))  # no discount on cities


def test_CK_CARD_SCI_2_and_ck_amb_33_two_cranes_discount_two_improvements_first_level_free() -> None:
    g = ck_position(cities={0: ["12"]}, hands={0: {"paper": 1}}, progress={0: ["crane", "crane"]}, step="main")
    engine.apply_action(g, 0, ("crane",))
    engine.apply_action(g, 0, ("crane",))
    events = engine.apply_action(g, 0, ("improve", SCIENCE))  # level 1 becomes free
    assert next(e for e in events if e["type"] == "improved")["paid"] == 0
    events = engine.apply_action(g, 0, ("improve", SCIENCE))  # level 2: 2 paper - 1 (not - 2)
    assert next(e for e in events if e["type"] == "improved")["paid"] == 1
    assert g.hands[0][PAPER] == 0 and g.ck.levels[0][SCIENCE] == 2


def test_CK_CARD_SCI_3_engineer_free_wall_under_a_city_without_one() -> None:
    g = ck_position(cities={0: ["12", "30"]}, walls=["12"], progress={0: ["engineer"]}, step="main")
    assert plays(g, 0, "engineer") == [("engineer", vertex("30"))]
    engine.apply_action(g, 0, ("engineer", vertex("30")))
    assert g.ck.walls >> vertex("30") & 1 and sum(g.hands[0]) == 0
    # "you cannot have more than 3 city walls at a time"
    g = ck_position(
        cities={0: ["12", "30", "40", "44"]}, walls=["12", "30", "40"], progress={0: ["engineer"]}, step="main"
    )
    assert not plays(g, 0, "engineer")
    refused(g, 0, ("engineer", vertex("44")))


def test_CK_CARD_SCI_4_inventor_swaps_two_tokens_but_not_2_12_6_8() -> None:
    g = ck_position(settlements={1: ["7"]}, robber="A", progress={0: ["inventor"]}, step="main")
    swaps = plays(g, 0, "inventor")
    fixed = {hex_id(h) for h in "BDELMRJ"}  # 2, 12, 6, 6, 8, 8 and the desert
    assert swaps and not any({a[1], a[2]} & fixed for a in swaps)
    assert len(swaps) == 12 * 11 // 2
    a, c = hex_id("A"), hex_id("C")
    engine.apply_action(g, 0, ("inventor", a, c))  # the 10 under the robber moves to the forest C
    assert g.board.numbers[a] == 9 and g.board.numbers[c] == 10 and g.robber == a
    engine.apply_action(g, 0, ("end_turn",))
    roll(g, (4, 6))
    assert g.hands[1][LUMBER] == 1  # Blue's settlement on C now produces on a 10
    assert engine.from_json(engine.to_json(g)).board.numbers == g.board.numbers


def test_CK_CARD_SCI_5_irrigation_almanac_example_four_grain() -> None:
    # "You have two cities next to a fields hex. You have a settlement next to a different field.
    # If you play the Irrigation card, you will receive 4 grain cards." The robber does not block it.
    g = ck_position(cities={0: ["9", "20"]}, settlements={0: ["34"]}, robber="D", progress={0: ["irrigation"]},
                    step="main")  # fmt: skip
    engine.apply_action(g, 0, ("irrigation",))
    assert g.hands[0][GRAIN] == 4


def test_CK_CARD_SCI_6_medicine_city_for_two_ore_and_one_grain() -> None:
    g = ck_position(settlements={0: ["12"]}, hands={0: {"ore": 2, "grain": 1}}, progress={0: ["medicine"]}, step="main")
    assert plays(g, 0, "medicine") == [("medicine", vertex("12"))]
    assert not any(a[0] == "city" for a in engine.legal_actions(g, 0))  # 3 ore + 2 grain without it
    engine.apply_action(g, 0, ("medicine", vertex("12")))
    assert g.building[vertex("12")] == 2 and sum(g.hands[0]) == 0 and g.bank[ORE] == 19
    g = ck_position(settlements={0: ["12"]}, hands={0: {"ore": 1, "grain": 1}}, progress={0: ["medicine"]}, step="main")
    assert not plays(g, 0, "medicine")


def test_CK_CARD_SCI_7_mining_almanac_example_four_ore() -> None:
    # "You have 2 settlements next to a mountains hex, and a city next to a different mountains hex."
    g = ck_position(settlements={0: ["1", "3"]}, cities={0: ["27"]}, progress={0: ["mining"]}, step="main")
    engine.apply_action(g, 0, ("mining",))
    assert g.hands[0][ORE] == 4


def test_CK_CARD_SCI_7_and_ck_amb_18_short_bank_gives_what_is_left() -> None:
    g = ck_position(settlements={0: ["1"]}, cities={0: ["27"]}, hands={1: {"ore": 18}}, progress={0: ["mining"]},
                    step="main")  # fmt: skip
    engine.apply_action(g, 0, ("mining",))
    assert g.hands[0][ORE] == 1 and g.bank[ORE] == 0


def test_CK_CARD_SCI_8_printer_laid_out_when_drawn_even_off_turn() -> None:
    g = ck_position(
        cities={1: ["30"]}, levels={1: {"science": 1}}, decks={"science": ["printer"]},
        progress={1: ["spy", "bishop", "wedding", "warlord"]},
    )  # fmt: skip
    before = g.victory_points(1)
    roll(g, (1, 2, "science"))  # Red rolls; Blue, with an Abbey, draws the top science card
    assert g.ck.vp_cards[1] == ["printer"] and "printer" not in g.ck.progress[1]
    assert g.victory_points(1) == before + 1
    assert not engine.pending(g) or all(d["kind"] != "progress_limit" for d in engine.pending(g))  # not in the limit


def test_CK_CARD_SCI_9_road_building_two_free_roads_not_connected_to_each_other() -> None:
    g = ck_position(settlements={0: ["12", "40"]}, progress={0: ["road_building"]}, step="main")
    engine.apply_action(g, 0, ("road_building",))
    assert engine.pending(g)[0]["kind"] == "ck_free_roads"
    engine.apply_action(g, 0, ("road", edge("12-13")))
    engine.apply_action(g, 0, ("road", edge("40-41")))  # elsewhere on the island
    assert g.road_count[0] == 2 and sum(g.hands[0]) == 0 and g.step == "main"


def test_CK_CARD_SCI_9_road_building_needs_a_road_and_a_spot() -> None:
    g = ck_position(progress={0: ["road_building"]}, step="main")  # no building, no road: nowhere to build
    assert not plays(g, 0, "road_building")


def test_CK_CARD_SCI_10_smith_promotes_two_knights_free_status_unchanged() -> None:
    g = ck_position(
        settlements={0: ["12"]}, roads={0: ["12-13", "12-11"]},
        knights={0: {"13": "basic active", "11": "strong", "21": "mighty"}},
        levels={0: {"politics": 3}}, progress={0: ["smith"]}, step="main",
    )  # fmt: skip
    smith = plays(g, 0, "smith")
    assert ("smith", vertex("11"), vertex("13")) in smith
    assert not any(vertex("21") in a[1:] for a in smith)  # mighty knights cannot be promoted
    engine.apply_action(g, 0, ("smith", vertex("11"), vertex("13")))
    ck = g.ck
    assert ck.k_strength[vertex("13")] == 2 and ck.k_active[vertex("13")] == 1
    assert ck.k_strength[vertex("11")] == 3 and ck.k_active[vertex("11")] == 0
    assert sum(g.hands[0]) == 0
    assert not any(a[0] == "knight_promote" for a in engine.legal_actions(g, 0))  # one level per turn


def test_CK_CARD_SCI_10_smith_strong_only_with_fortress_and_token_in_supply() -> None:
    g = ck_position(
        settlements={0: ["12"]}, knights={0: {"13": "basic", "11": "strong"}}, progress={0: ["smith"]}, step="main"
    )
    assert plays(g, 0, "smith") == [("smith", vertex("13"), -1)]  # no Fortress: the strong one stays
    # both strong knights on the board: a basic knight can only rise if a strong one becomes mighty first
    g = ck_position(
        settlements={0: ["12"]}, knights={0: {"13": "basic", "11": "strong", "20": "strong"}},
        levels={0: {"politics": 3}}, progress={0: ["smith"]}, step="main",
    )  # fmt: skip
    smith = plays(g, 0, "smith")
    assert ("smith", vertex("13"), -1) not in smith and ("smith", vertex("11"), vertex("13")) in smith
    engine.apply_action(g, 0, ("smith", vertex("11"), vertex("13")))
    assert g.ck.k_strength[vertex("11")] == 3 and g.ck.k_strength[vertex("13")] == 2


def test_CK_CARD_SCI_1_and_ck_amb_9_alchemist_in_an_easy_start_turn_no_seven_no_event() -> None:
    g = ck_position(options={"ck_easy_start": True}, settlements={0: ["12"]}, progress={0: ["alchemist"]})
    alchemist = plays(g, 0, "alchemist")
    assert len(alchemist) == 30 and not any(a[1] + a[2] == 7 for a in alchemist)
    barbarian = g.ck.barbarian
    engine.apply_action(g, 0, ("alchemist", 1, 1))
    assert g.ck.event == -1 and g.ck.barbarian == barbarian


def test_CK_CARD_SCI_1_and_ck_amb_10_aqueduct_applies_to_an_alchemist_roll() -> None:
    g = ck_position(cities={1: ["30"]}, levels={1: {"science": 3}}, progress={0: ["alchemist"]})
    force_event(g, "trade")
    engine.apply_action(g, 0, ("alchemist", 1, 1))  # a 2: nothing for Blue's city
    assert [(d["seat"], d["kind"]) for d in engine.pending(g)] == [(1, "aqueduct")]
