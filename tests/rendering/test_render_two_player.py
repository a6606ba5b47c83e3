"""2-player variant images: neutral pieces in their colours, the legend's neutral rows and trade
cards, both rolls, and decision images for neutral placements (issue 11)."""

from __future__ import annotations

import copy
import random

import pytest

import engine
import rendering
from engine.constants import SETTLEMENT
from rendering import palette as pal
from rendering.board import board_layout, label_placements
from rendering.legend import EXTRA_COLUMN_X, HEADER, PAD, ROW, legend_height
from tests.rendering.helpers import close, count_pixels, decision_pixels, decode
from tests.rendering.test_render_decision import label_is_drawn

NAMES2 = ["Alice", "Bob"]


def play_to(seed: int, want: object, min_turn: int = 0) -> engine.GameState:
    """Random legal play of a 2-player game until ``want(game)`` holds after turn ``min_turn``."""
    game = engine.new_game({"players": 2}, seed)
    rng = random.Random(seed)
    while game.phase != "over":
        seat = engine.must_act(game)[0]
        engine.apply_action(game, seat, rng.choice(engine.legal_actions(game, seat)))
        if game.turn >= min_turn and want(game):  # type: ignore[operator]
            return game
    raise AssertionError("position not reached")


@pytest.fixture(scope="module")
def midgame2() -> engine.GameState:
    return play_to(11, lambda g: g.step == "main" and g.lr_holder in (2, 3) and min(g.two.trade_cards) >= 1, 40)


def test_neutral_pieces_are_drawn_in_their_own_colours(midgame2: engine.GameState) -> None:
    view = engine.public_view(midgame2)
    im = decode(rendering.render_board(view, NAMES2))
    g = rendering.board_geometry()
    for neutral in view["two_player"]["neutrals"]:
        v = next(v for v, seat, kind in view["buildings"] if seat == neutral["seat"] and kind == SETTLEMENT)
        x, y = g.vertices[v]
        assert close(im.getpixel((round(x), round(y + 0.1 * g.size))), pal.player_fill(neutral["colour"]))
    e = next(e for e, seat in view["roads"] if seat == 3)
    x, y = g.edges[e]
    assert close(im.getpixel((round(x), round(y))), pal.player_fill("orange"))


def test_legend_has_neutral_rows_with_a_neutral_mark_and_trade_cards(midgame2: engine.GameState) -> None:
    view = engine.public_view(midgame2)
    layout = board_layout(view)
    assert layout.height - layout.legend_top == legend_height(4)
    im = decode(rendering.render_board(view, NAMES2))
    top = layout.legend_top + PAD + HEADER
    drawn = rendering.board_image(view, NAMES2)  # the tag's exact grey (posted at half size, its rims blend)
    for row in (2, 3):  # the grey NEUTRAL tag sits in the neutral rows, and only there
        band = drawn.crop((100, top + row * ROW, 560, top + (row + 1) * ROW))
        assert count_pixels(band, pal.TEXT_DIM) > 400
    band = drawn.crop((100, top, 560, top + ROW))
    assert count_pixels(band, pal.TEXT_DIM) < 50
    # the Trade column shows the real players' trade cards: other counts, other pixels there
    x = EXTRA_COLUMN_X
    other = copy.deepcopy(view)
    other["two_player"]["trade_cards"] = [7, 0]
    im2 = decode(rendering.render_board(other, NAMES2))
    cell = (x - 40, top, x + 40, top + 2 * ROW)
    assert im.crop(cell).tobytes() != im2.crop(cell).tobytes()
    elsewhere = (0, 0, im.width, layout.legend_top)
    assert im.crop(elsewhere).tobytes() == im2.crop(elsewhere).tobytes()


def test_base_game_legend_keeps_its_columns() -> None:
    view = engine.public_view(engine.new_game({"players": 4, "board": "beginner"}, 1))
    layout = board_layout(view)
    assert layout.height - layout.legend_top == legend_height(4)
    assert "two_player" not in view


def test_both_rolls_are_written_under_the_dice(midgame2: engine.GameState) -> None:
    view = engine.public_view(midgame2)
    assert len(view["two_player"]["rolls"]) == 2
    one_roll = copy.deepcopy(view)
    one_roll["two_player"]["rolls"] = view["two_player"]["rolls"][:1]
    g = rendering.board_geometry()
    left, top, right, _ = g.sea_corners[0]
    second_line = (round(left), round(top + 140), round(right), round(top + 200))
    a = decode(rendering.render_board(view, NAMES2)).crop(second_line)
    b = decode(rendering.render_board(one_roll, NAMES2)).crop(second_line)
    assert count_pixels(a, (255, 255, 255)) > count_pixels(b, (255, 255, 255)) + 100


@pytest.mark.parametrize("step", ["neutral_road", "neutral_settlement"])
def test_neutral_placement_decision_labels_exactly_the_legal_spots_in_the_neutral_colour(step: str) -> None:
    def want(g: engine.GameState) -> bool:
        return g.step == step and len({a[1] for a in engine.legal_actions(g, g.active)}) == 2

    game = play_to(0, want, 60)
    view = engine.player_view(game, game.active)
    assert rendering.decision_kinds(view)[0] == step
    legal = [a for a in engine.legal_actions(game, game.active) if a[0] == step]
    assert rendering.legal_spots(view, step) == tuple(sorted({a[2] for a in legal}))
    hl = rendering.decision_highlight(view, NAMES2, step)
    assert "neutral" in (hl.caption or "")
    placements = label_placements(rendering.board_geometry(), hl)
    owners = {}
    for a in legal:
        owners.setdefault(a[2], set()).add(a[1])
    im = decision_pixels(view, NAMES2)
    for p in placements:
        seats = owners[p.spot]
        expected = pal.HIGHLIGHT if len(seats) > 1 else pal.player_fill(game.colours[next(iter(seats))])
        assert p.fill == expected
        assert label_is_drawn(im, p.text, p.centre, p.style, p.size), p.text
    assert {p.fill for p in placements} >= {pal.player_fill("white"), pal.player_fill("orange")}


def test_hand_names_the_trade_cards_and_the_action_price(midgame2: engine.GameState) -> None:
    from rendering.rulesets import render_of

    view = engine.player_view(midgame2, 0)
    held, price = view["two_player"]["trade_cards"][0], view["two_player"]["action_price"][0]
    note = render_of(view).build_note
    assert note(view, 0) == f"{held} trade card{'s' if held != 1 else ''} · an action costs {price}"
    base = copy.deepcopy(view)  # the same hand in a base game: no trade cards
    del base["two_player"]
    base["rule_set"] = {"name": "base", "components": ["base"]}
    assert render_of(base).build_note(base, 0) == ""
    assert rendering.render_hand(view, NAMES2) != rendering.render_hand(base, NAMES2)


def test_final_standings_rank_the_real_players_and_keep_the_neutrals_last() -> None:
    from rendering.legend import row_order

    game = _finished(11)
    view = engine.public_view(game)
    order = row_order(view)
    assert order[:2] == [game.winner, 1 - game.winner] and order[2:] == [2, 3]
    layout = board_layout(view)
    assert layout.height - layout.legend_top == legend_height(4)
    rendering.render_board(view, NAMES2)  # draws without error, columns included


def _finished(seed: int) -> engine.GameState:
    game = engine.new_game({"players": 2}, seed)
    rng = random.Random(seed)
    while game.phase != "over":
        seat = engine.must_act(game)[0]
        engine.apply_action(game, seat, rng.choice(engine.legal_actions(game, seat)))
    return game
