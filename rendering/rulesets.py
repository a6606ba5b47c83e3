"""What the images show per rule set: the ``rendering`` layer's registry (``engine.plugins``, issue #21).

Each rule set's plug-in is its folder ``rendering.rules.<name>`` (the engine's names: ``base``,
``cities_and_knights``, ``two_player``, ``five_six``), whose ``__init__`` holds ``HOOKS = RenderHooks(...)``;
the registry finds it by name. The shared drawing (``rendering.board``, ``rendering.legend``,
``rendering.hand``, ``rendering.stats``) takes the composed hooks of a view with ``render_of(view)`` and
never asks which rule set it is: the layers a rule set adds to the board picture, how it draws the
buildings and the robber, the dice or the strip under the board, the score table's columns, the hand
image and the fixed palettes.

A board layer (``BoardLayer``) is drawn at one of the named heights of ``BOARD_Z``, in the order the
rule sets' layers compose (base first). It gives pieces (``PlacedPiece``: a sprite on a spot, which the
board draws, keeps the robber clear of and numbers when intersection numbers are shown), or draws
freely on the image, or both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.plugins import LayerRegistry
from engine.rulesets import Wrap

if TYPE_CHECKING:
    from PIL import Image, ImageDraw

    from rendering.encode import Encoding, FixedPalette
    from rendering.geometry import BoardGeometry
    from rendering.palette import RGB
    from rendering.sprites import Sprite


# Where a board layer is drawn, bottom to top, between the shared steps of ``rendering.board.board_image``:
# "under_pieces" over the map (and a decision's marks under the pieces, the intersection numbers of
# empty spots), before roads, the robber and buildings; "over_buildings" right after them; "markers"
# after the numbers written on pieces, before the dice, a decision's labels and the score table.
BOARD_Z: tuple[str, ...] = ("under_pieces", "over_buildings", "markers")


@dataclass(frozen=True)
class PlacedPiece:
    """A piece a rule set puts on the board: a sprite pasted with its anchor on ``at`` (pixels)."""

    sprite: Sprite
    at: tuple[float, float]
    # The intersection it stands on: a piece of every hex of that corner (the robber keeps clear of
    # it) and, with intersection numbers shown, numbered just under its middle (which it uses).
    vertex: int | None = None
    hex: int | None = None  # the hex it stands in (the robber keeps clear of it)


@dataclass(frozen=True)
class BoardLayer:
    """What a rule set adds to the board picture at height ``z`` (one of ``BOARD_Z``): its pieces, for a
    board of geometry ``g`` with the players' colours (seat -> fill, added rows included), drawn in
    order; then ``draw(image, geometry, view)`` for anything that is not a piece (a veil, a marker)."""

    z: str
    pieces: Callable[[BoardGeometry, dict[str, Any], Sequence[RGB]], Sequence[PlacedPiece]] | None = None
    draw: Callable[[Image.Image, BoardGeometry, dict[str, Any]], None] | None = None


# (vertex, building kind, owner's fill, hex size) -> the building's sprite (``building_sprites(view)``)
BuildingSprite = Callable[[int, int, "RGB", float], "Sprite"]


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
class TileStyle:
    """How the board's background draws a terrain of a rule set's own (``RenderHooks.tiles``): its tile
    colour (None: no tile, the hex shows as sea), whether shallow water and a beach ring it, and its
    icon and texture, ``draw(draw, geometry, hex)`` on the supersampled background."""

    fill: RGB | None
    coast: bool = True
    draw: Callable[[ImageDraw.ImageDraw, BoardGeometry, int], None] | None = None


@dataclass(frozen=True)
class BackgroundStyle:
    """What a rule set changes in the static board (``rendering.background``): tiles of its terrains
    (terrain id -> ``TileStyle``, as sorted pairs so that the style is a cache key) and marks drawn on the
    sea before the coast (``water(draw, geometry)``, supersampled)."""

    tiles: tuple[tuple[int, TileStyle], ...] = ()
    water: Callable[[ImageDraw.ImageDraw, BoardGeometry], None] | None = None

    def tile(self, terrain: int) -> TileStyle | None:
        return next((style for t, style in self.tiles if t == terrain), None)


@dataclass(frozen=True)
class StatsTable:
    """A table of a rule set's own on the statistics image, under the cards' one: its title and columns
    (header, key of a per-seat list in ``stats["extra"]``, ``history.rulesets.HistoryHooks.extra``)."""

    title: str
    columns: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class DecisionKind:
    """What a decision image (``rendering.decision``) marks for one kind of choice."""

    action: str  # the action kind in legal_actions ("answer" for a decision owed by the viewer)
    spot: str  # "vertex", "edge" or "hex"
    # the caption's catalogue key (``{ $name }``, ``{ $origin }``; its ``.kind`` attribute names the kind for "no
    # legal spot for a ..."), in the rule set's ``locales/images`` catalogue
    caption: str
    second: str = ""  # two-spot actions: the key of the caption once ``origin`` is chosen
    pending: str = ""  # "answer" kinds: the pending decision's kind
    on_pieces: bool = False  # the spots carry the pieces the choice is about
    # where the spot is in the action: ("road", path); at 2, (kind, seat, spot): a piece placed for another
    # seat, each label in the colour of the seat it is for
    at: int = 1
    second_on_pieces: bool = False  # two-spot actions: the second spots carry pieces too
    unordered: bool = False  # two-spot actions: a pair is listed once, in either order
    also: tuple[str, ...] = ()  # more action kinds whose spots this kind marks too (one choice, two pieces)


@dataclass(frozen=True)
class RenderHooks:
    """A rule set's images. Tuples concatenate along the components; single hooks (None: not set here)
    replace."""

    board_layers: tuple[BoardLayer, ...] = ()
    # the static board's terrains and sea of a rule set's own (None: the base game's board)
    background: BackgroundStyle | None = None
    # (view) -> how each building of this board is drawn; (view, hex size) -> the robber's sprite
    building_sprites: Callable[[dict[str, Any]], BuildingSprite] | None = None
    robber_sprite: Callable[[dict[str, Any], float], Sprite] | None = None
    # decision images (``rendering.decision``): kind -> what it marks, in table order; another name of a
    # kind (a step it is about) -> the kind; a step that is about a kind without naming it -> the kind
    decision_kinds: Mapping[str, DecisionKind] = field(default_factory=dict)
    decision_aliases: Mapping[str, str] = field(default_factory=dict)
    decision_steps: Mapping[str, str] = field(default_factory=dict)
    # event type -> the field naming the intersection where it puts a piece (``NewPieces.from_events``)
    piece_events: Mapping[str, str] = field(default_factory=dict)
    # event type -> the field naming the path where it puts a piece (a ship moved: ``NewPieces.from_events``)
    path_events: Mapping[str, str] = field(default_factory=dict)
    strip_height: Callable[[dict[str, Any]], int] | None = None  # px between the board and the table
    # (image, geometry, view): the last roll, on the board or in the strip under it
    draw_dice: Callable[[Image.Image, BoardGeometry, dict[str, Any]], None] | None = None
    board_palette: FixedPalette | Wrap | None = None
    legend: LegendStyle | None = None  # None: the base game's table
    # rows after the players: owners of pieces without a person, each with the ``tag`` the table shows
    more_table_players: tuple[Callable[[dict[str, Any]], list[dict[str, Any]]], ...] = ()
    # the shared score table's column titles by the rule set's names for them (Seafarers: "Route" for "Road",
    # the length of a player's trade route of roads and ships, SEA-LTR-1)
    column_titles: Mapping[str, str] = field(default_factory=dict)
    # a column of the score table: (title, a public count per real player)
    table_column: Callable[[dict[str, Any]], tuple[str, list[int]] | None] | None = None
    build_note: Callable[[dict[str, Any], int], str] | None = None  # (view, seat): beside the hand's "Build"
    # (view, seat): a banner under the hand's title, for a choice the viewer owes that is about cards
    # (Seafarers' gold); "" or None: none
    hand_notice: Callable[[dict[str, Any], int], str] | None = None
    hand_image: Callable[[dict[str, Any], Sequence[str] | None], Image.Image] | None = None
    hand_palette: FixedPalette | Wrap | None = None
    hand_encoding: Encoding | None = None  # how the hand is posted (``rendering.hand.HAND_ENCODING``: the base's)
    palettes: tuple[FixedPalette, ...] = ()  # computed once per process (``rendering.warm_up``)
    # the statistics image: columns after the cards (header, key of a per-seat list in ``stats["extra"]``),
    # and base columns the rule set has no use for
    stats_columns: tuple[tuple[str, str], ...] = ()
    stats_dropped: tuple[str, ...] = ()
    stats_tables: tuple[StatsTable, ...] = ()  # tables of its own under the cards' (Seafarers' "At sea")


RENDER: LayerRegistry[RenderHooks] = LayerRegistry("rendering", RenderHooks)


def render_of(view: Mapping[str, Any]) -> RenderHooks:
    """The composed ``rendering`` hooks of a view's rule set."""
    return RENDER.of_view(view)
