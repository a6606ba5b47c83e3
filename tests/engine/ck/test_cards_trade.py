"""CK-CARD-TRD-1..6: the trade (yellow) progress cards, each test a position from the almanac's words.

The beginner map (``engine.testing``): A mountains 10, B pasture 2, C forest 9, D fields 12, E hills 6,
F pasture 4, G hills 10, H fields 9, I forest 11, J desert, K forest 3, L mountains 8, M forest 8,
N mountains 3, O fields 4, P pasture 5, Q hills 5, R fields 6, S pasture 11.
"""

from __future__ import annotations

import pytest

import engine
from engine.constants import BRICK, GRAIN, LUMBER, ORE, WOOL
from engine.rules.cities_and_knights.constants import CLOTH, COIN, PAPER
from engine.testing import hex_id, roll
from engine.testing.cities_and_knights import answer, ck_position


def plays(g: engine.GameState, seat: int, card: str) -> list[tuple]:
    return [a for a in engine.legal_actions(g, seat) if a[0] == card]



def test_CK_CARD_TRD_1_commercial_harbor_one_forced_exchange_per_opponent() -> None:
    g = ck_position(
        hands={0: {"brick": 2, "wool": 1}, 1: {"cloth": 1, "coin": 1}, 3: {"paper": 1, "ore": 2}},
        progress={0: ["commercial_harbor"]}, step="main",
    )  # fmt: skip
    assert not any(a[0] == "harbor_trade" for a in engine.legal_actions(g, 0))  # only after the card
    engine.apply_action(g, 0, ("commercial_harbor",))
    offers = plays(g, 0, "harbor_trade")
    assert set(offers) == {("harbor_trade", p, r) for p in (1, 2, 3) for r in (BRICK, WOOL)}
    engine.apply_action(g, 0, ("harbor_trade", 1, BRICK))  # Blue chooses which commodity to give
    assert [d["kind"] for d in engine.pending(g)] == ["harbor_commodity"]
    events = answer(g, 1, COIN)
    assert g.hands[0][COIN] == 1 and g.hands[1][BRICK] == 1 and g.hands[1][CLOTH] == 1
    traded = next(e for e in events if e["type"] == "harbor_trade")
    assert engine.event_for(traded, 0)["commodity"] == COIN and "commodity" not in engine.event_for(traded, 2)
    engine.apply_action(g, 0, ("harbor_trade", 3, WOOL))  # Orange's only commodity goes at once
    assert g.hands[0][PAPER] == 1 and g.hands[3][WOOL] == 1
    # White has no commodity: the trade is void, Red keeps the brick, and White is used up (CK-AMB-33)
    events = engine.apply_action(g, 0, ("harbor_trade", 2, BRICK))
    assert g.hands[0][BRICK] == 1 and next(e for e in events if e["type"] == "harbor_trade")["commodity"] is None
    assert not plays(g, 0, "harbor_trade")  # each opponent at most once
    engine.apply_action(g, 0, ("end_turn",))
    assert not g.ck.turn_flags


def test_CK_CARD_TRD_1_and_ck_amb_29_without_resources_there_is_nothing_to_offer() -> None:
    g = ck_position(hands={0: {"cloth": 2}, 1: {"coin": 1}}, progress={0: ["commercial_harbor"]}, step="main")
    engine.apply_action(g, 0, ("commercial_harbor",))
    assert not plays(g, 0, "harbor_trade")


def test_CK_CARD_TRD_2_master_merchant_takes_two_cards_from_a_richer_player() -> None:
    # VP: Red 1, Blue 2 (settlements 7 and 30), White 1.
    g = ck_position(
        settlements={0: ["12"], 1: ["7", "30"], 2: ["44"]},
        hands={1: {"ore": 2, "cloth": 1, "grain": 1}, 2: {"wool": 5}},
        progress={0: ["master_merchant"]}, step="main",
    )  # fmt: skip
    assert plays(g, 0, "master_merchant") == [("master_merchant", 1)]  # strictly more VP only
    events = engine.apply_action(g, 0, ("master_merchant", 1))
    shown = next(e for e in events if e["type"] == "hand_shown")
    assert engine.event_for(shown, 0)["hand"] == g.hands[1] and "hand" not in engine.event_for(shown, 2)
    answer(g, 0, ORE)
    answer(g, 0, CLOTH)
    assert g.hands[0][ORE] == 1 and g.hands[0][CLOTH] == 1 and g.hands[1] == [0, 0, 1, 1, 0, 0, 0, 0]
    assert not g.ck.pending


def test_CK_CARD_TRD_2_and_ck_amb_25_a_one_card_hand_gives_that_card() -> None:
    g = ck_position(settlements={1: ["7"]}, hands={1: {"grain": 1}}, progress={0: ["master_merchant"]}, step="main")
    engine.apply_action(g, 0, ("master_merchant", 1))
    assert g.hands[0][GRAIN] == 1 and not g.ck.pending


def test_CK_CARD_TRD_3_merchant_on_a_hex_next_to_own_building_vp_and_two_to_one() -> None:
    g = ck_position(
        settlements={0: ["7"], 1: ["30"]}, hands={0: {"lumber": 2}},
        progress={0: ["merchant"], 1: ["merchant"]}, step="main",
    )  # fmt: skip
    assert plays(g, 0, "merchant") == [("merchant", hex_id("C"))]  # 7 touches only the forest C
    before = g.victory_points(0)
    assert ("bank_trade", LUMBER, ORE) not in engine.legal_actions(g, 0)
    engine.apply_action(g, 0, ("merchant", hex_id("C")))
    assert g.ck.merchant == hex_id("C") and g.victory_points(0) == before + 1
    engine.apply_action(g, 0, ("bank_trade", LUMBER, COIN))  # 2 lumber for any resource or commodity
    assert g.hands[0] == [0, 0, 0, 0, 0, 0, 1, 0]
    engine.apply_action(g, 0, ("end_turn",))
    roll(g, (6, 5, "trade"))  # Blue's turn
    engine.apply_action(g, 1, ("merchant", hex_id("I")))  # another player's Merchant takes control
    assert g.ck.merchant_owner == 1 and g.victory_points(0) == before


def test_CK_CARD_TRD_3_issue32_merchant_plays_kept_per_seat_follow_a_new_building() -> None:
    """The Merchant's plays are kept between listings (issue #32 item 4), per seat, until a piece changes."""
    from engine.rules.building import place_settlement
    from engine.rules.cities_and_knights.card_effects import hexes_touching
    from engine.testing import vertex

    g = ck_position(settlements={0: ["7"], 1: ["30"]}, progress={0: ["merchant"], 1: ["merchant"]}, step="main")
    assert plays(g, 0, "merchant") == [("merchant", hex_id("C"))]
    g.active = 1
    g.touch()
    blue = plays(g, 1, "merchant")
    assert blue == [("merchant", h) for h in hexes_touching(g, 1)] and ("merchant", hex_id("C")) not in blue
    g.active = 0
    place_settlement(g, 0, vertex("22"))  # Red builds by more hexes
    g.touch()
    red = plays(g, 0, "merchant")
    assert red == [("merchant", h) for h in hexes_touching(g, 0)] and len(red) > 1


def test_CK_CARD_TRD_4_merchant_fleet_one_type_at_two_to_one_this_turn() -> None:
    g = ck_position(hands={0: {"coin": 4, "wool": 2}}, progress={0: ["merchant_fleet"]}, step="main")
    assert len(plays(g, 0, "merchant_fleet")) == 8  # any resource or commodity
    engine.apply_action(g, 0, ("merchant_fleet", COIN))
    engine.apply_action(g, 0, ("bank_trade", COIN, ORE))
    engine.apply_action(g, 0, ("bank_trade", COIN, PAPER))
    assert g.hands[0] == [0, 0, 1, 0, 2, 0, 0, 1]
    assert ("bank_trade", WOOL, ORE) not in engine.legal_actions(g, 0)  # only the named type
    engine.apply_action(g, 0, ("end_turn",))
    assert not g.ck.turn_flags


def test_CK_CARD_TRD_5_resource_monopoly_two_from_each_or_what_they_have() -> None:
    g = ck_position(
        hands={1: {"wool": 3}, 2: {"wool": 1}, 3: {"ore": 2, "cloth": 2}},
        progress={0: ["resource_monopoly"]}, step="main",
    )  # fmt: skip
    assert {a[1] for a in plays(g, 0, "resource_monopoly")} == {BRICK, LUMBER, ORE, GRAIN, WOOL}
    engine.apply_action(g, 0, ("resource_monopoly", WOOL))
    assert g.hands[0][WOOL] == 3 and g.hands[1][WOOL] == 1 and g.hands[2][WOOL] == 0


def test_CK_CARD_TRD_6_trade_monopoly_one_commodity_from_each() -> None:
    g = ck_position(
        hands={1: {"cloth": 3}, 2: {"coin": 2}, 3: {"cloth": 1}}, progress={0: ["trade_monopoly"]}, step="main"
    )
    assert {a[1] for a in plays(g, 0, "trade_monopoly")} == {CLOTH, COIN, PAPER}
    engine.apply_action(g, 0, ("trade_monopoly", CLOTH))
    assert g.hands[0][CLOTH] == 2 and g.hands[1][CLOTH] == 2 and g.hands[3][CLOTH] == 0
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g, 0, ("trade_monopoly", CLOTH))  # the card is gone (under its deck)


def test_CK_CARD_TRD_3_and_ck_amb_19_merchant_on_the_desert_vp_but_no_rate() -> None:
    g = ck_position(settlements={0: ["22"]}, hands={0: {"brick": 2}}, progress={0: ["merchant"]}, step="main")
    assert ("merchant", hex_id("J")) in plays(g, 0, "merchant")
    engine.apply_action(g, 0, ("merchant", hex_id("J")))
    assert g.victory_points(0) == 2 and not any(a[0] == "bank_trade" for a in engine.legal_actions(g, 0))
