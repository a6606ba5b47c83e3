"""The score table under the board: one row per player, from the public part of the view only.

Columns: colour (a settlement in the player's colour), name, public victory points, number of resource
cards, number of development cards, knights played (badge: Largest Army), road length (badge: Longest
Road). The row of the player whose turn it is is tinted and marked. Text sizes are chosen for a phone
showing the image 400 px wide (a third of full size): values stay at 10-12 px there.

When the game is over the table is the final standings: rows by final victory points (hidden VP cards
included, ``vp`` in the view), each name with its rank, and the development-card column shows the
victory point cards each player held, all of which are turned up at the end (BASE-WIN-4).

2-player variant: a "Trade" column shows each real player's trade cards (public, TWO-COMP-3), and the
two neutral players follow in rows of their own, marked "neutral", with only their road (they hold no
cards and never score).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from rendering import palette as pal
from rendering import sprites
from rendering.names import display_name
from rendering.players import table_players, trade_cards
from rendering.shapes import fit_text, text, text_width

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
# With trade cards (2-player variant) the columns move closer to make room for one more.
COLUMNS_TWO: tuple[tuple[str, int], ...] = (
    ("VP", 556),
    ("Cards", 650),
    ("Dev", 758),  # "VP cards" at game over: the widest title
    ("Knights", 876),
    ("Road", 986),
    ("Trade", 1104),
)
FINAL_COLUMNS_TWO: tuple[tuple[str, int], ...] = tuple(
    ("VP cards" if title == "Dev" else title, x) for title, x in COLUMNS_TWO
)
NAME_MAX_TWO = 360
BADGE_FILL: pal.RGB = (255, 204, 64)
NEUTRAL_TAG = "NEUTRAL"


def legend_height(n_players: int, caption: bool = False) -> int:
    return PAD + HEADER + ROW * n_players + PAD + (CAPTION if caption else 0)


def status_text(view: dict, names: Sequence[str] | None) -> str:
    """One line on the state of the game: whose turn, set-up, or who won (a long name is shortened,
    never the words around it)."""
    players = view["players"]

    def who(seat: int) -> str:
        return fit_text(display_name(names, seat, players[seat]), "bold", 26, 250)

    phase = view.get("phase")
    winner = view.get("winner")
    if phase == "over" and winner is not None and 0 <= winner < len(players):
        vp = players[winner].get("vp")
        return f"Game over: {who(winner)} wins" + (f" with {vp} VP" if vp is not None else "")
    active = view.get("active")
    if active is None or not 0 <= active < len(players):
        return ""
    if phase == "setup":
        return f"Set-up: {who(active)} to place"
    return f"Turn {view.get('turn', 0)}: {who(active)} to play"


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
    trade = trade_cards(view)
    over = view.get("phase") == "over"
    if trade is None:
        columns, name_max = (FINAL_COLUMNS if over else COLUMNS), NAME_MAX
    else:
        columns, name_max = (FINAL_COLUMNS_TWO if over else COLUMNS_TWO), NAME_MAX_TWO
    status_max = columns[0][1] - 44  # clear of the narrow "VP" title
    text(im, (24, y + HEADER / 2), fit_text(status_text(view, names), "bold", 26, status_max), "bold", 26, pal.TEXT,
         "lm")  # fmt: skip
    for title, x in columns:
        text(im, (x, y + HEADER / 2), title, "bold", 22, pal.TEXT_DIM)
    y += HEADER
    winner = view.get("winner")
    active = view.get("active") if not over else winner
    players = table_players(view)  # neutral players (2-player variant) last
    ranks = final_ranks(view["players"]) if over else {}
    for row, seat in enumerate(row_order(view)):
        p = players[seat]
        row_top = y + row * ROW
        mid = row_top + ROW / 2
        neutral = bool(p.get("neutral"))
        if seat == active and not neutral:
            d.rectangle((0, row_top, width, row_top + ROW), fill=pal.PANEL_ACTIVE)
            # A marker as well as the tint: a pale tint can vanish on a dim phone screen.
            d.polygon([(8, mid - 14), (26, mid), (8, mid + 14)], fill=pal.INK)
        if row:
            d.line((16, row_top, width - 16, row_top), fill=pal.PANEL_EDGE, width=1)
        sprites.settlement(pal.player_fill(p.get("colour", "")), 120).paste_onto(im, (62, mid + 2))
        if neutral:
            _neutral_name(im, d, str(p.get("colour", "")).capitalize(), mid, name_max)
        else:
            rank = f"{ranks[seat]}. " if seat in ranks else ""
            name = rank + display_name(names, seat, p) + (" (winner)" if seat == winner else "")
            text(im, (NAME_X, mid), fit_text(name, "bold", 32, name_max), "bold", 32, pal.TEXT, "lm")
        held = None if trade is None or neutral or seat >= len(trade) else trade[seat]
        values, badges = _values(p, over), _badges(p)
        if trade is not None:
            values, badges = (*values, "–" if held is None else str(held)), (*badges, False)
        for (title, x), value, badge in zip(columns, values, badges, strict=True):
            if badge:
                _badge(d, im, x, mid, value)
            else:
                colour = pal.TEXT_DIM if neutral else pal.TEXT
                text(im, (x, mid), value, "bold", 38 if title == "VP" else 32, colour)


def _neutral_name(im: Image.Image, d: ImageDraw.ImageDraw, name: str, mid: float, name_max: int) -> None:
    """A neutral player's colour in grey, then a tag that says it is nobody's (the 2-player variant)."""
    tag_w = text_width(NEUTRAL_TAG, "bold", 20) + 20
    shown = fit_text(name, "bold", 30, name_max - tag_w - 14)
    text(im, (NAME_X, mid), shown, "bold", 30, pal.TEXT_DIM, "lm")
    x = NAME_X + text_width(shown, "bold", 30) + 14
    d.rounded_rectangle((x, mid - 15, x + tag_w, mid + 15), radius=15, fill=pal.TEXT_DIM)
    text(im, (x + tag_w / 2, mid + 1), NEUTRAL_TAG, "bold", 20, pal.PANEL)


def row_order(view: dict) -> list[int]:
    """Seats top to bottom: seat order during the game, the final standings once it is over; the
    neutral players of the 2-player variant always last, in seat order."""
    players = view["players"]
    seats = list(range(len(players)))
    neutrals = list(range(len(players), len(table_players(view))))
    if view.get("phase") != "over":
        return seats + neutrals
    winner = view.get("winner")
    return sorted(seats, key=lambda seat: (seat != winner, -_final_vp(players[seat]), seat)) + neutrals


def final_ranks(players: list[dict]) -> dict[int, int]:
    """Rank of each seat by final victory points; equal points share a rank ("1, 2, 2, 4")."""
    points = [_final_vp(p) for p in players]
    return {seat: 1 + sum(other > points[seat] for other in points) for seat in range(len(players))}


def _final_vp(p: dict) -> int:
    return int(p.get("vp") if p.get("vp") is not None else p.get("public_vp", 0))


def _values(p: dict, over: bool = False) -> tuple[str, ...]:
    # A neutral player (2-player variant) holds no cards, plays no knights and never scores: a dash.
    neutral = bool(p.get("neutral"))
    vp = p.get("vp") if p.get("vp") is not None else p.get("public_vp", 0)
    cards = p.get("vp_cards_revealed", 0) if over else p.get("dev_card_count", 0)
    return (
        "–" if neutral else str(vp),
        "–" if neutral else str(p.get("resource_count", 0)),
        "–" if neutral else str(cards),
        "–" if neutral else str(p.get("knights", 0)),
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
