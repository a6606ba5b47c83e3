"""Progress-card rules common to all cards, and victory (CK-PROG-*, CK-AMB-7/9/10/11/12, CK-VP-1, CK-WIN-1)."""

from __future__ import annotations

import pytest

import engine
from engine.rules.cities_and_knights.cards import CARD_INDEX
from engine.rules.cities_and_knights.constants import POLITICS, SCIENCE, TRADE
from tests.engine.ck.helpers import blank, city, give, give_card, in_main, road, roll, settlement


def test_CK_PROG_1_draw_from_top_played_cards_go_under_never_reshuffled() -> None:
    g = blank()
    g.ck.levels[0][SCIENCE] = 1
    deck = g.ck.decks[SCIENCE]
    top = deck[-1]
    roll(g, 1, 1, 5)
    assert top in g.ck.progress[0] + g.ck.vp_cards[0] and len(deck) == 17
    g2 = in_main(blank())
    give_card(g2, 0, "irrigation")
    order = list(g2.ck.decks[SCIENCE])
    engine.apply_action(g2, 0, ("irrigation",))
    assert g2.ck.decks[SCIENCE] == ["irrigation", *order]


def test_CK_AMB_7_discarded_cards_also_go_under_their_deck() -> None:
    g = in_main(blank())
    for card in ("spy", "spy", "bishop", "wedding", "warlord"):
        give_card(g, 0, card)
    engine.apply_action(g, 0, ("progress_discard", "wedding"))
    assert g.ck.decks[POLITICS][0] == "wedding" and len(g.ck.decks[POLITICS]) == 14


def test_CK_PROG_2_cards_come_from_the_event_die_not_from_buying() -> None:
    g = in_main(blank())
    city(g, 0, 10)
    give(g, 0, ore=5, grain=5, wool=5, cloth=5, coin=5, paper=5)
    assert not any(a[0] in ("buy_dev", "buy_progress") for a in engine.legal_actions(g, 0))


def test_CK_PROG_3_off_turn_fifth_card_goes_back_at_once() -> None:
    g = blank()
    g.ck.levels[1][TRADE] = 1
    for card in ("spy", "bishop", "warlord", "wedding"):
        give_card(g, 1, card)
    g.ck.decks[TRADE].append("merchant")  # the top card
    roll(g, 1, 2, 3)
    assert engine.must_act(g) == [1]
    options = {a[2] for a in engine.legal_actions(g, 1)}
    assert options == {CARD_INDEX[c] for c in ("spy", "bishop", "warlord", "wedding", "merchant")}
    engine.apply_action(g, 1, ("answer", g.ck.pending[0].id, CARD_INDEX["spy"]))
    assert len(g.ck.progress[1]) == 4 and g.ck.decks[POLITICS][0] == "spy" and g.step == "main"


def test_CK_PROG_3_and_CK_AMB_12_active_player_back_to_four_before_anything_else() -> None:
    g = blank()
    settlement(g, 0, 10)
    road(g, 0, 10, 11)
    give(g, 0, brick=2, lumber=2)
    g.ck.levels[0][SCIENCE] = 1
    for card in ("irrigation", "crane", "smith", "inventor"):
        give_card(g, 0, card)
    g.ck.decks[SCIENCE].append("mining")
    roll(g, 1, 2, 5)
    kinds = {a[0] for a in engine.legal_actions(g, 0)}
    assert kinds <= {"progress_discard", "irrigation", "crane", "smith", "inventor", "mining"}
    assert "progress_discard" in kinds and "end_turn" not in kinds and "road" not in kinds
    engine.apply_action(g, 0, ("irrigation",))  # playing a card also brings the hand back to 4
    assert "road" in {a[0] for a in engine.legal_actions(g, 0)}


def test_CK_AMB_12_option_end_of_turn_lets_the_active_player_wait() -> None:
    g = blank(ck_hand_limit_check="end_of_turn")
    settlement(g, 0, 10)
    road(g, 0, 10, 11)
    give(g, 0, brick=2, lumber=2)
    for card in ("irrigation", "crane", "smith", "inventor", "mining"):
        give_card(g, 0, card)
    roll(g, 1, 2, 1)
    kinds = {a[0] for a in engine.legal_actions(g, 0)}
    assert "road" in kinds and "progress_discard" in kinds and "end_turn" not in kinds


def test_CK_PROG_4_only_the_active_player_after_the_roll_cards_drawn_this_turn_playable() -> None:
    g = blank()
    g.ck.levels[0][SCIENCE] = 1
    g.ck.decks[SCIENCE].append("irrigation")
    assert "irrigation" not in {a[0] for a in engine.legal_actions(g, 0)}
    roll(g, 1, 1, 5)
    assert ("irrigation",) in engine.legal_actions(g, 0)  # drawn this turn, playable now
    give_card(g, 1, "irrigation")
    assert ("irrigation",) not in engine.legal_actions(g, 1)  # not on another player's turn
    g.ck.attacks = 1
    engine.apply_action(g, 0, ("end_turn",))
    assert ("irrigation",) not in engine.legal_actions(g, 1)  # seat 1's own turn, before the roll


def test_CK_PROG_4_not_in_the_middle_of_resolving_something() -> None:
    g = in_main(blank())
    give_card(g, 0, "irrigation")
    g.ck.attacks = 1
    g.resume_step, g.step = "main", "move_robber"
    g.touch()
    assert not any(a[0] == "irrigation" for a in engine.legal_actions(g, 0))


def test_CK_PROG_5_progress_cards_cannot_be_traded_or_robbed() -> None:
    g = in_main(blank())
    settlement(g, 1, 10)
    give_card(g, 1, "spy")
    g.ck.attacks = 1
    g.resume_step, g.step = "main", "move_robber"
    g.touch()
    engine.apply_action(g, 0, ("robber", 0))  # seat 1 holds no resource: nothing stolen
    assert g.ck.progress[1] == ["spy"] and not g.ck.progress[0]
    with pytest.raises(engine.IllegalAction):  # a trade names only card counts: 8 per side
        engine.apply_action(g, 0, ("offer", (0,) * 8 + (1,), (1,) + (0,) * 8, 1))


def test_CK_PROG_6_vp_cards_laid_out_at_once_even_off_turn_outside_the_limit() -> None:
    g = blank()
    g.ck.levels[2][POLITICS] = 1
    for card in ("spy", "bishop", "warlord", "wedding"):
        give_card(g, 2, card)
    g.ck.decks[POLITICS].remove("constitution")
    g.ck.decks[POLITICS].append("constitution")
    before = g.victory_points(2)
    events = roll(g, 1, 1, 4)
    assert g.ck.vp_cards[2] == ["constitution"] and len(g.ck.progress[2]) == 4 and not g.ck.pending
    assert g.victory_points(2) == before + 1
    assert any(e["type"] == "progress_vp" and e["card"] == "constitution" for e in engine.events_for(events, 0))


def test_CK_PROG_7_and_CK_AMB_11_empty_deck_gives_nothing() -> None:
    g = blank()
    g.ck.levels[0][TRADE] = 1
    saved = g.ck.decks[TRADE]
    g.ck.decks[TRADE] = []
    events = roll(g, 1, 1, 3)
    assert not g.ck.progress[0] and any(e["type"] == "progress_deck_empty" for e in events)
    g.ck.decks[TRADE] = saved


def test_CK_AMB_9_alchemist_sets_red_for_draws_and_no_seven_in_protected_turns() -> None:
    g = blank()
    g.ck.levels[1][POLITICS] = 1
    give_card(g, 0, "alchemist")
    from tests.engine.ck.helpers import FixedDice

    g.rng = FixedDice([4])  # only the event die is rolled: politics gate
    engine.apply_action(g, 0, ("alchemist", 1, 6))
    assert g.dice == (1, 6) and len(g.ck.progress[1]) + len(g.ck.vp_cards[1]) == 1  # red 1 draws
    g2 = blank(ck_easy_start=True)
    give_card(g2, 0, "alchemist")
    totals = {a[1] + a[2] for a in engine.legal_actions(g2, 0) if a[0] == "alchemist"}
    assert 7 not in totals and len(totals) == 10
    give_card(g2, 1, "alchemist")
    assert not any(a[0] == "alchemist" for a in engine.legal_actions(g2, 1))  # never on another turn


def test_CK_AMB_10_alchemist_roll_is_a_production_roll_for_the_aqueduct() -> None:
    g = blank()
    settlement(g, 1, 40)
    g.ck.levels[1][SCIENCE] = 3
    give_card(g, 0, "alchemist")
    from tests.engine.ck.helpers import FixedDice

    g.rng = FixedDice([0])
    engine.apply_action(g, 0, ("alchemist", 6, 6))
    assert [p.seat for p in g.ck.pending] == [1]


def test_CK_VP_1_sources_of_victory_points() -> None:
    g = blank()
    settlement(g, 0, 0)
    city(g, 0, 10)
    g.ck.metropolis[TRADE] = 10
    g.ck.levels[0][TRADE] = 4
    g.ck.merchant, g.ck.merchant_owner = 0, 0
    g.ck.defenders[0] = 2
    g.ck.vp_cards[0] = ["printer"]
    g.lr_holder = 0
    assert g.victory_points(0) == 1 + 4 + 1 + 2 + 1 + 2
    view = engine.view(g, 1)
    assert view["players"][0]["public_vp"] == g.victory_points(0)  # all VP are public


def test_CK_WIN_1_thirteen_vp_on_own_turn_wins_off_turn_waits_for_own_turn() -> None:
    g = in_main(blank())
    assert g.options.vp_target == 13
    for v in (0, 2, 4, 6):
        city(g, 1, v)
    g.ck.defenders[1] = 4  # 12 VP
    g.ck.vp_cards[1] = ["printer"]  # 13 VP, reached on seat 0's turn
    g.touch()
    assert g.victory_points(1) == 13 and g.phase == "play"
    engine.apply_action(g, 0, ("end_turn",))
    assert g.phase == "over" and g.winner == 1
    g2 = in_main(blank())
    for v in (0, 2, 4, 6):
        city(g2, 0, v)
    g2.ck.defenders[0] = 4
    settlement(g2, 0, 30)
    road(g2, 0, 30, 31)
    give(g2, 0, brick=2)
    engine.apply_action(g2, 0, ("wall", 0))  # any action on one's own turn: 13 VP wins at once
    assert g2.phase == "over" and g2.winner == 0
