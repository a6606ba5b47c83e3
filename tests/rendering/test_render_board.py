"""The board image: size, what is drawn where, determinism, and that only public information is read."""

from __future__ import annotations

import copy

import pytest

import engine
import rendering
from engine import topology as topo
from engine.constants import CITY, GENERIC_HARBOR
from rendering import palette as pal
from rendering.background import cache_clear as clear_backgrounds
from rendering.board import robber_spot
from rendering.geometry import IMAGE_WIDTH
from tests.rendering.helpers import NAMES, close, count_pixels, decode


def test_board_png_is_1200_wide_and_its_height_follows_the_players(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    png = rendering.render_board(view, NAMES)
    im = decode(png)
    layout = rendering.board_layout(view)
    assert im.size == (IMAGE_WIDTH, layout.height) == (1200, layout.height)
    three = engine.public_view(engine.new_game({"players": 3}, seed=5))
    assert decode(rendering.render_board(three)).height < im.height
    assert len(png) < 250_000


def test_each_building_and_road_shows_its_owners_colour(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    im = decode(rendering.render_board(view, NAMES))
    g = rendering.board_geometry()
    colours = [pal.player_fill(p["colour"]) for p in view["players"]]
    for v, seat, kind in view["buildings"]:
        x, y = g.vertices[v]
        # Inside the body of the house (a city's body is wider and lower).
        at = (
            (round(x), round(y + 0.08 * g.size))
            if kind != CITY
            else (round(x + 0.14 * g.size), round(y + 0.1 * g.size))
        )
        assert close(im.getpixel(at), colours[seat]), (v, seat, kind, im.getpixel(at))
    for e, seat in view["roads"]:
        x, y = g.edges[e]
        assert close(im.getpixel((round(x), round(y))), colours[seat]), (e, seat)


def test_white_pieces_have_a_dark_outline(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    white = next(i for i, p in enumerate(view["players"]) if p["colour"] == "white")
    v = next(v for v, seat, kind in view["buildings"] if seat == white and kind != CITY)
    im = decode(rendering.render_board(view, NAMES))
    g = rendering.board_geometry()
    x, y = g.vertices[v]
    column = [im.getpixel((round(x), round(y + dy))) for dy in range(0, round(0.3 * g.size))]
    assert any(sum(px) < 120 for px in column), "no dark outline under a white settlement"


def test_robber_is_drawn_on_its_hex(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    g = rendering.board_geometry()
    h = view["board"]["robber"]
    x, y = robber_spot(g, view, h)
    at = (round(x), round(y))
    assert close(decode(rendering.render_board(view)).getpixel(at), pal.ROBBER)
    moved = copy.deepcopy(view)
    moved["board"]["robber"] = (h + 1) % topo.N_HEX
    assert not close(decode(rendering.render_board(moved)).getpixel(at), pal.ROBBER)


def test_terrain_and_harbors_match_the_view(beginner: engine.GameState) -> None:
    view = engine.public_view(beginner)
    im = decode(rendering.render_board(view))
    g = rendering.board_geometry()
    s = g.size
    for h, terrain in enumerate(view["board"]["terrain"]):
        cx, cy = g.hexes[h]
        # A plain part of the tile: right of the token, above the furrows and canopies.
        assert close(im.getpixel((round(cx + 0.55 * s), round(cy - 0.25 * s))), pal.TERRAIN_FILL[terrain]), h
    for spot, kind in enumerate(view["board"]["harbors"]):
        x, y = g.harbors[spot]
        fill = pal.HARBOR_GENERIC if kind == GENERIC_HARBOR else pal.RESOURCE_FILL[kind]
        assert close(im.getpixel((round(x + 0.27 * s), round(y))), fill), spot


def test_two_renders_of_the_same_view_give_identical_bytes(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    first = rendering.render_board(view, NAMES)
    assert rendering.render_board(view, NAMES) == first
    clear_backgrounds()  # a cold render (background drawn anew) must not differ from a cached one
    assert rendering.render_board(copy.deepcopy(view), list(NAMES)) == first


def test_player_views_render_exactly_like_the_public_view(midgame: engine.GameState) -> None:
    public = rendering.render_board(engine.public_view(midgame), NAMES)
    for seat in range(4):
        assert rendering.render_board(engine.player_view(midgame, seat), NAMES) == public


def test_hidden_information_cannot_reach_the_board_image(midgame: engine.GameState) -> None:
    """Whatever a player's secrets are (hand, development cards, options), the public image is the same."""
    view = engine.player_view(midgame, 0)
    baseline = rendering.render_board(view, NAMES)
    other = copy.deepcopy(view)
    other["you"]["hand"] = {"brick": 9, "lumber": 0, "ore": 7, "grain": 0, "wool": 3}
    other["you"]["dev_cards"] = {
        "knight": 0,
        "road_building": 0,
        "year_of_plenty": 0,
        "monopoly": 0,
        "victory_point": 5,
    }
    other["you"]["legal_actions"] = [["settlement", v] for v in range(topo.N_VERTEX)]
    other["you"]["vp"] = 99
    assert rendering.render_board(other, NAMES) == baseline
    del other["you"]
    assert rendering.render_board(other, NAMES) == baseline


def test_names_default_to_player_numbers(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    default = rendering.render_board(view)
    assert rendering.render_board(view, ["Player 1", "Player 2", "Player 3", "Player 4"]) == default
    assert rendering.render_board(view, ["", "  ", "Player 3"]) == default
    assert rendering.render_board(view, NAMES) != default


def test_dice_appear_only_after_a_roll(beginner: engine.GameState, midgame: engine.GameState) -> None:
    g = rendering.board_geometry()
    left, top, right, bottom = g.sea_corners[0]
    box = (round(left), round(top), round(right), round(bottom))
    setup = decode(rendering.render_board(engine.public_view(beginner))).crop(box)
    rolled = decode(rendering.render_board(engine.public_view(midgame))).crop(box)
    white = (252, 252, 250)
    assert count_pixels(setup, white) == 0
    assert count_pixels(rolled, white) > 2000  # two die faces


@pytest.mark.parametrize("seed", [3, 17, 99])
def test_random_boards_render_small_and_deterministic(seed: int) -> None:
    view = engine.public_view(engine.new_game({"players": 4}, seed=seed))
    png = rendering.render_board(view, NAMES)
    assert decode(png).width == 1200 and len(png) < 250_000
    assert rendering.render_board(view, NAMES) == png


def test_two_player_variant_neutral_players_render(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    for p in view["players"][2:]:
        p["neutral"] = True
    png = rendering.render_board(view, ["Alice", "Bob"])
    assert decode(png).width == 1200
    assert rendering.render_board(view, ["Alice", "Bob"]) == png
