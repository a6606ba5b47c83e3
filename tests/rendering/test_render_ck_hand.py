"""The C&K hand image: commodities, progress cards with their effects, the city development chart,
what is affordable now; the viewer's own cards only."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

import engine
import rendering
from engine.rules.cities_and_knights.cards import DECK_CONTENTS, card_name
from engine.rules.cities_and_knights.constants import IMPROVEMENT_NAMES
from rendering import shapes
from rendering.hand import MARGIN
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.rules.cities_and_knights import hand as ck_hand
from rendering.rules.cities_and_knights import view as ck_view
from rendering.rules.cities_and_knights.progress_cards import CARDS
from tests.rendering.helpers import NAMES, close, decode


@pytest.fixture()
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string drawn while the test runs (cached card images and text for the posted grid are drawn anew)."""
    from rendering.hand import CARD_CACHE

    CARD_CACHE.clear()
    shapes._HALVES_CACHE.clear()
    out: list[str] = []
    real = shapes.text_mask
    monkeypatch.setattr(shapes, "text_mask", lambda content, *a: out.append(content) or real(content, *a))
    yield out


def test_ck_hand_size_and_determinism(ck_game: engine.GameState) -> None:
    view = engine.player_view(ck_game, 0)
    png = rendering.render_hand(view, NAMES)
    im = decode(png)
    assert im.size == (1000, ck_hand.ck_hand_height(view))
    assert rendering.render_hand(copy.deepcopy(view), NAMES) == png
    assert len(png) < 150_000


def test_CK_COMM_1_commodities_show_their_counts(ck_game: engine.GameState, written: list[str]) -> None:
    view = engine.player_view(ck_game, 0)
    im = decode(rendering.render_hand(view, NAMES))
    top = 76 + shapes_section()
    for i, commodity in enumerate(ck_view.COMMODITIES):
        x = MARGIN + (5 + i) * (ck_hand.CARD_W + ck_hand.GAP) + ck_hand.CARD_W // 2
        held = view["you"]["hand"][commodity] > 0
        fill = im.getpixel((x - 40, top + 100))
        assert close(fill, ck_pal.COMMODITY_FILL[i]) == held, (commodity, fill)
    assert {"Cloth", "Coin", "Paper"} <= set(written)
    other = copy.deepcopy(view)
    other["you"]["hand"]["paper"] = 5
    assert rendering.render_hand(other, NAMES) != rendering.render_hand(view, NAMES)


def shapes_section() -> int:
    from rendering.hand import SECTION_H

    return SECTION_H


def test_CK_PROG_3_progress_cards_are_listed_with_their_effect(ck_game: engine.GameState, written: list[str]) -> None:
    view = engine.player_view(ck_game, 0)
    rendering.render_hand(view, NAMES)
    for card in ck_view.progress_hand(view):
        assert CARDS[card].name in written and CARDS[card].effect in written, card
    # Another player's cards are not in this hand's image (Bob holds a Wedding, Chen an Alchemist).
    assert "Wedding" not in written and "Alchemist" not in written
    assert "4 of 4 (hand limit)" in written


def test_CK_IMPR_2_the_chart_gives_each_tracks_level_and_next_cost(
    ck_game: engine.GameState, written: list[str]
) -> None:
    view = engine.player_view(ck_game, 0)  # Alice: trade 3, politics 4 (metropolis), science 1
    rendering.render_hand(view, NAMES)
    assert "Now: Counting House" in written and "Now: Cathedral" in written and "Now: Abbey" in written
    assert "Next level: 4 cloth" in written and "Next level: 5 coin" in written and "Next level: 2 paper" in written
    assert "you have 2: 2 missing" in written  # 2 cloth held
    assert "Draws a card on red 1-4" in written
    assert "\N{BLACK STAR} metropolis" in written
    assert f"\N{CHECK MARK} {ck_view.ABILITIES[0]}" in written  # trade level 3 ability held


def test_CK_KNIGHT_2_affordable_purchases_are_marked(ck_game: engine.GameState, written: list[str]) -> None:
    view = engine.player_view(ck_game, 0)
    legal = {a[0] for a in view["you"]["legal_actions"]}
    assert {"wall", "knight_hire", "knight_activate", "knight_promote"} <= legal
    rendering.render_hand(view, NAMES)
    assert written.count("\N{CHECK MARK} build now") == 4
    assert "1 card missing" in written  # a road: no lumber
    poor = copy.deepcopy(view)
    poor["you"]["hand"] = {k: 0 for k in poor["you"]["hand"]}
    poor["you"]["legal_actions"] = [["end_turn"]]
    written.clear()
    rendering.render_hand(poor, NAMES)
    assert "\N{CHECK MARK} build now" not in written


def test_CK_ROBBER_1_a_discard_owed_is_announced() -> None:
    from tests.rendering.helpers import ck_rolled

    game = ck_rolled(red=4, yellow=3, event="ship")  # a 7: Alice holds 12 cards
    view = engine.player_view(game, 0)
    assert ck_hand.owed_discard(view, 0) == 6
    assert decode(rendering.render_hand(view, NAMES)).height == ck_hand.ck_hand_height(view)
    settled = copy.deepcopy(view)
    settled["pending"] = []
    assert ck_hand.ck_hand_height(view) == ck_hand.ck_hand_height(settled) + ck_hand.BANNER_H


def test_progress_card_texts_match_the_engine() -> None:
    assert set(CARDS) == set(DECK_CONTENTS)
    for card, text in CARDS.items():
        assert text.name == card_name(card) and text.track == DECK_CONTENTS[card][0], card
        assert text.effect and shapes.text_width(text.effect, "regular", 21) < 1000 - 2 * MARGIN - 300, card
    assert ck_view.IMPROVEMENT_NAMES == IMPROVEMENT_NAMES


def test_base_hands_are_untouched(midgame: engine.GameState) -> None:
    from rendering.hand import HAND_PALETTE, hand_height

    view = engine.player_view(midgame, 0)
    assert "ck" not in view
    assert decode(rendering.render_hand(view, NAMES)).height == hand_height(view)
    assert HAND_PALETTE.name == "hand"
