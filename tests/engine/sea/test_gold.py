"""SEA-GOLD-1..4, SEA-AMB-11/12/24/30: gold fields as decisions owed (New Shores, 4 players: the gold
field 10 at (3,0); the mountains 10 at (-1,3))."""

from __future__ import annotations

import pytest

import engine
from engine.errors import IllegalAction
from engine.state import MAIN, PRE_ROLL
from tests.engine.helpers import english
from tests.engine.sea.route_helpers import hx, kinds, sea_game, sea_roll

RED, BLUE, WHITE, ORANGE = 0, 1, 2, 3
GOLD_N, GOLD_S = (3, 0, "N"), (3, 0, "S")
ORE_10 = (-1, 3, "N")


def test_SEA_GOLD_1_a_settlement_chooses_one_a_city_two_of_any_kinds() -> None:
    g = sea_game(settlements={RED: [GOLD_N]}, cities={BLUE: [GOLD_S]}, step=PRE_ROLL)
    events = sea_roll(g, 10)
    assert g.step == "gold_choice" and engine.must_act(g) == [RED, BLUE]
    assert [d["count"] for d in engine.pending(g)] == [1, 2]
    assert any(ev["type"] == "gold_owed" for ev in events) and g.hands[RED] == [0] * 5
    assert len(kinds(g, RED, "gold")) == 5 and len(kinds(g, BLUE, "gold")) == 15
    assert engine.legal_actions(g, WHITE) == ()
    engine.apply_action(g, BLUE, ("gold", (1, 0, 0, 0, 1)))  # two different kinds
    assert engine.must_act(g) == [RED]
    engine.apply_action(g, RED, ("gold", (0, 0, 0, 1, 0)))
    assert g.step == MAIN and g.hands[RED] == [0, 0, 0, 1, 0] and g.hands[BLUE] == [1, 0, 0, 0, 1]


def test_SEA_GOLD_1_wrong_counts_are_refused_with_what_is_legal() -> None:
    g = sea_game(settlements={RED: [GOLD_N]}, step=PRE_ROLL)
    sea_roll(g, 10)
    with pytest.raises(IllegalAction) as exc:
        engine.apply_action(g, RED, ("gold", (1, 1, 0, 0, 0)))
    assert "gold" in english(exc.value).lower()


def test_SEA_GOLD_2_SEA_AMB_11_choices_are_hidden_until_all_are_made() -> None:
    """SEA-GOLD-2, SEA-AMB-11: a commit tells nobody the cards; the payout tells everybody."""
    g = sea_game(settlements={RED: [GOLD_N]}, cities={BLUE: [GOLD_S]}, step=PRE_ROLL)
    sea_roll(g, 10)
    first = engine.apply_action(g, RED, ("gold", (0, 0, 1, 0, 0)))
    assert [ev["type"] for ev in first] == ["gold_committed"] and "cards" not in first[0]
    assert g.hands[RED] == [0] * 5
    last = engine.apply_action(g, BLUE, ("gold", (0, 0, 0, 2, 0)))
    production = next(ev for ev in last if ev["type"] == "production")
    assert production["gains"][RED] == [0, 0, 1, 0, 0] and production["gains"][BLUE] == [0, 0, 0, 2, 0]


def test_SEA_GOLD_2_open_order_one_at_a_time_from_the_roller() -> None:
    """Option SEA_GOLD_CHOICE_ORDER = SEAT_ORDER_OPEN: clockwise from the roller, each choice public."""
    g = sea_game(settlements={RED: [GOLD_N]}, cities={BLUE: [GOLD_S]}, step=PRE_ROLL, active=BLUE,
                 options={"sea_gold_choice_order": "seat_order_open"})  # fmt: skip
    sea_roll(g, 10)
    assert engine.must_act(g) == [BLUE] and not kinds(g, RED, "gold")
    events = engine.apply_action(g, BLUE, ("gold", (0, 0, 0, 2, 0)))
    assert events[0]["type"] == "gold_chosen" and events[0]["cards"] == [0, 0, 0, 2, 0]
    assert engine.must_act(g) == [RED]


def test_SEA_GOLD_3_only_kinds_the_bank_holds_and_an_empty_bank_loses_the_gold() -> None:
    g = sea_game(settlements={RED: [GOLD_N]}, step=PRE_ROLL, hands={WHITE: [19, 0, 0, 0, 0]})
    sea_roll(g, 10)
    assert all(a[1][0] == 0 for a in kinds(g, RED, "gold")) and len(kinds(g, RED, "gold")) == 4
    g = sea_game(settlements={RED: [GOLD_N]}, step=PRE_ROLL, hands={WHITE: [19, 19, 19, 19, 0], ORANGE: [0, 0, 0, 0, 19]})
    events = sea_roll(g, 10)
    assert g.step == MAIN and any(ev["type"] == "gold_lost" for ev in events) and g.hands[RED] == [0] * 5


def test_SEA_AMB_12_gold_and_ordinary_entitlements_share_the_shortage_rule() -> None:
    """The spec's example: 1 ore in the bank; Red owed 1 ore from mountains, Blue chooses ore: nobody
    gets ore (BASE-PROD-4 on the sum)."""
    g = sea_game(settlements={RED: [ORE_10], BLUE: [GOLD_N]}, step=PRE_ROLL, hands={WHITE: [0, 0, 18, 0, 0]})
    sea_roll(g, 10)
    engine.apply_action(g, BLUE, ("gold", (0, 0, 1, 0, 0)))
    assert g.hands[RED][2] == 0 and g.hands[BLUE][2] == 0 and g.bank[2] == 1 and g.step == MAIN


def test_SEA_AMB_30_a_city_may_name_two_of_a_kind_the_bank_has_one_of() -> None:
    g = sea_game(cities={BLUE: [GOLD_S]}, step=PRE_ROLL, hands={WHITE: [0, 0, 18, 0, 0]})
    sea_roll(g, 10)
    assert ("gold", (0, 0, 2, 0, 0)) in kinds(g, BLUE, "gold")
    engine.apply_action(g, BLUE, ("gold", (0, 0, 2, 0, 0)))
    assert g.hands[BLUE][2] == 1 and g.bank[2] == 0  # the single taker gets what is left


def test_SEA_GOLD_4_the_robber_on_a_gold_field_blocks_it() -> None:
    g = sea_game(settlements={RED: [GOLD_N]}, step=PRE_ROLL, robber=(3, 0))
    sea_roll(g, 10)
    assert g.step == MAIN and g.hands[RED] == [0] * 5


def test_SEA_AMB_24_gold_is_no_card_monopoly_names_resources_only() -> None:
    g = sea_game(dev_cards={RED: [0, 0, 0, 1, 0]})
    assert sorted(a[1] for a in kinds(g, RED, "monopoly")) == [0, 1, 2, 3, 4]
    assert len(g.bank) == 5 and hx(g, (3, 0)) < g.topo.N_HEX


def test_SEA_GOLD_5_SEA_AMB_13_SEA_AMB_19_a_gold_choice_outside_a_roll_pays_the_choice_and_resumes() -> None:
    """The decision the set-up (SEA-GOLD-5) and a discovery (SEA-FOG-4) owe: one card of the player's
    choice, paid alone from the bank, then the game goes back to the step it was in."""
    from engine.rules.seafarers import gold

    g = sea_game(step=MAIN)
    assert gold.owe(g, [0, 1, 0, 0], "discovery", MAIN)
    g.touch()
    assert engine.must_act(g) == [BLUE] and len(kinds(g, BLUE, "gold")) == 5
    events = engine.apply_action(g, BLUE, ("gold", (0, 0, 0, 0, 1)))
    assert g.hands[BLUE] == [0, 0, 0, 0, 1] and g.step == MAIN
    assert events[-1] == {"type": "gold_received", "seat": BLUE, "cards": [0, 0, 0, 0, 1], "source": "discovery"}


def test_SEA_GOLD_2_SEA_INFO_2_views_hide_a_committed_choice_and_determinisation_plays_on() -> None:
    """The public view says who chose and what the open choice pays into, never the cards; a built-in
    player's determinised game (from its own view) lists its gold choices and pays them out."""
    import random

    from engine.determinize import determinize
    from engine.views import player_view, public_view

    g = sea_game(settlements={RED: [GOLD_N]}, cities={BLUE: [GOLD_S]}, step=PRE_ROLL)
    sea_roll(g, 10)
    engine.apply_action(g, RED, ("gold", (0, 0, 1, 0, 0)))
    fields = public_view(g)["seafarers"]
    assert fields["gold_chosen"][:2] == [True, False] and fields["gold_owed"][:2] == [1, 2]
    assert fields["gold_pending"] == {"source": "roll", "resume": "main", "kinds": [0, 1, 2, 3, 4]}
    assert player_view(g, BLUE)["you"]["seafarers"]["gold_choice"] is None
    assert player_view(g, RED)["you"]["seafarers"]["gold_choice"] == [0, 0, 1, 0, 0]
    d = determinize(player_view(g, BLUE), random.Random(1))
    assert d.step == "gold_choice" and len(kinds(d, BLUE, "gold")) == 15
    d.sea.gold_choices[RED] = [0, 0, 1, 0, 0]
    engine.apply_action(d, BLUE, ("gold", (0, 0, 0, 0, 2)))
    assert d.step == MAIN and d.hands[BLUE][4] == 2


def test_SEA_FOG_4_SEA_GOLD_1_one_placement_revealing_two_gold_fields_owes_one_choice_for_both() -> None:
    """A ship on the path between two fog hexes reveals both (SEA-FOG-2); when both are gold fields the
    discoverer owes two cards, chosen once, and play goes on in the step of the placement (found by the
    board invariants' random play: the second discovery used to replace the first and leave the game in a
    gold step nobody owed)."""
    import random

    from engine.rules.seafarers import events
    from engine.topology import PATH_SEA
    from tests.engine.sea.helpers import game

    g = game("fog_island", 3, 359, vp_target=10, sea_layout="variable")
    rng = random.Random(359)  # the random play that found it (tests/engine/sea/test_properties.py)
    for _ in range(42):
        if rng.random() < 0.046875 and g.phase == "play" and g.step == MAIN:
            sea_paths = [e for e in range(g.topo.N_EDGE) if g.topo.EDGE_KINDS[e] == PATH_SEA]
            events.route_piece_placed(g, g.active, rng.choice(sea_paths), events.SHIP)
            g.touch()
            if sum(g.sea.gold_owed) == 2:
                break
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, rng.choice(engine.legal_actions(g, seat)))
    assert g.sea.gold_owed[g.active] == 2 and engine.must_act(g) == [g.active]
    engine.apply_action(g, g.active, ("gold", (0, 0, 0, 1, 1)))
    assert g.step == MAIN and engine.must_act(g) == [g.active] and not any(g.sea.gold_owed)
