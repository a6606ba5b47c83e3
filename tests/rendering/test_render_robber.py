"""Where the robber stands (issue #18 item 11: it was drawn over pieces and across hex borders).

The geometry check: the robber's solid pixels (alpha >= ``sprites.SOLID``; its faint drop shadow does
not count) lie inside its tile (the hex shrunk to 95 %, so clear of the border and of the next tile),
off the number token, and off any road on the hex's six sides; and on a real board they cover no
building, knight or merchant of the hex whenever one of the robber's spots is free of them.
"""

from __future__ import annotations

import copy

import pytest
from PIL import Image, ImageChops, ImageDraw

import engine
import rendering
from engine import topology as topo
from rendering import sprites
from rendering.board import ROBBER_SPOTS, board_image, hex_piece_sprites, robber_spot
from rendering.geometry import TOKEN_RADIUS, edge_angle
from rendering.rules.cities_and_knights import sprites as ck_sprites

g = rendering.board_geometry()
S = g.size


def _solid_mask(sprite: sprites.Sprite, at: tuple[float, float]) -> Image.Image:
    layer = Image.new("RGBA", (g.width, g.height), (0, 0, 0, 0))
    sprite.paste_onto(layer, at)
    return layer.getchannel("A").point(lambda a: 255 if a >= sprites.SOLID else 0)


def _count(mask: Image.Image) -> int:
    return mask.histogram()[255]


@pytest.mark.parametrize("h", range(topo.N_HEX))
@pytest.mark.parametrize("asleep", [False, True])
def test_every_robber_spot_is_inside_the_tile_off_the_token_and_roads(h: int, asleep: bool) -> None:
    cx, cy = g.hexes[h]
    tile = Image.new("L", (g.width, g.height), 0)
    ImageDraw.Draw(tile).polygon(g.hex_corners(h, 0.95), fill=255)
    token = Image.new("L", (g.width, g.height), 0)
    r = TOKEN_RADIUS * S + 2
    ImageDraw.Draw(token).ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    roads = Image.new("RGBA", (g.width, g.height), (0, 0, 0, 0))
    for e in topo.HEX_EDGES[h]:
        sprites.road((200, 30, 30), edge_angle(e), S).paste_onto(roads, g.edges[e])
    road_mask = roads.getchannel("A").point(lambda a: 255 if a >= sprites.SOLID else 0)
    for dx, dy in ROBBER_SPOTS:
        robber = _solid_mask(ck_sprites.robber(S, asleep), (cx + dx * S, cy + dy * S))
        assert _count(robber) > 1000  # the robber is there, and big enough to find
        assert _count(ImageChops.subtract(robber, tile)) == 0, "across the hex border"
        assert _count(ImageChops.multiply(robber, token)) == 0, "over the number token"
        assert _count(ImageChops.multiply(robber, road_mask)) == 0, "over a road"


def test_the_robber_is_still_larger_than_a_settlement() -> None:
    robber = sprites.robber(S).image.getchannel("A").getbbox() or (0, 0, 0, 0)
    settlement = sprites.settlement((200, 30, 30), S).image.getchannel("A").getbbox() or (0, 0, 0, 0)
    assert robber[3] - robber[1] > settlement[3] - settlement[1]


def _boards() -> list[dict]:
    from tests.rendering.helpers import ck_rolled, play_greedy

    return [engine.public_view(play_greedy(seed, 200)) for seed in (2, 5)] + [engine.public_view(ck_rolled())]


def test_the_robber_covers_no_piece_when_a_spot_is_free() -> None:
    """Move the robber to every hex of busy boards (base and C&K, 200 turns of building): it never
    touches a building, knight, road or the merchant of that hex unless pieces reach into both of its
    spots, which happens on few hexes (5 of these 57); there the pieces are drawn over the robber."""
    crowded = checked = 0
    for view in _boards():
        for h in range(topo.N_HEX):
            moved = copy.deepcopy(view)
            moved["board"]["robber"] = h
            pieces = hex_piece_sprites(g, moved, h)
            at = robber_spot(g, moved, h)
            robber = sprites.robber(S)
            cx, cy = g.hexes[h]
            free = [all(sprites.overlap(robber, (cx + dx * S, cy + dy * S), p, where) == 0 for p, where in pieces)
                    for dx, dy in ROBBER_SPOTS]  # fmt: skip
            covered = sum(sprites.overlap(robber, at, p, where) for p, where in pieces)
            checked += 1
            if any(free):
                assert covered == 0, (h, at)
            else:
                crowded += 1
    assert checked == 57 and crowded <= 5, crowded


def test_pieces_are_drawn_over_the_robber_not_under_it() -> None:
    """On a crowded hex the robber never hides a building: buildings and knights come after it."""
    checked = 0
    for view in _boards():
        for h in range(topo.N_HEX):
            moved = copy.deepcopy(view)
            moved["board"]["robber"] = h
            at = robber_spot(g, moved, h)
            pieces = [(p, where) for p, where in hex_piece_sprites(g, moved, h)
                      if sprites.overlap(sprites.robber(S), at, p, where)]  # fmt: skip
            if not pieces:
                continue
            with_robber = board_image(moved)
            robber = _solid_mask(sprites.robber(S), at)
            for p, where in pieces:  # where both are solid, the board shows the piece's own pixels
                layer = Image.new("RGBA", with_robber.size, (0, 0, 0, 0))
                p.paste_onto(layer, where)
                opaque = layer.getchannel("A").point(lambda a: 255 if a == 255 else 0)
                both = ImageChops.multiply(robber, opaque)
                if not _count(both):
                    continue
                diff = ImageChops.difference(with_robber, layer.convert("RGB")).convert("L")
                assert _count(ImageChops.multiply(diff.point(lambda v: 255 if v > 24 else 0), both)) == 0, (h, where)
                checked += 1
    assert checked  # the boards have crowded hexes, so this checked something


def test_the_drawn_robber_is_where_robber_spot_says(midgame: engine.GameState) -> None:
    """The board draws the robber at ``robber_spot`` (what the checks above measure), in its colour."""
    from rendering import palette as pal
    from tests.rendering.helpers import close

    view = engine.public_view(midgame)
    h = view["board"]["robber"]
    x, y = robber_spot(g, view, h)
    assert close(board_image(view).getpixel((round(x), round(y))), pal.ROBBER)
