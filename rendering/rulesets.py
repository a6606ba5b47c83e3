"""What the images show per rule set: the ``rendering`` layer's registry (``engine.plugins``, issue #21).

Each rule set's plug-in is a module holding ``HOOKS = RenderHooks(...)``: ``rendering.base``,
``rendering.cities_knights``, ``rendering.two_player``, ``rendering.five_six``. The shared drawing (``rendering.board``,
``rendering.legend``, ``rendering.hand``, ``rendering.stats``) takes the composed hooks of a view with
``render_of(view)`` and never asks which rule set it is: the pieces a rule set adds to the board, the
dice or the strip under it, the score table's columns, the hand image and the fixed palettes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from engine.plugins import LayerRegistry
from engine.rulesets import Wrap

if TYPE_CHECKING:
    from PIL import Image, ImageDraw

    from rendering.encode import FixedPalette
    from rendering.geometry import BoardGeometry


class BoardKnight(Protocol):
    vertex: int
    seat: int
    strength: int
    active: bool


@dataclass(frozen=True)
class BoardPieces:
    """Pieces beyond roads and buildings, and what changes how those are drawn (from the public view)."""

    knights: Sequence[BoardKnight] = ()
    walls: frozenset[int] = frozenset()  # cities with a wall
    metropolises: Mapping[int, int] | None = None  # city -> track of its metropolis
    merchant: tuple[int, int] | None = None  # (hex, owner)
    robber_asleep: bool = False  # drawn greyed (C&K: before the first barbarian attack)


NO_PIECES = BoardPieces()


@dataclass(frozen=True)
class LegendStyle:
    """A score table of the rule set's own: its columns (header, centre x), shorter names and status
    line, and the cells it draws in each player's row."""

    columns: tuple[tuple[str, int], ...]
    name_max: int
    status_name: int  # px of a name in the status line
    status_max: int  # px of the status line
    header_size: int
    draw_cells: Callable[[Image.Image, ImageDraw.ImageDraw, float, dict[str, Any], int], None]


@dataclass(frozen=True)
class RenderHooks:
    """A rule set's images. Tuples concatenate along the components; single hooks (None: not set here)
    replace."""

    board_pieces: Callable[[dict[str, Any]], BoardPieces] | None = None
    strip_height: Callable[[dict[str, Any]], int] | None = None  # px between the board and the table
    # (image, geometry, view): the last roll, on the board or in the strip under it
    draw_dice: Callable[[Image.Image, BoardGeometry, dict[str, Any]], None] | None = None
    board_palette: FixedPalette | Wrap | None = None
    legend: LegendStyle | None = None  # None: the base game's table
    more_table_players: tuple[Callable[[dict[str, Any]], list[dict[str, Any]]], ...] = ()  # rows after the players
    trade_cards: Callable[[dict[str, Any]], list[int] | None] | None = None  # a "Trade" column, per player
    build_note: Callable[[dict[str, Any], int], str] | None = None  # (view, seat): beside the hand's "Build"
    hand_image: Callable[[dict[str, Any], Sequence[str] | None], Image.Image] | None = None
    hand_palette: FixedPalette | Wrap | None = None
    palettes: tuple[FixedPalette, ...] = ()  # computed once per process (``rendering.warm_up``)
    # the statistics image: columns after the cards (header, key of a per-seat list in ``stats["extra"]``),
    # and base columns the rule set has no use for
    stats_columns: tuple[tuple[str, str], ...] = ()
    stats_dropped: tuple[str, ...] = ()


RENDER: LayerRegistry[RenderHooks] = LayerRegistry("rendering", RenderHooks)
RENDER.register("base", "rendering.base")
RENDER.register("cities_and_knights", "rendering.cities_knights")
RENDER.register("two_player", "rendering.two_player")
RENDER.register("five_six", "rendering.five_six")


def render_of(view: Mapping[str, Any]) -> RenderHooks:
    """The composed ``rendering`` hooks of a view's rule set."""
    return RENDER.of_view(view)
