"""The end-of-game statistics image: dice histogram against the expected counts, victory points over the
turns per player, the cards each player gained and lost by source, and the tables of a rule set's own
(``RenderHooks.stats_tables``: Seafarers' ships, islands, gold, pirate steals and discoveries).

Drawn from ``history.stats.GameStats.to_dict()`` (plain data), so it renders in a worker thread or
process like the other images; it shows only what the statistics hold (public facts, see
history/stats.py).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from rendering import palette as pal
from rendering.labels import Box
from rendering.names import display_name
from rendering.rulesets import RENDER
from rendering.shapes import fit_text, text, text_width
from rendering.words import label, say, speaking

WIDTH = 1200
MARGIN = 30
TITLE_H = 64
CHART_H = 380
CHART_W = (WIDTH - 3 * MARGIN) // 2
ROW_H = 40
BG: pal.RGB = (255, 255, 255)
BAR: pal.RGB = (120, 150, 200)
EXPECTED: pal.RGB = pal.BAD
GRID: pal.RGB = (226, 222, 212)
DICE_WAYS = (1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1)
LEGEND_PER_LINE = 4  # names of the VP chart's legend in one line
LEGEND_LINE = 22
OWN_SIZES = (19, 24)  # px of the headers and counts of a rule set's table of at most 6 columns

# (header, keys summed) of the resources table.
COLUMNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Start", ("start",)),
    ("Produced", ("production",)),
    ("Trade +", ("trade_in",)),
    ("Trade −", ("trade_out",)),
    ("Bank +", ("bank_in",)),
    ("Bank −", ("bank_out",)),
    ("Stole", ("robbed_in",)),
    ("Stolen", ("robbed_out",)),
    ("Discards", ("discarded",)),
    ("Dev card", ("dev_in",)),
)
# A column's title: the table's width shared by its columns (the narrowest: the 2-player variant's 12 columns).
HEADER = Box("statistics: column title", "bold", 14, 80, lines=2,
             messages=tuple((f"images-stats-{k}", {}) for k in (
                 "start", "produced", "trade-plus", "trade-minus", "bank-plus", "bank-minus", "stole", "stolen",
                 "discards", "dev-card")))  # fmt: skip
# ... of a rule set's own table (``OWN_SIZES``; its columns' messages are measured by the rule set's own box).
OWN_HEADER = Box("statistics: a rule set's table, column title", "bold", OWN_SIZES[0], 184, lines=2)


def stats_height(stats: dict[str, Any]) -> int:
    table = ROW_H * (stats["players"] + 1)
    return TITLE_H + CHART_H + 2 * MARGIN + (table + 2 * MARGIN) * len(own_tables(stats)) + table + MARGIN


def stats_image(stats: dict[str, Any], names: Sequence[str] | None = None, title: str | None = None, *,
                language: str | None = None) -> Image.Image:  # fmt: skip
    """The statistics as an RGB image, its words in ``language`` (the game's; None: the one in force), under
    ``title`` (the thread's words for it; None: "Game statistics")."""
    if language is not None:
        with speaking(language):
            return stats_image(stats, names, title)
    title = say("images-stats-title") if title is None else title
    im = Image.new("RGB", (WIDTH, stats_height(stats)), BG)
    d = ImageDraw.Draw(im)
    text(im, (MARGIN, TITLE_H / 2), fit_text(title, "bold", 30, WIDTH - 2 * MARGIN), "bold", 30, pal.TEXT, "lm")
    top = TITLE_H
    _dice_chart(im, d, (MARGIN, top, MARGIN + CHART_W, top + CHART_H), stats["dice"])
    _vp_chart(im, d, (2 * MARGIN + CHART_W, top, WIDTH - MARGIN, top + CHART_H), stats, names)
    top += CHART_H + 2 * MARGIN
    _cards_table(im, d, top, stats, names)
    for title, columns in own_tables(stats):  # a rule set's own tables (Seafarers'), each under the last
        top += ROW_H * (stats["players"] + 1) + 2 * MARGIN
        # a few wide columns: their words larger than the cards' (still read at 400 px wide, on a phone)
        _table(im, d, top, stats, names, label(title, "stats"), columns, 200, OWN_SIZES if len(columns) <= 6 else (14, 18))
    return im


def render_stats(stats: dict[str, Any], names: Sequence[str] | None = None, title: str | None = None, *,
                 language: str | None = None) -> bytes:  # fmt: skip
    """PNG of the statistics (a 64-colour palette: flat charts need no more, and the file stays small)."""
    im = stats_image(stats, names, title, language=language).quantize(64, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out = io.BytesIO()
    im.save(out, "PNG", compress_level=3)
    return out.getvalue()


def _panel(im: Image.Image, d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], title: str) -> tuple[int, int, int, int]:
    """Draw a panel with ``title``; returns the plot area inside it."""
    d.rounded_rectangle(box, 10, fill=pal.PANEL, outline=pal.PANEL_EDGE, width=2)
    text(im, (box[0] + 16, box[1] + 22), title, "bold", 20, pal.TEXT, "lm")
    return box[0] + 50, box[1] + 48, box[2] - 16, box[3] - 40


def _nice_step(top: float, ticks: int = 5) -> int:
    raw = max(1.0, top / ticks)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if step >= raw:
            return step
    return int(raw)


def _y_axis(im: Image.Image, d: ImageDraw.ImageDraw, area: tuple[int, int, int, int], top: float) -> float:
    """Grid lines and labels from 0 to ``top``; returns pixels per unit."""
    x0, y0, x1, y1 = area
    step = _nice_step(top)
    limit = max(step, -(-int(top) // step) * step)
    scale = (y1 - y0) / limit
    for v in range(0, limit + 1, step):
        y = y1 - v * scale
        d.line((x0, y, x1, y), fill=GRID, width=1)
        text(im, (x0 - 8, y), str(v), "regular", 15, pal.TEXT_DIM, "rm")
    return scale


def _dice_chart(im: Image.Image, d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], dice: list[int]) -> None:
    rolls = sum(dice)
    area = _panel(im, d, box, say("images-stats-dice", count=rolls))
    x0, _, x1, y1 = area
    expected = [rolls * w / 36 for w in DICE_WAYS]
    scale = _y_axis(im, d, area, max([*dice, *expected, 1]))
    slot = (x1 - x0) / 11
    points = []
    for i, count in enumerate(dice):
        cx = x0 + slot * (i + 0.5)
        d.rectangle((cx - slot * 0.35, y1 - count * scale, cx + slot * 0.35, y1), fill=BAR, outline=pal.OUTLINE)
        text(im, (cx, y1 + 16), str(i + 2), "bold", 16, pal.RED_NUMBER if i + 2 in (6, 8) else pal.TEXT)
        points.append((cx, y1 - expected[i] * scale))
    d.line(points, fill=EXPECTED, width=3, joint="curve")
    for p in points:
        d.ellipse((p[0] - 4, p[1] - 4, p[0] + 4, p[1] + 4), fill=EXPECTED)
    # Legend, from the right: each word, then its mark; a longer word (another language's) moves the marks left.
    lx, ly = box[2] - 16, box[1] + 22
    expected, rolled = say("images-stats-expected"), say("images-stats-rolled")
    line = lx - max(80, text_width(expected, "regular", 15) + 10)  # English: the line ends 80 px from the right
    text(im, (lx, ly), expected, "regular", 15, EXPECTED, "rm")
    d.line((line - 30, ly, line, ly), fill=EXPECTED, width=3)
    word = line - 45
    text(im, (word, ly), rolled, "regular", 15, pal.TEXT, "rm")
    bar = word - max(56, text_width(rolled, "regular", 15) + 10)
    d.rectangle((bar - 14, ly - 7, bar, ly + 7), fill=BAR, outline=pal.OUTLINE)


def _colour(stats: dict[str, Any], seat: int) -> pal.RGB:
    colours = stats.get("colours") or []
    fill = pal.player_fill(colours[seat]) if seat < len(colours) else pal.UNKNOWN_PLAYER
    # White pieces would vanish on the panel: draw that line in a grey that still reads as "white".
    return (160, 160, 160) if fill == pal.PLAYER_FILL["white"] else fill


def _vp_chart(im: Image.Image, d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], stats: dict[str, Any],
              names: Sequence[str] | None) -> None:  # fmt: skip
    rows: list[list[int]] = stats["vp"]
    players = stats["players"]
    # Up to 4 names fit in one line beside the title; 5-6 players' names go in lines of 3 (readable
    # names rather than "Ali…"), and the plot starts lower by the extra lines.
    per_line = players if players <= LEGEND_PER_LINE else -(-players // 2)
    lines = -(-players // max(1, per_line))
    x0, y0, x1, y1 = _panel(im, d, box, say("images-stats-vp-by-turn"))
    area = (x0, y0 + LEGEND_LINE * (lines - 1), x1, y1)
    top = max([v for r in rows for v in r] + [1])
    scale = _y_axis(im, d, area, top)
    turns = max(1, len(rows) - 1)
    dx = (x1 - x0) / turns
    step = _nice_step(turns, 6)
    for t in range(0, turns + 1, step):
        text(im, (x0 + t * dx, y1 + 16), str(t), "regular", 15, pal.TEXT_DIM)
    for seat in range(stats["players"]):
        colour = _colour(stats, seat)
        pts = [(x0 + t * dx, y1 - r[seat] * scale + (seat - 1) * 1.5) for t, r in enumerate(rows)]
        if len(pts) == 1:
            pts.append((x1, pts[0][1]))
        d.line(pts, fill=pal.OUTLINE, width=5)
        d.line(pts, fill=colour, width=3)
    # Legend: player names in their colours, beside the title (and under it, for 5-6 players).
    width = (box[2] - box[0] - 170) / max(1, per_line)
    for seat in range(players):
        lx = box[0] + 160 + width * (seat % per_line)
        ly = box[1] + LEGEND_LINE * (seat // per_line)
        name = fit_text(display_name(names, seat), "regular", 15, width - 30)
        d.rectangle((lx, ly + 15, lx + 14, ly + 29), fill=_colour(stats, seat), outline=pal.OUTLINE)
        text(im, (lx + 20, ly + 22), name, "regular", 15, pal.TEXT, "lm")


def table_columns(stats: dict[str, Any]) -> list[tuple[str, list[int]]]:
    """(header, value per seat) of every column of the table, rule-set columns included."""
    cards = stats["cards"]
    hooks = RENDER.of_name(stats.get("rule_set", "base"))  # the rule set's columns (``rendering.rulesets``)
    dropped = hooks.stats_dropped
    out = [(header, [sum(int(c[k]) for k in keys) for c in cards]) for header, keys in COLUMNS if header not in dropped]
    extra = stats.get("extra") or {}
    for header, key in hooks.stats_columns:
        if key in extra:
            out.append((header, [int(v) for v in extra[key]]))
    return out


def own_tables(stats: dict[str, Any]) -> list[tuple[str, list[tuple[str, list[int]]]]]:
    """(title, its columns: header, value per seat) of each table of the rule set's own
    (``RenderHooks.stats_tables``) whose counters the statistics hold."""
    extra = stats.get("extra") or {}
    hooks = RENDER.of_name(stats.get("rule_set", "base"))
    out = []
    for table in hooks.stats_tables:
        columns = [(header, [int(v) for v in extra[key]]) for header, key in table.columns if key in extra]
        if columns:
            out.append((table.title, columns))
    return out


def _cards_table(im: Image.Image, d: ImageDraw.ImageDraw, top: int, stats: dict[str, Any],
                 names: Sequence[str] | None) -> None:  # fmt: skip
    columns = table_columns(stats)
    name_w = 200 if len(columns) <= len(COLUMNS) else 160  # the name column gives way to rule-set columns
    _table(im, d, top, stats, names, say("images-stats-cards"), columns, name_w)


def _table(im: Image.Image, d: ImageDraw.ImageDraw, top: int, stats: dict[str, Any], names: Sequence[str] | None,
           title: str, columns: list[tuple[str, list[int]]], name_w: int, sizes: tuple[int, int] = (14, 18)) -> None:  # fmt: skip
    """A panel of one row per player: ``title``, then a count per column (``sizes``: px of the headers and
    the counts)."""
    header_size, value_size = sizes
    col_w = (WIDTH - 2 * MARGIN - name_w) / len(columns)
    d.rounded_rectangle((MARGIN, top - 10, WIDTH - MARGIN, top + ROW_H * (stats["players"] + 1)), 10,
                        fill=pal.PANEL, outline=pal.PANEL_EDGE, width=2)  # fmt: skip
    text(im, (MARGIN + 16, top + ROW_H / 2 - 4), fit_text(title, "bold", 20, name_w - 20), "bold", 20, pal.TEXT, "lm")
    for i, (header, _) in enumerate(columns):
        cx = MARGIN + name_w + col_w * (i + 0.5)
        fitted = (HEADER if header_size == HEADER.size else OWN_HEADER).fit(label(header, "stats"), col_w - 4)
        step = fitted.size * 1.1  # two lines (a long word of another language) about the one line's middle
        for j, line in enumerate(fitted.lines):
            text(im, (cx, top + ROW_H / 2 - 4 + step * (j - (len(fitted.lines) - 1) / 2)), line, fitted.style, fitted.size,
                 pal.TEXT_DIM)  # fmt: skip
    for seat in range(stats["players"]):
        y = top + ROW_H * (seat + 1) + ROW_H / 2 - 4
        d.rectangle((MARGIN + 16, y - 8, MARGIN + 32, y + 8), fill=_colour(stats, seat), outline=pal.OUTLINE)
        name = fit_text(display_name(names, seat), "regular", 18, name_w - 50)
        text(im, (MARGIN + 42, y), name, "regular", 18, pal.TEXT, "lm")
        for i, (_, values) in enumerate(columns):
            cx = MARGIN + name_w + col_w * (i + 0.5)
            text(im, (cx, y), str(values[seat]), "regular", value_size, pal.TEXT)
