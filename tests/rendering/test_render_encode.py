"""Bytes per image (issue #18, images per game): boards, decision images and hands are lossless WebP on
the fixed palettes: exactly the pixels the PNG had, in far fewer bytes."""

from __future__ import annotations

import io

import engine
import rendering
from rendering.board import board_image, board_palette
from rendering.encode import EXTENSION, REDUCE, image_size, indexed, to_png
from rendering.hand import HAND_PALETTE, hand_image
from tests.rendering.helpers import NAMES, posted


def test_board_is_lossless_webp_with_the_palette_pixels_and_much_smaller_than_png(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    data = rendering.render_board(view, NAMES)
    assert data[:4] == b"RIFF" and data[8:16] == b"WEBPVP8L" and EXTENSION == rendering.IMAGE_EXTENSION == "webp"
    halved = board_image(view, NAMES).reduce(REDUCE)  # issue #32 item 2: posted at half the drawing's size
    on_palette = indexed(halved, board_palette(view)).convert("RGB")
    assert posted(data).tobytes() == on_palette.tobytes()  # lossless: the very pixels the PNG has
    png = to_png(halved, board_palette(view))
    assert posted(png).tobytes() == on_palette.tobytes()
    assert len(data) < 0.8 * len(png), (len(data), len(png))
    assert image_size(data) == image_size(png) == on_palette.size


def test_hand_is_webp_too(midgame: engine.GameState) -> None:
    """(Decision images are boards with labels: ``render_decision`` returns ``render_board``'s bytes.)"""
    view = engine.player_view(midgame, 0)
    hand = rendering.render_hand(view, NAMES)
    assert hand[8:16] == b"WEBPVP8L"
    halved = hand_image(view, NAMES).reduce(REDUCE)
    assert posted(hand).tobytes() == indexed(halved, HAND_PALETTE).convert("RGB").tobytes()


def test_encoding_is_deterministic(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    assert rendering.render_board(view, NAMES) == rendering.render_board(view, NAMES)


def test_image_size_reads_headers() -> None:
    from PIL import Image

    for fmt, options in (("PNG", {}), ("WEBP", {"lossless": True}), ("WEBP", {"quality": 80})):
        out = io.BytesIO()
        Image.new("RGB", (321, 123), (1, 2, 3)).save(out, fmt, **options)
        assert image_size(out.getvalue()) == (321, 123), fmt
    assert image_size(b"not an image") is None
