"""Cities & Knights in images (``rendering.rulesets``): knights, walls, metropolises, the merchant and
the sleeping robber on the board (``board``: a board layer, its buildings and robber, read from the view
by ``view``), the strip under it (``status``: the three dice, the barbarian track), the score table's
columns (``legend``), the hand (``hand``, with the progress cards' texts of ``progress_cards``), its
pieces' sprites and colours (``sprites``, ``colours``) and their fixed palettes, its own so that base
images keep the bytes they always had.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

import engine
from engine import topology as topo
from engine.constants import CITY
from rendering import palette as pal
from rendering.board import MUST_HAVE as BOARD_MUST_HAVE
from rendering.board import Highlight, board_image
from rendering.encode import FixedPalette, stacked
from rendering.geometry import BoardGeometry
from rendering.labels import Box
from rendering.legend import title_row
from rendering.rules.cities_and_knights import board as ck_board
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.rules.cities_and_knights import decisions
from rendering.rules.cities_and_knights import legend as ck_legend
from rendering.rules.cities_and_knights.hand import CK_HAND_ENCODING, CK_HAND_PALETTE, ck_hand_image
from rendering.rules.cities_and_knights.status import draw_ck_strip, strip_height
from rendering.rulesets import LegendStyle, RenderHooks


def _strip(im: Image.Image, g: BoardGeometry, view: dict[str, Any]) -> None:
    draw_ck_strip(im, g.height, view)  # the three C&K dice are drawn there


def _ck_palette_sample() -> Image.Image:
    """Boards with Cities & Knights on them: every terrain plain and faded, knights of every colour,
    strength and state, walls, the three metropolises, the merchant, the strip, and decisions."""
    view = engine.public_view(engine.new_game({"players": 4, "board": "beginner"}, seed=0))
    view["rule_set"] = {"name": "cities_and_knights", "components": ["base", "cities_and_knights"]}
    seats = len(view["players"])
    view["roads"] = [[e, e % seats] for e in range(0, topo.N_EDGE, 3)]
    cities = list(range(0, topo.N_VERTEX, 4))
    view["buildings"] = [[v, v % seats, CITY] for v in cities]
    free = [v for v in range(topo.N_VERTEX) if v not in cities]
    view["players"][0]["longest_road"] = True
    rows = []
    for face in (0, 3, 5):  # a ship and two gates; every track colour is a must-have colour anyway
        view["dice"] = [1 + face, 6 - face]
        view["ck"] = {
            "barbarian": face, "barbarian_steps": 7, "event": face, "robber_active": face > 0,
            "metropolis": cities[face % 3:][:3], "walls": cities[::2], "merchant": face, "merchant_owner": face % seats,
            "knights": [[v, (i + face) % seats, 1 + i % 3, (i // 3 + face) % 2] for i, v in enumerate(free[:24])],
        }  # fmt: skip
        for i, p in enumerate(view["players"]):
            p.update(levels=[(i + face) % 6, (i + 2) % 6, face % 6], defenders=face % 2,
                     progress_cards={"count": i, "decks": []})  # fmt: skip
        highlight = (
            Highlight(vertices=tuple(free[::5]), caption="Sample", ring=pal.PLAYER_FILL["blue"]) if face else None
        )
        rows.append(board_image(view, ["Sample"] * seats, highlight=highlight))
    return stacked(rows)


_CK_MUST_HAVE: list[pal.RGB] = [
    *BOARD_MUST_HAVE, *ck_pal.TRACK_FILL, ck_pal.STONE, ck_pal.ROBBER_ASLEEP, ck_pal.KNIGHT_HOLLOW, ck_pal.RED_DIE, ck_pal.YELLOW_DIE, ck_pal.BARBARIAN, pal.GOOD,
    pal.BAD, *(pal.mix(c, pal.PANEL, 0.75) for c in ck_pal.TRACK_FILL),
]  # fmt: skip
# 12 blends rather than the base board's 24 (issue #32 item 2: C&K's 8 MB at a person's pace): 26.8 -> 25.4 KB a board
# or decision image over a demo game; the pictures differ from the averaged drawing by 1.6-1.9 on average
# (tests/rendering/test_render_item32.py), the blends left out being rims between C&K's own colours.
CK_BOARD_BLENDS = 12
CK_BOARD_PALETTE = FixedPalette("board-ck", _ck_palette_sample, _CK_MUST_HAVE, blends=CK_BOARD_BLENDS)


LEGEND = LegendStyle(
    columns=ck_legend.COLUMNS, name_max=ck_legend.NAME_MAX, status_name=ck_legend.STATUS_NAME,
    status_max=ck_legend.STATUS_MAX, header_size=ck_legend.HEADER_SIZE, draw_cells=ck_legend.draw_ck_cells,
)  # fmt: skip

COLUMN_TITLES = {"Progress": "ck-images-column-progress", "Improvements": "ck-images-column-improvements",
                 "Defender": "ck-images-column-defender"}  # fmt: skip
TITLE_ROW = title_row("C&K score table", ck_legend.COLUMNS, ck_legend.HEADER_SIZE, COLUMN_TITLES,
                      left=24 + ck_legend.STATUS_MAX)
STATS_COLUMNS = (("ck-images-stats-pillaged", "cities_pillaged"), ("ck-images-stats-progress", "progress_played"))
STATS_HEADER = Box("C&K statistics: column title", "bold", 14, 80, lines=2,
                   messages=tuple((key, {}) for key, _ in STATS_COLUMNS))  # as ``rendering.stats.HEADER``
HOOKS = RenderHooks(
    board_layers=ck_board.LAYERS,
    building_sprites=ck_board.building_sprites,
    robber_sprite=ck_board.robber_sprite,
    piece_events=ck_board.KNIGHT_EVENTS,
    decision_kinds=decisions.KINDS,
    decision_aliases=decisions.ALIASES,
    strip_height=strip_height,
    draw_dice=_strip,
    board_palette=CK_BOARD_PALETTE,
    legend=LEGEND,
    # its own columns' titles (``rendering.legend.column_title``)
    column_titles=COLUMN_TITLES,
    hand_image=ck_hand_image,
    hand_palette=CK_HAND_PALETTE,
    hand_encoding=CK_HAND_ENCODING,
    palettes=(CK_BOARD_PALETTE, CK_HAND_PALETTE),
    stats_columns=STATS_COLUMNS,
    # no development cards (progress cards replace them): the column could only ever show zeros
    stats_dropped=("Dev card",),
)
