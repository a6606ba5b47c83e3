"""The hand image: the viewer's cards with counts and what they can afford."""

from __future__ import annotations

import copy

import pytest
from PIL import Image

import engine
import rendering
from engine.constants import CITY_COST, DEV_CARD_COST, RESOURCES, ROAD_COST, SETTLEMENT_COST
from rendering import palette as pal
from rendering.hand import CARD_H, CARD_W, GAP, MARGIN, SECTION_H, TITLE_H, cost_cards, hand_height
from tests.rendering.helpers import NAMES, close, decode


def hand_view(midgame: engine.GameState, seat: int = 0, **hand: int) -> dict:
    view = engine.player_view(midgame, seat)
    if hand:
        view["you"]["hand"] = {r: hand.get(r, 0) for r in RESOURCES}
        view["you"]["discard_owed"] = 0
    return view


def card_ground(im: Image.Image, r: int) -> tuple[int, int, int]:
    """A plain pixel of resource card ``r`` (left of its name, under its icon)."""
    x = MARGIN + r * (CARD_W + GAP) + 12
    y = TITLE_H + SECTION_H + CARD_H // 2 + 10
    return im.getpixel((x, y))


def test_hand_size_and_determinism(midgame: engine.GameState) -> None:
    view = hand_view(midgame, 1)
    png = rendering.render_hand(view, NAMES)
    im = decode(png)
    assert im.size == (1000, hand_height(view))
    assert rendering.render_hand(copy.deepcopy(view), NAMES) == png
    assert len(png) < 80_000


def test_cards_held_are_in_full_colour_and_missing_ones_washed_out(midgame: engine.GameState) -> None:
    im = decode(rendering.render_hand(hand_view(midgame, brick=2, ore=1), NAMES))
    for r, name in enumerate(RESOURCES):
        held = name in ("brick", "ore")
        assert close(card_ground(im, r), pal.RESOURCE_FILL[r]) == held, name


def test_counts_change_the_image(midgame: engine.GameState) -> None:
    one = rendering.render_hand(hand_view(midgame, grain=1), NAMES)
    two = rendering.render_hand(hand_view(midgame, grain=2), NAMES)
    assert one != two


@pytest.mark.parametrize(
    ("hand", "cost", "covered"),
    [
        ({"brick": 1, "lumber": 1}, ROAD_COST, [True, True]),
        ({"brick": 1}, SETTLEMENT_COST, [True, False, False, False]),
        ({"ore": 2, "grain": 5}, CITY_COST, [True, True, False, True, True]),
        ({}, DEV_CARD_COST, [False, False, False]),
    ],
)
def test_cost_cards_mark_what_the_hand_covers(hand: dict[str, int], cost: tuple[int, ...], covered: list[bool]) -> None:
    cards = cost_cards(hand, cost)
    assert [c for _r, c in cards] == covered
    assert sorted(r for r, _c in cards) == [r for r, n in enumerate(cost) for _ in range(n)]


def test_discard_banner_grows_the_image(midgame: engine.GameState) -> None:
    view = hand_view(midgame, brick=4, ore=4)
    calm = decode(rendering.render_hand(view, NAMES))
    view["you"]["discard_owed"] = 4
    owed = decode(rendering.render_hand(view, NAMES))
    assert owed.height > calm.height
    assert close(owed.getpixel((5, TITLE_H + 5)), pal.BAD)


def test_hand_needs_a_player_view(midgame: engine.GameState) -> None:
    with pytest.raises(ValueError, match="player view"):
        rendering.render_hand(engine.public_view(midgame), NAMES)


def test_hand_reads_nothing_of_other_players(midgame: engine.GameState) -> None:
    view = hand_view(midgame, 0)
    baseline = rendering.render_hand(view, NAMES)
    other = copy.deepcopy(view)
    for p in other["players"][1:]:
        p["resource_count"] = 99
        p["dev_card_count"] = 42
    other["roads"] = []
    assert rendering.render_hand(other, NAMES) == baseline
