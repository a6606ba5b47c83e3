"""Bytes per image (issue #18, images per game): boards, decision images and hands are lossless WebP on
the fixed palettes: exactly the pixels the PNG had, in far fewer bytes."""

from __future__ import annotations

import io

import engine
import rendering
from rendering.board import board_image, board_palette
from rendering.encode import EXTENSION, image_size, indexed, to_png
from rendering.hand import HAND_PALETTE, hand_image
from tests.rendering.helpers import NAMES, decode


def test_board_is_lossless_webp_with_the_palette_pixels_and_much_smaller_than_png(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    data = rendering.render_board(view, NAMES)
    assert data[:4] == b"RIFF" and data[8:16] == b"WEBPVP8L" and EXTENSION == rendering.IMAGE_EXTENSION == "webp"
    on_palette = indexed(board_image(view, NAMES), board_palette(view)).convert("RGB")
    assert decode(data).tobytes() == on_palette.tobytes()  # lossless: the very pixels the PNG had
    png = to_png(board_image(view, NAMES), board_palette(view))
    assert decode(png).tobytes() == on_palette.tobytes()
    # Issue #32 traded some of issue #18's saving for a third of the CPU (``BOARD_ENCODING``): still well under PNG.
    assert len(data) < 0.8 * len(png), (len(data), len(png))
    assert image_size(data) == image_size(png) == on_palette.size


def test_hand_is_webp_too(midgame: engine.GameState) -> None:
    """(Decision images are boards with labels: ``render_decision`` returns ``render_board``'s bytes.)"""
    view = engine.player_view(midgame, 0)
    hand = rendering.render_hand(view, NAMES)
    assert hand[8:16] == b"WEBPVP8L"
    assert decode(hand).tobytes() == indexed(hand_image(view, NAMES), HAND_PALETTE).convert("RGB").tobytes()


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
