"""The score table under the board: one row per player, from the public part of the view only.

Columns: colour (a settlement in the player's colour), name, public victory points, number of resource
cards, number of development cards, knights played (badge: Largest Army), road length (badge: Longest
Road). The row of the player whose turn it is is tinted and marked. Text sizes are chosen for a phone
showing the image 400 px wide (a third of full size): values stay at 10-12 px there.

When the game is over the table is the final standings: rows by final victory points (hidden VP cards
included, ``vp`` in the view), each name with its rank, and the development-card column shows the
victory point cards each player held, all of which are turned up at the end (BASE-WIN-4).

A rule set may call a column by its own name (``RenderHooks.column_titles``: Seafarers' "Route", whose length
counts roads and ships), add a column of one public count per player (``RenderHooks.table_column``: the 2-player
variant's trade cards, TWO-COMP-3) and rows for owners of pieces without a person
(``RenderHooks.more_table_players``: its two neutral players), which follow the players, called by their
colour and the tag their row carries, with only their road (they hold no cards and never score).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine.standings import places
from rendering import palette as pal
from rendering import sprites
from rendering.cache import LruCache
from rendering.labels import Row, draw_fitted, fit_row
from rendering.names import display_name
from rendering.players import table_column, table_players
from rendering.rulesets import render_of
from rendering.shapes import fit_into, fit_text, shrink, text, text_width
from rendering.shapes import sprite_canvas as shape_canvas
from rendering.words import label, say

ROW = 62
HEADER = 44
PAD = 10
CAPTION = 62

NAME_X = 108
NAME_MAX = 410
# (header, centre x) of the number columns.
COLUMNS: tuple[tuple[str, int], ...] = (
    ("VP", 600),
    ("Cards", 712),
    ("Dev", 818),
    ("Knights", 940),
    ("Road", 1070),
)
# At game over the development-card column holds the victory point cards, all turned up by then.
FINAL_COLUMNS: tuple[tuple[str, int], ...] = tuple(("VP cards" if title == "Dev" else title, x) for title, x in COLUMNS)
# With a rule set's column (``RenderHooks.table_column``) the columns move closer to make room for it.
COLUMNS_WIDE: tuple[tuple[str, int], ...] = (
    ("VP", 556),
    ("Cards", 650),
    ("Dev", 758),  # "VP cards" at game over: the widest title
    ("Knights", 876),
    ("Road", 986),
)
EXTRA_COLUMN_X = 1104
FINAL_COLUMNS_WIDE: tuple[tuple[str, int], ...] = tuple(
    ("VP cards" if title == "Dev" else title, x) for title, x in COLUMNS_WIDE
)
NAME_MAX_WIDE = 360
WIDTH = 1200  # the board's
STATUS_GIVES = 40  # px the status line gives up to a first column title wider than "VP"
TITLE_WRAP = 15  # px of a column title on two lines (the header is 44 px tall)
BADGE_FILL: pal.RGB = (255, 204, 64)


def legend_height(n_players: int, caption: bool = False) -> int:
    return PAD + HEADER + ROW * n_players + PAD + (CAPTION if caption else 0)


def status_text(view: dict, names: Sequence[str] | None, name_width: int = 250, with_vp: bool = True,
                max_width: float | None = None, size: int = 26) -> str:  # fmt: skip
    """One line on the state of the game: whose turn, set-up, or who won. A long name is shortened to
    ``name_width`` px, and further if the line at ``size`` px would be wider than ``max_width``: the
    name is cut, never the words around it (a cut "wins wi…" ran into the VP column's title)."""
    players = view["players"]

    def line(template: str, seat: int) -> str:
        name = fit_text(display_name(names, seat, players[seat]), "bold", 26, name_width)  # measured at 26 px
        if max_width is None:
            return template.replace("{name}", name)
        return fit_into(template, name, "bold", size, max_width)

    phase = view.get("phase")
    winner = view.get("winner")
    if phase == "over" and winner is not None and 0 <= winner < len(players):
        vp = players[winner].get("vp")
        if vp is not None and with_vp:
            return line(say("images-status-won-with", name=NAME, vp=vp), winner)
        return line(say("images-status-won", name=NAME), winner)
    active = view.get("active")
    if active is None or not 0 <= active < len(players):
        return ""
    if phase == "setup":
        return line(say("images-status-setup", name=NAME), active)
    return line(say("images-status-turn", turn=view.get("turn", 0), name=NAME), active)


NAME = "{name}"  # where the (shortened) name goes in a status line's words


def title_row(where: str, columns: Sequence[tuple[str, int]], size: int, titles: Mapping[str, str] | None = None,
              extra: str | None = None, left: float | None = None) -> Row:  # fmt: skip
    """The line of a table's column titles (``rendering.labels.Row``), for the test that measures every language's;
    ``titles``: a rule set's names for the columns; ``extra``: the title of a rule set's column after them;
    ``left``: where the status line before them ends (the base table's: 20 px before the first column)."""
    titles = titles or {}
    laid = [*columns, (extra, EXTRA_COLUMN_X)] if extra else list(columns)
    start = (laid[0][1] - 20 if left is None else left) - STATUS_GIVES  # the most the status line gives way
    return Row(where, tuple(x for _t, x in laid), "bold", size, start, WIDTH - 4,
               tuple(((title_key(titles.get(title, title)), {}),) for title, _x in laid), TITLE_WRAP)  # fmt: skip


def column_title(title: str) -> str:
    """A column's title in the language drawn in (``rendering.words.label``: ``images-column-<title>``, or a rule
    set's key)."""
    return label(title, "column")


def title_key(title: str) -> str:
    """The catalogue key of a column's title (``column_title``)."""
    return title if "images-" in title else "images-column-" + "-".join(title.lower().replace(".", "").split())


def draw_legend(im: Image.Image, top: int, view: dict, names: Sequence[str] | None, caption: str | None = None) -> None:
    """Draw the table into ``im`` from pixel row ``top`` to the bottom."""
    d = ImageDraw.Draw(im)
    width = im.width
    d.rectangle((0, top, width, im.height), fill=pal.PANEL)
    d.line((0, top, width, top), fill=pal.PANEL_EDGE, width=3)
    y = top
    if caption:
        # The decision caption: what to do and how to answer, on a band in the highlight colour.
        d.rectangle((0, y, width, y + CAPTION), fill=pal.HIGHLIGHT)
        text(im, (width / 2, y + CAPTION / 2), fit_text(caption, "bold", 30, width - 40), "bold", 30, pal.INK)
        y += CAPTION
    y += PAD
    extra = table_column(view)
    over = view.get("phase") == "over"
    style = render_of(view).legend  # a rule set's own table (C&K), or None
    if style is not None:  # the C&K columns start further left: a smaller line, names cut shorter
        columns, name_max = style.columns, style.name_max
    elif extra is None:
        columns, name_max = (FINAL_COLUMNS if over else COLUMNS), NAME_MAX
    else:
        wide = FINAL_COLUMNS_WIDE if over else COLUMNS_WIDE
        columns, name_max = (*wide, (extra[0], EXTRA_COLUMN_X)), NAME_MAX_WIDE
    titles = render_of(view).column_titles
    size = 22 if style is None else style.header_size
    words = [column_title(titles.get(title, title)) for title, _x in columns]
    # the status line ends before the first column's title: "VP" in English; a wider one (another language's) takes
    # up to STATUS_GIVES px of its room (the status cuts the name shorter)
    status_max = style.status_max if style is not None else columns[0][1] - 44  # clear of the narrow "VP" title
    first = columns[0][1] - text_width(words[0], "bold", size) / 2 - 4 - 24
    status_max = max(status_max - STATUS_GIVES, min(status_max, round(first)))
    if style is not None:
        status = status_text(view, names, style.status_name, with_vp=False, max_width=status_max, size=24)
        text(im, (24, y + HEADER / 2), status, "bold", 24, pal.TEXT, "lm")
    else:
        text(im, (24, y + HEADER / 2), status_text(view, names, max_width=status_max), "bold", 26, pal.TEXT, "lm")
    fitted = fit_row(words, [x for _t, x in columns], "bold", size, 24 + status_max, width - 4, TITLE_WRAP)
    for (_title, x), title in zip(columns, fitted, strict=True):
        draw_fitted(im, (x, y + HEADER / 2), title, pal.TEXT_DIM)
    y += HEADER
    winner = view.get("winner")
    active = view.get("active") if not over else winner
    players = table_players(view)  # the rows a rule set adds last
    people = len(view["players"])
    ranks = final_ranks(view["players"], winner) if over else {}
    for row, seat in enumerate(row_order(view)):
        p = players[seat]
        row_top = y + row * ROW
        mid = row_top + ROW / 2
        added = seat >= people  # a row a rule set adds: nobody's turn, no cards, no score
        if seat == active and not added:
            d.rectangle((0, row_top, width, row_top + ROW), fill=pal.PANEL_ACTIVE)
            # A marker as well as the tint: a pale tint can vanish on a dim phone screen.
            d.polygon([(8, mid - 14), (26, mid), (8, mid + 14)], fill=pal.INK)
        if row:
            d.line((16, row_top, width - 16, row_top), fill=pal.PANEL_EDGE, width=1)
        sprites.settlement(pal.player_fill(p.get("colour", "")), 120).paste_onto(im, (62, mid + 2))
        if added:
            _added_name(im, d, say(f"images-colour-{p.get('colour', '')}"), str(p.get("tag", "")), mid, name_max)
        else:
            rank = f"{ranks[seat]}. " if seat in ranks else ""
            _player_name(im, rank + display_name(names, seat, p), mid, name_max, winner=seat == winner)
        if style is not None:
            style.draw_cells(im, d, mid, view, seat)
            continue
        held = None if extra is None or added or seat >= len(extra[1]) else extra[1][seat]
        values, badges = _values(p, over, added), _badges(p)
        if extra is not None:
            values, badges = (*values, "–" if held is None else str(held)), (*badges, False)
        for (title, x), value, badge in zip(columns, values, badges, strict=True):
            if badge:
                _badge(d, im, x, mid, value)
            else:
                colour = pal.TEXT_DIM if added else pal.TEXT
                text(im, (x, mid), value, "bold", 38 if title == "VP" else 32, colour)


def _player_name(im: Image.Image, name: str, mid: float, name_max: int, winner: bool = False) -> None:
    """A player's name, cut to ``name_max`` px; the winner's is followed by a trophy. A drawn mark rather
    than the words "(winner)", which the narrower C&K column cut to "(win…" and which took the room
    of the name itself."""
    shown = fit_text(name, "bold", 32, name_max - (TROPHY_W + TROPHY_GAP if winner else 0))
    text(im, (NAME_X, mid), shown, "bold", 32, pal.TEXT, "lm")
    if winner:
        trophy(TROPHY_W).paste_onto(im, (NAME_X + text_width(shown, "bold", 32) + TROPHY_GAP + TROPHY_W / 2, mid))


TROPHY_W = 40
TROPHY_GAP = 12


def trophy(width: float) -> sprites.Sprite:
    """A gold cup with handles on a base, ``width`` px wide, centred on its paste point."""

    def make() -> sprites.Sprite:
        im, d, k = shape_canvas(width, width)
        u = width * k  # shapes in units of the sprite's width
        ink, gold = pal.INK, BADGE_FILL
        edge = max(1, round(0.09 * u))
        d.ellipse((0.04 * u, 0.12 * u, 0.4 * u, 0.5 * u), outline=ink, width=edge)  # handles
        d.ellipse((0.6 * u, 0.12 * u, 0.96 * u, 0.5 * u), outline=ink, width=edge)
        d.chord((0.16 * u, -0.3 * u, 0.84 * u, 0.7 * u), 0, 180, fill=gold, outline=ink, width=edge)  # cup
        d.rectangle((0.16 * u, 0.08 * u, 0.84 * u, 0.2 * u), fill=gold, outline=ink, width=edge)  # rim
        d.rectangle((0.44 * u, 0.66 * u, 0.56 * u, 0.82 * u), fill=ink)  # stem
        d.rounded_rectangle((0.24 * u, 0.8 * u, 0.76 * u, 0.96 * u), radius=0.04 * u, fill=gold, outline=ink,
                            width=edge)  # fmt: skip
        return sprites.Sprite(shrink(im, k), (width / 2, width / 2))

    return _TROPHIES.get_or_build(width, make)


_TROPHIES: LruCache[sprites.Sprite] = LruCache(maxsize=8)


def _added_name(im: Image.Image, d: ImageDraw.ImageDraw, name: str, tag: str, mid: float, name_max: int) -> None:
    """An added row's colour in grey, then the tag its rule set gives it (whose pieces they are)."""
    tag_w = text_width(tag, "bold", 20) + 20
    shown = fit_text(name, "bold", 30, name_max - tag_w - 14)
    text(im, (NAME_X, mid), shown, "bold", 30, pal.TEXT_DIM, "lm")
    x = NAME_X + text_width(shown, "bold", 30) + 14
    d.rounded_rectangle((x, mid - 15, x + tag_w, mid + 15), radius=15, fill=pal.TEXT_DIM)
    text(im, (x + tag_w / 2, mid + 1), tag, "bold", 20, pal.PANEL)


def row_order(view: dict) -> list[int]:
    """Seats top to bottom: seat order during the game, the final standings once it is over; the rows
    a rule set adds always last, in seat order."""
    players = view["players"]
    seats = list(range(len(players)))
    added = list(range(len(players), len(table_players(view))))
    if view.get("phase") != "over":
        return seats + added
    winner = view.get("winner")
    return sorted(seats, key=lambda seat: (seat != winner, -_final_vp(players[seat]), seat)) + added


def final_ranks(players: list[dict], winner: int | None) -> dict[int, int]:
    """Place of each seat by final victory points, by the one rule the text and the ratings use too
    (``engine.standings.places``: equal points share a place, "1, 2, 2, 4"; the winner is first alone)."""
    return dict(enumerate(places([_final_vp(p) for p in players], winner)))


def _final_vp(p: dict) -> int:
    return int(p.get("vp") if p.get("vp") is not None else p.get("public_vp", 0))


def _values(p: dict, over: bool = False, added: bool = False) -> tuple[str, ...]:
    # An added row (no person behind it) holds no cards, plays no knights and never scores: a dash.
    vp = p.get("vp") if p.get("vp") is not None else p.get("public_vp", 0)
    cards = p.get("vp_cards_revealed", 0) if over else p.get("dev_card_count", 0)
    return (
        "–" if added else str(vp),
        "–" if added else str(p.get("resource_count", 0)),
        "–" if added else str(cards),
        "–" if added else str(p.get("knights", 0)),
        str(p.get("road_length", 0)),
    )


def _badges(p: dict) -> tuple[bool, ...]:
    return (False, False, False, bool(p.get("largest_army")), bool(p.get("longest_road")))


def _badge(d: ImageDraw.ImageDraw, im: Image.Image, x: float, y: float, value: str) -> None:
    """A gold pill with a star: the holder of Largest Army / Longest Road (worth 2 VP)."""
    label = value + " \N{BLACK STAR}"
    w = text_width(label, "bold", 30) + 26
    d.rounded_rectangle((x - w / 2, y - 22, x + w / 2, y + 22), radius=22, fill=BADGE_FILL, outline=pal.INK, width=2)
    text(im, (x, y + 1), label, "bold", 30, pal.INK)


# Every layout of the shared table's titles (a rule set adds its own: ``title_row``).
TITLE_ROWS = [
    title_row("score table", COLUMNS, 22), title_row("final score table", FINAL_COLUMNS, 22),
    title_row("score table with a column more", COLUMNS_WIDE, 22),
    title_row("final score table with a column more", FINAL_COLUMNS_WIDE, 22),
]
