"""The score table's columns in a Cities & Knights game (the base columns are in ``rendering.legend``).

Per player, all public: victory points, cards in hand (resources and commodities, a count only),
progress cards (a count), improvement levels of the three tracks (trade, politics, science, in that
order, each a square in its track colour with the level; a thick frame marks the track whose
metropolis the player holds), the strength of their active knights (what they add to Catan's
defence), Defender of Catan cards (gold badge) and road length (gold badge: Longest Road).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import palette as pal
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.rules.cities_and_knights import view as ck_view
from rendering.shapes import sharp_text_on_halves as text  # crisp at the posted size, no grey rims (issue #32)
from rendering.shapes import text_width

NAME_MAX = 280
STATUS_MAX = 372  # the status line ends before the VP header
STATUS_NAME = 110  # a name in the status line (at 26 px; the line is then drawn at 24 px)
HEADER_SIZE = 20
COLUMNS: tuple[tuple[str, int], ...] = (
    ("VP", 420),
    ("Cards", 510),
    ("Progress", 610),
    ("Improvements", 765),
    ("Knights", 915),
    ("Defender", 1030),
    ("Road", 1140),
)
LEVEL_BOX = 40
LEVEL_GAP = 8
BADGE_FILL: pal.RGB = (255, 204, 64)


def draw_ck_cells(im: Image.Image, d: ImageDraw.ImageDraw, mid: float, view: dict, seat: int) -> None:
    p = view["players"][seat]
    x = dict(COLUMNS)
    vp = p.get("vp") if p.get("vp") is not None else p.get("public_vp", 0)
    text(im, (x["VP"], mid), str(vp), "bold", 38, pal.TEXT)
    text(im, (x["Cards"], mid), str(p.get("resource_count", 0)), "bold", 32, pal.TEXT)
    text(im, (x["Progress"], mid), str(ck_view.progress_count(p)), "bold", 32, pal.TEXT)
    _levels(im, d, x["Improvements"], mid, ck_view.levels(p), ck_view.metropolis_tracks(view, seat))
    text(im, (x["Knights"], mid), str(ck_view.active_strength(view, seat)), "bold", 32, pal.TEXT)
    defenders = ck_view.defenders(p)
    if defenders:
        _badge(d, im, x["Defender"], mid, str(defenders))
    else:
        text(im, (x["Defender"], mid), "0", "bold", 32, pal.TEXT)
    road = str(p.get("road_length", 0))
    if p.get("longest_road"):
        _badge(d, im, x["Road"], mid, road)
    else:
        text(im, (x["Road"], mid), road, "bold", 32, pal.TEXT)


def _levels(im: Image.Image, d: ImageDraw.ImageDraw, cx: float, mid: float, levels: list[int],
            metropolises: list[int]) -> None:  # fmt: skip
    """Three squares (trade, politics, science) with the level; level 0 is a pale square."""
    left = cx - (3 * LEVEL_BOX + 2 * LEVEL_GAP) / 2
    for t, level in enumerate(levels):
        x0 = left + t * (LEVEL_BOX + LEVEL_GAP)
        box = (x0, mid - LEVEL_BOX / 2, x0 + LEVEL_BOX, mid + LEVEL_BOX / 2)
        fill = ck_pal.TRACK_FILL[t] if level else pal.mix(ck_pal.TRACK_FILL[t], pal.PANEL, 0.75)
        held = t in metropolises
        d.rounded_rectangle(box, radius=7, fill=fill, outline=pal.OUTLINE, width=5 if held else 2)
        text(im, (x0 + LEVEL_BOX / 2, mid + 1), str(level), "bold", 28, pal.text_on(fill) if level else pal.TEXT_DIM)


def _badge(d: ImageDraw.ImageDraw, im: Image.Image, x: float, y: float, value: str) -> None:
    label = value + " \N{BLACK STAR}"
    w = text_width(label, "bold", 30) + 26
    d.rounded_rectangle((x - w / 2, y - 22, x + w / 2, y + 22), radius=22, fill=BADGE_FILL, outline=pal.INK, width=2)
    text(im, (x, y + 1), label, "bold", 30, pal.INK)
