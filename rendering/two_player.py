"""The 2-player variant's images (``rendering.rulesets``): both production rolls beside the dice.

Its neutral players' rows and trade-card column in the score table follow from the view's
``two_player`` entry (``rendering.players``).
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from rendering.board import draw_dice
from rendering.geometry import BoardGeometry
from rendering.rulesets import RenderHooks


def _dice(im: Image.Image, g: BoardGeometry, view: dict[str, Any]) -> None:
    draw_dice(im, g, view.get("dice"), view["two_player"].get("rolls"))


HOOKS = RenderHooks(
    draw_dice=_dice,
    stats_columns=(("Tr. cards", "trade_cards_earned"), ("Forced", "forced_trades")),
)
