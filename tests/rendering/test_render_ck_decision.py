"""C&K decision images: knight spots and targets, walls, progress-card spots and decisions owed by the
viewer are marked exactly where ``legal_actions`` allows them; two-spot moves go one spot at a time."""

from __future__ import annotations

import pytest

import engine
import rendering
from engine import topology as topo
from engine.testing import force_roll
from engine.testing.cities_and_knights import ck_position
from rendering import palette as pal
from rendering.board import PIECE_RING_RADIUS, label_placements
from rendering.decision import kinds_of
from rendering.rules.cities_and_knights import view as ck_view
from tests.rendering.helpers import NAMES, close, decision_pixels, decode
from tests.rendering.test_render_decision import label_is_drawn


@pytest.fixture()
def view(ck_game: engine.GameState) -> dict:
    return engine.player_view(ck_game, 0)


def _firsts(view: dict, action: str) -> set[int]:
    return {a[1] for a in view["you"]["legal_actions"] if a[0] == action}


def test_CK_KNIGHT_kinds_follow_the_legal_actions(view: dict) -> None:
    kinds = rendering.decision_kinds(view)
    assert {"knight", "activate", "promote", "move_knight", "chase", "wall", "bishop"} <= set(kinds)
    for kind in kinds:
        spots = rendering.legal_spots(view, kind)
        assert spots and set(spots) == _firsts(view, kinds_of(view)[kind].action), kind
    for kind in ("displace", "medicine", "pillage"):
        assert kind not in kinds and rendering.legal_spots(view, kind) == ()


@pytest.mark.parametrize("kind", ["knight", "promote", "wall"])
def test_CK_KNIGHT_2_each_legal_spot_is_labelled(view: dict, kind: str) -> None:
    im = decision_pixels(view, NAMES, kind=kind)
    hl = rendering.decision_highlight(view, NAMES, kind)
    placements = label_placements(rendering.board_geometry(), hl)
    assert [p.spot for p in placements] == list(rendering.legal_spots(view, kind))
    for p in placements:
        assert p.text == topo.VERTEX_LABELS[p.spot]
        assert label_is_drawn(im, p.text, p.centre, p.style, p.size), (kind, p.text)


def test_CK_KNIGHT_4_knights_to_choose_keep_their_colour_inside_a_ring(view: dict) -> None:
    """The knight a choice is about stays visible: a ring around it, the label above it."""
    im = decision_pixels(view, NAMES, kind="promote")
    g = rendering.board_geometry()
    red = pal.player_fill(view["players"][0]["colour"])
    for v in rendering.legal_spots(view, "promote"):
        x, y = g.vertices[v]
        assert close(im.getpixel((round(x + 0.22 * g.size), round(y))), red), v
        ring = im.getpixel((round(x - (PIECE_RING_RADIUS - 0.05) * g.size), round(y)))
        assert close(ring, pal.HIGHLIGHT), (v, ring)


def test_CK_KNIGHT_5_a_move_marks_the_movers_then_the_targets_of_one(view: dict) -> None:
    moves = [a for a in view["you"]["legal_actions"] if a[0] == "knight_move"]
    assert moves
    origin = moves[0][1]
    assert rendering.legal_spots(view, "move_knight") == tuple(sorted({a[1] for a in moves}))
    targets = rendering.legal_spots(view, "move_knight", origin=origin)
    assert targets == tuple(sorted(a[2] for a in moves if a[1] == origin))
    hl = rendering.decision_highlight(view, NAMES, "move_knight", origin=origin)
    assert hl.vertices == targets and not hl.on_pieces
    assert topo.VERTEX_LABELS[origin] in (hl.caption or "")
    assert rendering.render_decision(view, NAMES, kind="move_knight", origin=origin) != rendering.render_decision(
        view, NAMES, kind="move_knight"
    )


def test_CK_KNIGHT_7_displacement_targets_are_opponent_knights() -> None:
    game = ck_position(
        players=3, cities={0: ["12"], 1: ["30"], 2: ["8"]}, roads={0: ["12-13-14"], 1: ["30-31"], 2: ["8-9"]},
        knights={0: {"13": "strong active"}, 1: {"14": "basic"}}, active=0, step="main",
    )  # fmt: skip
    view = engine.player_view(game, 0)
    own = topo.VERTEX_LABELS.index("13")
    assert rendering.legal_spots(view, "displace") == (own,)
    assert rendering.legal_spots(view, "displace", origin=own) == (topo.VERTEX_LABELS.index("14"),)
    assert rendering.decision_highlight(view, NAMES, "displace", origin=own).on_pieces


def test_CK_CARD_POL_1_bishop_marks_hexes(view: dict) -> None:
    hl = rendering.decision_highlight(view, NAMES, "bishop")
    assert set(hl.hexes) == _firsts(view, "bishop") and not hl.vertices
    assert decode(rendering.render_decision(view, NAMES, kind="bishop")).width == 1200


def test_CK_BARB_5_the_city_to_pillage_is_asked_of_its_owner() -> None:
    game = ck_position(
        players=4, cities={0: ["12"], 2: ["8", "40"]}, settlements={1: ["30"], 3: ["25"]},
        roads={0: ["12-13"], 1: ["30-31"], 2: ["8-9", "40-41"], 3: ["25-26"]}, barbarian=6, attacks=1, active=0,
        step="pre_roll",
    )  # fmt: skip
    force_roll(game, (5, 3, "ship"))
    engine.apply_action(game, 0, ("roll",))
    view = engine.player_view(game, 2)
    cities = tuple(sorted(topo.VERTEX_LABELS.index(c) for c in ("8", "40")))
    assert rendering.decision_kinds(view)[0] == "pillage"
    assert rendering.legal_spots(view, "pillage") == cities
    hl = rendering.decision_highlight(view, NAMES, "pillage")
    assert hl.on_pieces and "pillage" in (hl.caption or "")
    # Nobody else is asked: the other seats have no such spots.
    assert all(rendering.legal_spots(engine.player_view(game, s), "pillage") == () for s in (0, 1, 3))


def test_ck_decision_images_show_nothing_of_other_hands(ck_game: engine.GameState) -> None:
    """A decision image is the public board plus the viewer's spots: another seat's view with the same
    spots draws the same picture (no card of either hand is in it)."""
    mine = engine.player_view(ck_game, 0)
    other = engine.player_view(ck_game, 1)
    other["you"] = {**mine["you"], "hand": {}, "progress_cards": ["spy", "spy", "spy"]}
    assert rendering.render_decision(other, NAMES, kind="knight") == rendering.render_decision(
        mine, NAMES, kind="knight"
    )
    assert ck_view.progress_hand(other) != ck_view.progress_hand(mine)


def test_unknown_kinds_are_refused(view: dict) -> None:
    with pytest.raises(ValueError):
        rendering.legal_spots(view, "catapult")


def test_the_chosen_knight_of_a_move_is_ringed(view: dict) -> None:
    origin = next(a[1] for a in view["you"]["legal_actions"] if a[0] == "knight_move")
    hl = rendering.decision_highlight(view, NAMES, "move_knight", origin=origin)
    assert hl.chosen == (origin,)
    im = decision_pixels(view, NAMES, kind="move_knight", origin=origin)
    g = rendering.board_geometry()
    x, y = g.vertices[origin]
    assert close(im.getpixel((round(x - (PIECE_RING_RADIUS - 0.05) * g.size), round(y))), pal.HIGHLIGHT)


def test_CK_SETUP_2_the_set_up_city_is_asked_with_its_own_caption() -> None:
    import random

    game = engine.new_game({"expansion": "cities_and_knights", "players": 3}, 4)
    rng = random.Random(4)
    while game.step != "ck_setup_city":
        seat = engine.must_act(game)[0]
        engine.apply_action(game, seat, rng.choice(engine.legal_actions(game, seat)))
    view = engine.player_view(game, engine.must_act(game)[0])
    assert rendering.decision_kinds(view)[0] == "setup_city"
    hl = rendering.decision_highlight(view, NAMES, "ck_setup_city")
    assert "set-up city" in (hl.caption or "") and set(hl.vertices) == _firsts(view, "city")


async def test_the_worker_passes_the_origin_through(view: dict) -> None:
    from rendering.worker import decision_png

    origin = next(a[1] for a in view["you"]["legal_actions"] if a[0] == "knight_move")
    direct = rendering.render_decision(view, NAMES, 0, "move_knight", origin)
    assert await decision_png(view, NAMES, 0, "move_knight", origin) == direct
