"""The toy rule set on the board picture (``rendering/rules/toy/``): a beacon marker, a disc in the
highlight colour (one of the base palette's, so the board keeps its palette) on the robber's hex."""

from __future__ import annotations

from typing import Any

from rendering import sprites
from rendering.palette import HIGHLIGHT
from rendering.rulesets import BoardLayer, PlacedPiece, RenderHooks

MARKER = HIGHLIGHT


def _marker(g: Any, view: dict[str, Any], colours: Any) -> list[PlacedPiece]:
    h = view["board"]["robber"]
    return [PlacedPiece(sprites.disc(0.2 * g.size, MARKER, MARKER, 1.0, edge=MARKER), g.hexes[h], hex=h)]


HOOKS = RenderHooks(board_layers=(BoardLayer("markers", pieces=_marker),))
