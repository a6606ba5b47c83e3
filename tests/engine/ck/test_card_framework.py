"""The progress-card framework (CK-PROG-*) with its two example cards, Alchemist and Irrigation."""

from __future__ import annotations

import pytest

import engine
from engine.rules.cities_and_knights.constants import SCIENCE
from tests.engine.ck.helpers import ck_game, empty_hands, give_card, in_main


def test_CK_CARD_SCI_5_irrigation_two_grain_per_fields_hex_touching() -> None:
    g = in_main(ck_game())
    empty_hands(g)
    seat = g.active
    give_card(g, seat, "irrigation")
    from engine.rules.cities_and_knights.cards.irrigation import touching_hexes

    fields = touching_hexes(g, seat, 3)
    assert ("irrigation",) in engine.legal_actions(g, seat)
    engine.apply_action(g, seat, ("irrigation",))
    assert g.hands[seat][3] == 2 * fields
    assert g.ck.decks[SCIENCE][0] == "irrigation"  # CK-PROG-1: played cards go under their deck
    assert "irrigation" not in g.ck.progress[seat]


def test_CK_CARD_SCI_1_alchemist_only_before_the_roll() -> None:
    g = ck_game()
    seat = g.active
    give_card(g, seat, "alchemist")
    legal = engine.legal_actions(g, seat)
    assert ("alchemist", 6, 1) in legal and len([a for a in legal if a[0] == "alchemist"]) == 36
    engine.apply_action(g, seat, ("alchemist", 2, 3))
    assert g.dice == (2, 3)
    g2 = in_main(ck_game())
    give_card(g2, g2.active, "alchemist")
    before = engine.to_json(g2)
    with pytest.raises(engine.IllegalAction):
        engine.apply_action(g2, g2.active, ("alchemist", 2, 3))
    assert engine.to_json(g2) == before
