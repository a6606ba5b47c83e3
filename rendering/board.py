"""The board image: the cached static map, then roads, buildings, robber, dice and the score table.

Only the public part of a view is read here (board, pieces, players' public counts, dice, turn), so a
player's view renders to exactly the same bytes as the public view: nothing secret can reach a board
image. Decision images (``rendering.decision``) add highlights on top of the same picture.

A rule set's layers of the board picture (``rendering.rulesets.BoardLayer``, at the named heights of
``BOARD_Z``), how it draws buildings and the robber, the dice or the strip under the board and the
palette come from its plug-in (``rendering.rules.<name>``); the base board's drawing is the same for
every rule set.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

import engine
from engine import topology as topo
from engine.constants import CITY
from engine.plugins import topology_of_view
from rendering import palette as pal
from rendering import sprites
from rendering.background import board_background
from rendering.encode import Encoding, FixedPalette, encode
from rendering.fonts import Style
from rendering.geometry import BoardGeometry, edge_angle, view_geometry
from rendering.labels import Box, fit
from rendering.legend import draw_legend, legend_height
from rendering.new_pieces import NewPieces, draw_new_piece_marks
from rendering.numbers import draw_building_numbers, draw_free_numbers
from rendering.players import table_players
from rendering.rulesets import PlacedPiece, RenderHooks, render_of
from rendering.shapes import text, text_width
from rendering.words import say, speaking

# Where the robber stands in its hex, in hex sizes from the centre: left of the number token (which stays
# readable), else right of it. Both spots keep the robber inside the tile, off the token and off roads
# on any of the six sides; a piece on a corner can reach into one spot, so the robber takes the first
# spot that no piece of this hex touches (tests/rendering/test_render_robber.py).
ROBBER_SPOTS: tuple[tuple[float, float], ...] = ((-0.54, 0.12), (0.54, 0.12))
DIE_SIDE = 68
# How boards and decision images are posted (issue #32 item 2), chosen with bench/render_choices.py and
# bench/render_replay.py: at half the drawing's size (600 px wide: what Discord shows; ``encode.REDUCE``) on a
# palette of the must-have colours and 24 more (``encode.BLENDS``), lossless, libwebp's method 4 at quality 100.
# A mid-game base board: 24 KB in ~70 ms, against 74 KB in ~90 ms at full size on 256 colours (method 2 at
# quality 25, before); at half size method 4 at quality 50 is 26 KB in ~35 ms, method 2 at quality 25 28 KB.
# Bytes are what boards cost now (a third of a game's uploads), and a board is one render in five: the effort
# moves the mean render CPU per move, not the median (hands). Lossy pictures and Lanczos-scaled ones were
# larger (they add colours around every edge).
BOARD_ENCODING = Encoding(4, 100, scale=0.5)
DECISION_ENCODING = Encoding(4, 100, scale=0.5)

# Labels of decision images, in hex sizes.
VERTEX_LABEL_RADIUS = 0.29
PIECE_LABEL_LIFT = 0.5  # a label above a piece (``Highlight.on_pieces``): centre this far up
PIECE_RING_RADIUS = 0.4
PIECE_RING_BAND = 0.1
VERTEX_LABEL_FONT = 0.3
# Path labels must fit between the midpoints of two paths that meet at an intersection, 0.866 apart.
EDGE_LABEL_FONT = 0.25
EDGE_LABEL_HEIGHT = 0.32
EDGE_LABEL_PAD = 0.1
EDGE_PIECE_LABEL_LIFT = 0.5  # a path label above the piece on the path (``Highlight.on_pieces``)
HEX_LABEL_RADIUS = 0.22
HEX_LABEL_FONT = 0.3
HEX_LABEL_RING = 0.035
TWO_LETTER_HEX_LABEL = 0.9  # AA..AD, condensed, on a pill that must stay clear of the token's number
HEX_LABEL_DX = 0.58
# A sea hex's label (``sea_label_spot``) leaves a harbor token this close to the hex's centre (hex sizes)
# by moving this far the other way.
SEA_LABEL_CLEAR = 0.6
SEA_LABEL_SHIFT = 0.36
LABEL_MARGIN = 4  # px between a label and the image edge


@dataclass(frozen=True)
class Highlight:
    """What a decision image marks: legal spots, each with its label, and a caption."""

    vertices: tuple[int, ...] = ()
    edges: tuple[int, ...] = ()
    hexes: tuple[int, ...] = ()
    caption: str | None = None
    ring: pal.RGB = pal.OUTLINE  # ring of the vertex labels: the deciding player's colour
    # Label colours, one per vertex / edge above (empty: all in the highlight colour). A neutral
    # placement (2-player variant) labels each spot in the colour of the neutral player it is for.
    vertex_fills: tuple[pal.RGB, ...] = ()
    edge_fills: tuple[pal.RGB, ...] = ()
    # The vertices carry the pieces the choice is about (a piece to move, a city to give up): each gets
    # a ring under its piece and its label just above it, so the piece stays visible.
    on_pieces: bool = False
    chosen: tuple[int, ...] = ()  # vertices already chosen (the piece that moves): ringed, not labelled
    chosen_edges: tuple[int, ...] = ()  # paths already chosen (the ship that moves): bordered, not labelled


@dataclass(frozen=True)
class BoardLayout:
    geometry: BoardGeometry  # positions on the board area, which is the top of the image
    width: int
    height: int
    legend_top: int
    strip_height: int = 0  # a rule set's strip between the board and the table (``RenderHooks.strip_height``)


def board_layout(view: dict, caption: bool = False) -> BoardLayout:
    g = view_geometry(view)
    strip = render_of(view).strip_height(view)  # type: ignore[misc]
    legend = legend_height(len(table_players(view)), caption)
    return BoardLayout(g, g.width, g.height + strip + legend, g.height + strip, strip)


def board_image(
    view: dict,
    names: Sequence[str] | None = None,
    *,
    highlight: Highlight | None = None,
    show_numbers: bool = False,
    new_pieces: NewPieces | None = None,
    language: str | None = None,
) -> Image.Image:
    """The board as an RGB image (before palette mapping); ``render_board`` encodes it. ``language``: the words'
    (None: the one in force, ``rendering.words``; English outside a render)."""
    if language is not None:
        with speaking(language):
            return board_image(view, names, highlight=highlight, show_numbers=show_numbers, new_pieces=new_pieces)
    layout = board_layout(view, caption=bool(highlight and highlight.caption))
    hooks = render_of(view)
    g = layout.geometry
    im = Image.new("RGB", (layout.width, layout.height), pal.PANEL)
    # A decision image fades the map (not the pieces) so that the legal spots stand out, while the
    # pieces, which the choice depends on (whom to rob, where the roads lead), keep full colour.
    im.paste(board_background(view["board"], g, veiled=highlight is not None, style=hooks.background), (0, 0))
    if highlight is not None:
        draw_highlight_under(im, g, view, highlight)
    if new_pieces:
        draw_new_piece_marks(im, g, new_pieces)
    colours = player_fills(view)
    layered = layer_pieces(hooks, g, view, colours)
    occupied = occupied_vertices(view, layered) if show_numbers else ()
    labelled = highlight.vertices if highlight is not None else ()  # their decision label says it
    if show_numbers:
        draw_free_numbers(im, g, occupied, skip=labelled)
    draw_layers(im, g, view, hooks, layered, "under_pieces")
    draw_pieces(im, g, view, colours, layered)
    draw_layers(im, g, view, hooks, layered, "over_buildings")
    if show_numbers:
        on_tokens = [p.vertex for pieces in layered.values() for p in pieces if p.vertex is not None]
        draw_building_numbers(im, g, occupied, skip=labelled, under=on_tokens)
    draw_layers(im, g, view, hooks, layered, "markers")
    hooks.draw_dice(im, g, view)  # type: ignore[misc]
    if highlight is not None:
        draw_highlight_labels(im, g, highlight)
    draw_legend(im, layout.legend_top, view, names, highlight.caption if highlight else None)
    return im


def render_board(
    view: dict,
    names: Sequence[str] | None = None,
    *,
    highlight: Highlight | None = None,
    show_numbers: bool = False,
    new_pieces: NewPieces | None = None,
    language: str | None = None,
) -> bytes:
    """Image bytes (lossless WebP, ``rendering.IMAGE_EXTENSION``) of the board for ``view`` (public or
    player view: only public fields are read).

    ``show_numbers`` writes the intersection numbers (1-54, 1-80 on the 5-6 player island); ``new_pieces`` marks the
    pieces placed last turn (see ``rendering.new_pieces``). ``language``: the game's for the thread's board, the
    reader's for a decision image (``rendering.words``).
    """
    image = board_image(view, names, highlight=highlight, show_numbers=show_numbers, new_pieces=new_pieces,
                        language=language)  # fmt: skip
    return encode(image, board_palette(view), BOARD_ENCODING if highlight is None else DECISION_ENCODING)


def board_palette(view: dict) -> FixedPalette:
    """The fixed palette of a board: the rule set's (C&K boards have their own: track colours, knights,
    the strip), so that base boards keep exactly the palette, and the bytes, they always had."""
    return render_of(view).board_palette  # type: ignore[return-value]


# A rule set's pieces on the board, by the height of their layer (``BOARD_Z``).
LayerPieces = dict[str, list[PlacedPiece]]


def player_fills(view: dict) -> list[pal.RGB]:
    """The colour of each seat of the score table (the rows a rule set adds included)."""
    return [pal.player_fill(p.get("colour", "")) for p in table_players(view)]


def seat_fill(colours: Sequence[pal.RGB], seat: int) -> pal.RGB:
    """The colour of ``seat`` (``player_fills``); a seat without one is drawn grey."""
    return colours[seat] if 0 <= seat < len(colours) else pal.UNKNOWN_PLAYER


def layer_pieces(hooks: RenderHooks, g: BoardGeometry, view: dict, colours: Sequence[pal.RGB]) -> LayerPieces:
    """The pieces of the rule set's board layers, by height, in the layers' order."""
    out: LayerPieces = {}
    for layer in hooks.board_layers:
        if layer.pieces is not None:
            out.setdefault(layer.z, []).extend(layer.pieces(g, view, colours))
    return out


def draw_layers(im: Image.Image, g: BoardGeometry, view: dict, hooks: RenderHooks, layered: LayerPieces,
                z: str) -> None:  # fmt: skip
    """The rule set's board layers at height ``z``: their pieces, then their free drawing."""
    for piece in layered.get(z, ()):
        piece.sprite.paste_onto(im, piece.at)
    for layer in hooks.board_layers:
        if layer.z == z and layer.draw is not None:
            layer.draw(im, g, view)


def occupied_vertices(view: dict, layered: LayerPieces | None = None) -> set[int]:
    """Intersections with a building or a rule set's piece on them."""
    if layered is None:
        layered = layer_pieces(render_of(view), view_geometry(view), view, player_fills(view))
    taken = {b[0] for b in view.get("buildings", ())}
    return taken | {p.vertex for pieces in layered.values() for p in pieces if p.vertex is not None}


def draw_pieces(im: Image.Image, g: BoardGeometry, view: dict, colours: list[pal.RGB],
                layered: LayerPieces | None = None) -> None:  # fmt: skip
    s = g.size
    hooks = render_of(view)
    for e, seat in view.get("roads", ()):
        sprites.road(seat_fill(colours, seat), edge_angle(e, g.topo), s).paste_onto(im, g.edges[e])
    # The robber before the buildings (roads never reach its spots): on a hex so crowded that a building
    # reaches into both spots, the building stays whole and the robber shows around it.
    robber = view["board"].get("robber")
    if robber is not None and 0 <= robber < g.topo.N_HEX:
        at = robber_spot(g, view, robber, layered)
        hooks.robber_sprite(view, s).paste_onto(im, at)  # type: ignore[misc]
    building = hooks.building_sprites(view)  # type: ignore[misc]
    for v, seat, kind in view.get("buildings", ()):
        building(v, kind, seat_fill(colours, seat), s).paste_onto(im, g.vertices[v])


def robber_spot(g: BoardGeometry, view: dict, h: int, layered: LayerPieces | None = None) -> tuple[float, float]:
    """Pixel position of the robber on hex ``h``: the first of ``ROBBER_SPOTS`` that no piece of the hex
    (buildings and a rule set's pieces on its corners, roads on its sides, a rule set's pieces in it)
    overlaps, or the least covered one if pieces reach into every spot (they are drawn over the robber
    there)."""
    s = g.size
    cx, cy = g.hexes[h]
    spots = [(cx + dx * s, cy + dy * s) for dx, dy in ROBBER_SPOTS]
    pieces = hex_piece_sprites(g, view, h, layered)
    robber = sprites.robber(s)
    covered = [sum(sprites.overlap(robber, spot, sprite, at) for sprite, at in pieces) for spot in spots]
    return spots[covered.index(min(covered))]  # the first spot of the least covered


def hex_piece_sprites(g: BoardGeometry, view: dict, h: int,
                      layered: LayerPieces | None = None) -> list[tuple[sprites.Sprite, tuple[float, float]]]:  # fmt: skip
    """The sprites drawn on the corners and sides of hex ``h`` (and a rule set's pieces in it), where
    they go."""
    s = g.size
    corners, sides = set(g.topo.HEX_VERTICES[h]), set(g.topo.HEX_EDGES[h])
    colours = player_fills(view)
    hooks = render_of(view)
    if layered is None:
        layered = layer_pieces(hooks, g, view, colours)
    out: list[tuple[sprites.Sprite, tuple[float, float]]] = []
    for e, seat in view.get("roads", ()):
        if e in sides:
            out.append((sprites.road(seat_fill(colours, seat), edge_angle(e, g.topo), s), g.edges[e]))
    building = hooks.building_sprites(view)  # type: ignore[misc]
    for v, seat, kind in view.get("buildings", ()):
        if v in corners:
            out.append((building(v, kind, seat_fill(colours, seat), s), g.vertices[v]))
    for pieces in layered.values():
        out.extend((p.sprite, p.at) for p in pieces if p.vertex in corners or p.hex == h)
    return out


def base_building(vertex: int, kind: int, fill: pal.RGB, size: float) -> sprites.Sprite:
    """The base game's buildings: a settlement or a city."""
    return sprites.city(fill, size) if kind == CITY else sprites.settlement(fill, size)


# The last roll's words in the top-left sea corner: its room on the standard board's frame (the narrowest corner).
ROLLED = Box("board: the last roll", "bold", 32, 2 * (106 - 6), messages=(("images-dice-rolled", {"total": 12}),))
ROLLS = Box("board: the 2-player variant's rolls", "bold", 30, 2 * (106 - 6),
            messages=(("images-dice-roll-nth", {"nth": 1, "total": 12}), ("images-dice-roll-nth", {"nth": 2, "total": 12})))


def draw_dice(im: Image.Image, g: BoardGeometry, dice: list[int] | None, rolls: list[list[int]] | None = None) -> None:
    """The last roll in the top-left sea corner: two faces and their sum. In the 2-player variant
    (``rolls``: this turn's rolls) the faces are the last roll's and both sums are written below."""
    if not dice:
        return
    left, top, right, _bottom = g.sea_corners[0]
    cx = (left + right) / 2
    y = top + 12 + DIE_SIDE / 2
    gap = DIE_SIDE * 0.2
    for i, value in enumerate(dice[:2]):
        x = cx + (i - 0.5) * (DIE_SIDE + gap)
        sprites.die(int(value), DIE_SIDE).paste_onto(im, (x, y))
    room = 2 * (cx - 6)  # centred in the sea's corner: as far as the image's edge
    if rolls:
        for i, pair in enumerate(rolls[:2]):
            at = (cx, y + DIE_SIDE / 2 + 32 + 38 * i)
            said = fit(say("images-dice-roll-nth", nth=i + 1, total=sum(pair)), "bold", 30, room)
            text(im, at, said.lines[0], said.style, said.size, (255, 255, 255), stroke=pal.INK, stroke_width=3)
        return
    total = sum(int(v) for v in dice[:2])
    said = fit(say("images-dice-rolled", total=total), "bold", 32, room)
    text(im, (cx, y + DIE_SIDE / 2 + 36), said.lines[0], said.style, said.size, (255, 255, 255), stroke=pal.INK,
         stroke_width=3)  # fmt: skip


def draw_highlight_under(im: Image.Image, g: BoardGeometry, view: dict, hl: Highlight) -> None:
    """The parts of the highlight that lie under the pieces: legal hexes shown unfaded, legal paths
    marked with a bar (the buildings at their ends are then drawn over the bar's tips)."""
    s = g.size
    if hl.hexes:
        mask = Image.new("L", (g.width, g.height), 0)
        md = ImageDraw.Draw(mask)
        for h in hl.hexes:
            md.polygon(g.hex_corners(h, 1.0), fill=255)
        im.paste(board_background(view["board"], g, style=render_of(view).background), (0, 0), mask)
    # Paths that carry the piece the choice is about (a ship to move) get a border around the piece
    # instead of a bar under it.
    for e in () if hl.on_pieces else hl.edges:
        sprites.road(pal.HIGHLIGHT, edge_angle(e, g.topo), s).paste_onto(im, g.edges[e])
    for e in (*hl.edges, *hl.chosen_edges) if hl.on_pieces else hl.chosen_edges:
        sprites.road_halo(edge_angle(e, g.topo), s).paste_onto(im, g.edges[e])
    ring = sprites.halo(PIECE_RING_RADIUS * s, PIECE_RING_BAND * s)
    for v in (*hl.vertices, *hl.chosen) if hl.on_pieces else hl.chosen:
        ring.paste_onto(im, g.vertices[v])


@dataclass(frozen=True)
class LabelPlacement:
    """One label of a decision image: what it says, where its centre is, and in which font."""

    kind: str  # "vertex", "edge" or "hex"
    spot: int
    text: str
    centre: tuple[float, float]
    style: Style
    size: int
    fill: pal.RGB = pal.HIGHLIGHT


def label_placements(g: BoardGeometry, hl: Highlight) -> list[LabelPlacement]:
    """Where each label of ``hl`` goes (the drawing below and the tests both use this).

    A label is centred on its spot unless that would cut it at the image edge: the westmost
    intersections lie closer to the edge than a label's radius, so such labels move inwards.
    """
    s, u = g.size, g.label_unit
    out = []
    # A label grown beyond its hex-relative size (``BoardGeometry.label_unit``) keeps its inner edge
    # where it was: clear of the number token beside it, of the piece under it.
    hex_dx = HEX_LABEL_DX * s + HEX_LABEL_RADIUS * (u - s)
    for h in hl.hexes:
        cx, cy = g.hexes[h]
        # Beside the number token (which the choice depends on), clear of every corner and side.
        label = hex_name(g.topo, h)
        style: Style = "bold" if len(label) == 1 else "condensed"
        size = round(HEX_LABEL_FONT * u * (1 if len(label) == 1 else TWO_LETTER_HEX_LABEL))
        # A wider label grows inwards, over the token's rim: its outer edge stays clear of the hex's side.
        centre = (cx + hex_dx - hex_label_extra(g, label, style, size) / 2, cy + 1)
        if h >= g.topo.N_HEX:  # a hex of the frame beyond the land: no token, pieces on its sides
            centre = sea_label_spot(g, h)
        out.append(LabelPlacement("hex", h, label, centre, style, size))
    edge_fills = hl.edge_fills or (pal.HIGHLIGHT,) * len(hl.edges)
    # A path's label over the piece on it would hide the piece: it goes just beside the path, off its middle.
    edge_lift = EDGE_PIECE_LABEL_LIFT * s if hl.on_pieces else 0.0
    for e, fill in zip(hl.edges, edge_fills, strict=True):
        x, y = g.edges[e]
        out.append(LabelPlacement("edge", e, g.topo.EDGE_LABELS[e], (x, y - edge_lift), "condensed",
                                  round(EDGE_LABEL_FONT * s), fill))  # fmt: skip
    lift = PIECE_LABEL_LIFT * s + VERTEX_LABEL_RADIUS * (u - s) if hl.on_pieces else 0.0
    vertex_fills = hl.vertex_fills or (pal.HIGHLIGHT,) * len(hl.vertices)
    for v, fill in zip(hl.vertices, vertex_fills, strict=True):
        x, y = g.vertices[v]
        out.append(LabelPlacement("vertex", v, g.topo.VERTEX_LABELS[v], (x, y - lift), "bold",
                                  round(VERTEX_LABEL_FONT * u), fill))  # fmt: skip
    return [_inside(g, label) for label in out]


def sea_label_spot(g: BoardGeometry, h: int) -> tuple[float, float]:
    """Where the label of a hex beyond the land goes: its centre, clear of the pieces on its sides, or
    moved away from a harbor token that lies in the hex."""
    cx, cy = g.hexes[h]
    s = g.size
    near = [(x - cx, y - cy) for x, y in g.harbors if math.hypot(x - cx, y - cy) < SEA_LABEL_CLEAR * s]
    if not near:
        return cx, cy + 1
    ax, ay = sum(x for x, _ in near) / len(near), sum(y for _, y in near) / len(near)
    length = math.hypot(ax, ay) or 1.0
    return cx - ax / length * SEA_LABEL_SHIFT * s, cy - ay / length * SEA_LABEL_SHIFT * s + 1


def hex_name(shape: topo.Topology, h: int) -> str:
    """The label of hex ``h``: a land hex's letter, or for a hex of the frame after the land (a sea hex
    a rule set's piece may go to) the letters that follow, by ``engine.topology.hex_label``."""
    return shape.HEX_LABELS[h] if h < shape.N_HEX else topo.hex_label(h)


def label_extent(g: BoardGeometry, label: LabelPlacement) -> tuple[float, float]:
    """Half the width and half the height of a label's background, in px."""
    s = g.size
    if label.kind == "edge":
        return (text_width(label.text, label.style, label.size) + EDGE_LABEL_PAD * s) / 2 + 2, EDGE_LABEL_HEIGHT * s / 2
    radius = (HEX_LABEL_RADIUS if label.kind == "hex" else VERTEX_LABEL_RADIUS) * g.label_unit + 2
    if label.kind == "hex":
        return radius + hex_label_extra(g, label.text, label.style, label.size) / 2, radius
    return radius, radius


def hex_label_extra(g: BoardGeometry, text_: str, style: Style, size: int) -> float:
    """How much wider than its disc a hex label is: 0 for a letter; two letters (the hexes after Z on
    the 5-6 player island, condensed) get a pill this much wider."""
    room = 2 * (HEX_LABEL_RADIUS - HEX_LABEL_RING) * g.label_unit - 4
    return max(0.0, text_width(text_, style, size) - room)


def _inside(g: BoardGeometry, label: LabelPlacement) -> LabelPlacement:
    half_w, half_h = label_extent(g, label)
    x, y = label.centre
    x = min(max(x, half_w + LABEL_MARGIN), g.width - half_w - LABEL_MARGIN)
    y = min(max(y, half_h + LABEL_MARGIN), g.height - half_h - LABEL_MARGIN)
    if (x, y) == label.centre:
        return label
    return replace(label, centre=(x, y))


def draw_highlight_labels(im: Image.Image, g: BoardGeometry, hl: Highlight) -> None:
    """The labels of the legal spots, above everything else on the board."""
    s, u = g.size, g.label_unit
    pill_h = round(EDGE_LABEL_HEIGHT * s)
    for label in label_placements(g, hl):
        extra = hex_label_extra(g, label.text, label.style, label.size) if label.kind == "hex" else 0.0
        if extra:
            height = round(2 * HEX_LABEL_RADIUS * u)
            background = sprites.pill(round(height + extra), height, pal.HIGHLIGHT, pal.OUTLINE, HEX_LABEL_RING * u)
        elif label.kind == "hex":
            background = sprites.disc(HEX_LABEL_RADIUS * u, pal.HIGHLIGHT, pal.OUTLINE, HEX_LABEL_RING * u)
        elif label.kind == "edge":
            width = round(text_width(label.text, label.style, label.size) + EDGE_LABEL_PAD * s)
            background = sprites.pill(width, pill_h, label.fill, pal.OUTLINE, 0.03 * s)
        else:
            background = sprites.disc(VERTEX_LABEL_RADIUS * u, label.fill, hl.ring, 0.07 * u)
        background.paste_onto(im, label.centre)
        text(im, label.centre, label.text, label.style, label.size, pal.text_on(label.fill))


def _palette_sample() -> Image.Image:
    """The reference picture the board palette is computed from: every terrain (plain and faded),
    every player colour on every kind of tile edge, the robber, dice, the score table, and a decision
    image's highlights."""
    return sample_board(engine.public_view(engine.new_game({"players": 4, "board": "beginner"}, seed=0)))


def sample_board(view: dict) -> Image.Image:
    """A palette's reference picture from ``view`` (a public view, changed here): pieces of every seat
    on every other path and every third intersection of its island, drawn plain and as a decision."""
    t = topology_of_view(view)
    seats = len(view["players"])
    view["roads"] = [[e, e % seats] for e in range(0, t.N_EDGE, 2)]
    view["buildings"] = [[v, v % seats, 1 + (v // 3) % 2] for v in range(0, t.N_VERTEX, 3)]
    view["dice"] = [6, 5]
    view["players"][0]["longest_road"] = True
    plain = board_image(view, ["Sample"] * seats)
    marked = board_image(
        view,
        None,
        highlight=Highlight(
            vertices=tuple(range(1, t.N_VERTEX, 3)),
            edges=tuple(range(1, t.N_EDGE, 2)),
            hexes=tuple(range(0, t.N_HEX, 2)),  # the others stay faded, as in a real decision
            caption="Sample caption",
            ring=pal.PLAYER_FILL["red"],
        ),
    )
    sample = Image.new("RGB", (plain.width, plain.height + marked.height))
    sample.paste(plain, (0, 0))
    sample.paste(marked, (0, plain.height))
    return sample


MUST_HAVE: list[pal.RGB] = [
    *pal.TERRAIN_FILL, *pal.BASE_PALETTE_PLAYERS, pal.SEA, pal.SHALLOW, pal.BEACH, pal.TOKEN_FILL, pal.INK,
    pal.RED_NUMBER, pal.OUTLINE, pal.ROBBER, pal.HIGHLIGHT, pal.PANEL, pal.PANEL_ACTIVE, pal.TEXT_DIM,
    pal.PANEL_EDGE, (255, 255, 255),
    # The faded map of decision images: with a few dozen blends beside these, the median cut left the faded
    # terrains out and they took other hues (issue #32 item 2).
    *(pal.veiled(c) for c in (*pal.TERRAIN_FILL, pal.SEA, pal.SHALLOW, pal.BEACH, pal.TOKEN_FILL)),
]  # fmt: skip
BOARD_PALETTE = FixedPalette("board", _palette_sample, MUST_HAVE)
