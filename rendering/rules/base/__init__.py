"""The base game's images (``rendering.rulesets``): its buildings and robber, its board palette, its dice,
its hand."""

from __future__ import annotations

from typing import Any

from PIL import Image

from rendering import sprites
from rendering.board import BOARD_PALETTE, base_building, draw_dice
from rendering.decision import ALIASES, KINDS, STEPS
from rendering.geometry import BoardGeometry
from rendering.hand import HAND_ENCODING, HAND_PALETTE, base_hand_image
from rendering.rulesets import RenderHooks


def _dice(im: Image.Image, g: BoardGeometry, view: dict[str, Any]) -> None:
    draw_dice(im, g, view.get("dice"))


HOOKS = RenderHooks(
    building_sprites=lambda view: base_building,
    robber_sprite=lambda view, size: sprites.robber(size),
    decision_kinds=KINDS,
    decision_aliases=ALIASES,
    decision_steps=STEPS,
    strip_height=lambda view: 0,
    draw_dice=_dice,
    board_palette=BOARD_PALETTE,
    hand_image=base_hand_image,
    hand_palette=HAND_PALETTE,
    hand_encoding=HAND_ENCODING,
    build_note=lambda view, seat: "",
    palettes=(BOARD_PALETTE, HAND_PALETTE),
)
