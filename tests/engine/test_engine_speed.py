"""Issue #32 item 4: the engine's faster paths give exactly what the plain computations give.

A roll's two dice drawn in one call, the table of what each number pays kept between buildings, and a
7's discard choices listed as actions in one pass (BASE-PROD-1/2/4, BASE-ROBBER-3/4)."""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots import random_action
from engine.rng import Rng
from engine.rules import building, production, robber
from engine.rules.cities_and_knights import production as ck_production
from engine.testing import position
from tests.engine.helpers import VK, H, roll


def test_issue32_item4_dice_draw_what_two_die_calls_draw() -> None:
    """BASE-TURN-2: ``Rng.dice`` is ``(die(), die())``, the same numbers and the same counter after."""
    for seed in range(300):
        one, two = Rng(seed * 7919 + 3), Rng(seed * 7919 + 3)
        for _ in range(40):
            assert two.dice() == (one.die(), one.die())
            assert two.counter == one.counter


def test_issue32_item4_CK_TURN_1_three_dice_draw_what_three_die_calls_draw() -> None:
    """CK-TURN-1: ``Rng.three_dice`` is ``(die(), die(), die())``, and its third die is the event die's draw
    ``below(6) + 1``: the same numbers and the same counter after, seeds near 2**64 too (three_dice advances
    next64's sum by additions, which must wrap as next64's masked product does)."""
    for seed in [s * 7919 + 3 for s in range(300)] + [2**63 + 5, 2**64 - 1, 2**64 + 17, 12345678901234567890]:
        one, two, three = Rng(seed), Rng(seed), Rng(seed)
        for _ in range(40):
            drawn = two.three_dice()
            assert drawn == (one.die(), one.die(), one.die())
            assert drawn == (three.die(), three.die(), three.below(6) + 1)
            assert two.counter == one.counter == three.counter


def test_issue32_item4_CK_TURN_1_three_dice_rejected_draws_as_die_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """CK-TURN-1: ``Rng.three_dice`` writes its three draws out and falls back to a loop when one is rejected
    (at or above the last multiple of 6 below 2**64, probability 2**-62): with the limit lowered to 2**63 half
    the draws are rejected, and the numbers and the counter are still those of three ``die()`` calls."""
    from engine import rng as rng_module

    monkeypatch.setattr(rng_module, "_LIMIT6", 2**63)
    rejected = 0
    for seed in range(200):
        one, two = Rng(seed), Rng(seed)
        for _ in range(10):
            start = two.counter
            assert two.three_dice() == (one.die(), one.die(), one.die())
            assert two.counter == one.counter
            rejected += two.counter - start - 3
    assert rejected > 500


def _next_turn_roll(g: engine.GameState, total: int) -> list[dict]:
    engine.apply_action(g, g.active, ("end_turn",))
    return roll(g, total)


def test_issue32_item4_base_prod_2_the_kept_table_follows_cities_and_the_robber() -> None:
    """BASE-PROD-1/2: what a number pays is kept between rolls, and a city placed since, or a robber moved
    since (even by a direct write, as tests do), is paid as the rules say; a loaded game makes its own."""
    v = VK(0, -1, "N")  # mountains 10, hills 6, pasture 2
    g = position(settlements={1: [v]})
    roll(g, 6)
    assert g.hands[1][0] == 1 and g.production is not None
    building.place_city(g, 1, v)
    assert g.production is None  # a building changed: the table is made anew
    _next_turn_roll(g, 6)
    assert g.hands[1][0] == 3  # the city pays two
    g.robber = H(0, -1)  # hills 6
    events = _next_turn_roll(g, 6)
    prod = next(e for e in events if e["type"] == "production")
    assert g.hands[1][0] == 3 and prod["blocked"] == [H(0, -1)] and prod["gains"][1] == [0, 0, 0, 0, 0]
    loaded = engine.from_json(engine.to_json(g))
    assert loaded.production is None
    assert engine.to_json(loaded) == engine.to_json(g)


@pytest.mark.parametrize("seed", range(12))
def test_issue32_item4_base_prod_4_random_games_pay_what_the_buildings_owe(seed: int) -> None:
    """BASE-PROD-1/2/4: in random games every production event pays what ``entitlements`` (computed from
    the buildings at that moment, without the kept table) owes, unless the bank fell short of a kind."""
    g = engine.new_game({"players": 4}, seed=seed)
    rng = random.Random(seed)
    checked = 0
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        events = engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
        for e in events:
            if e["type"] == "production":
                owed, blocked = production.entitlements(g, e["roll"])
                assert e["blocked"] == blocked
                if not e["short"]:
                    assert e["gains"] == owed
                    checked += 1
    assert checked > 50


@pytest.mark.parametrize("seed", range(6))
def test_issue32_item4_CK_PROD_1_2_random_games_pay_what_the_buildings_owe(seed: int) -> None:
    """CK-PROD-1/2/3: C&K pays from its own kept table (commodities among the cards); in random games every
    production event pays what C&K's ``entitlements`` (from the buildings at that moment) owes, unless the
    bank fell short of a card type, and cities, pillages and Inventor swaps all happen on the way."""
    g = engine.new_game({"players": 4, "expansion": "cities_and_knights"}, seed=seed)
    rng = random.Random(seed)
    checked = commodities = 0
    while g.phase != "over":
        seat = engine.must_act(g)[0]
        events = engine.apply_action(g, seat, random_action(g, seat, rng))
        for e in events:
            if e["type"] == "production":
                owed, blocked, _types = ck_production.entitlements(g, e["roll"])
                assert e["blocked"] == blocked
                if not e["short"]:
                    assert e["gains"] == owed
                    checked += 1
                    commodities += sum(sum(row[5:]) for row in owed)
    assert checked > 50 and commodities > 0


@pytest.mark.parametrize("width", [5, 8])
def test_issue32_item4_base_robber_3_discard_actions_are_the_listed_choices(width: int) -> None:
    """BASE-ROBBER-3/4: the discard actions built in one pass are ``discard_options``' choices, in order."""
    rng = random.Random(width * 31)
    for _ in range(200):
        hand = [rng.randrange(0, 7) for _ in range(width)]
        for k in {0, 1, sum(hand) // 2, sum(hand), sum(hand) + 1}:
            expected = [("discard", c) for c in robber.discard_options(hand, k)]
            assert robber.discard_actions("discard", hand, k) == expected
