"""Seafarers' static board (``rendering.rulesets.BackgroundStyle``): its terrains and its sea.

* the gold field (terrain 6): a dark old-gold tile with three gold bars (its icon) and sparkles (its
  texture), a number token as any producing hex;
* a fog hex face down (7): a pale tile with clouds and a large question mark, without a beach (it may
  turn out to be sea), never anything of what lies under it: the view holds only "fog" for it;
* a fog hex revealed as sea (8): no tile, the sea shows;
* the sea: the frame's sea hexes are open water with their sides drawn faintly (the sea paths ships
  sail on), the water outside the frame, where nothing sails, deeper.
"""

from __future__ import annotations

from PIL import ImageDraw

from engine.rules.seafarers.mapdata import FOG, GOLD, SEA_TILE
from rendering import palette as pal
from rendering.background import ICON_DY, ICON_UNIT
from rendering.background import _draw_waves as draw_waves
from rendering.fonts import font
from rendering.geometry import BoardGeometry
from rendering.rules.seafarers import colours as sea_pal
from rendering.rulesets import BackgroundStyle, TileStyle
from rendering.shapes import circle, polygon

Draw = ImageDraw.ImageDraw


def _gold_bars(d: Draw, x: float, y: float, u: float) -> None:
    """Three gold bars stacked two and one (the icon: about 2u wide, as the base terrains' icons)."""
    w, h, slant = 0.78 * u, 0.34 * u, 0.12 * u
    lw = 0.06 * u
    for cx, base in ((x - 0.42 * u, y + 0.55 * u), (x + 0.42 * u, y + 0.55 * u), (x, y + 0.55 * u - h - 0.04 * u)):
        bar = [(cx - w / 2, base), (cx + w / 2, base), (cx + w / 2 - slant, base - h), (cx - w / 2 + slant, base - h)]
        polygon(d, bar, sea_pal.GOLD_BAR, sea_pal.GOLD_EDGE, lw)
        top = [(cx - w / 2 + slant + 0.06 * u, base - h + 0.08 * u), (cx + w / 2 - slant - 0.06 * u, base - h + 0.08 * u)]
        d.line(top, fill=sea_pal.GOLD_SHINE, width=max(1, round(0.07 * u)))


def _sparkle(d: Draw, x: float, y: float, r: float) -> None:
    """A four-pointed star."""
    t = 0.28 * r
    d.polygon([(x, y - r), (x + t, y - t), (x + r, y), (x + t, y + t), (x, y + r), (x - t, y + t), (x - r, y),
               (x - t, y - t)], fill=sea_pal.GOLD_SHINE)  # fmt: skip


def draw_gold(d: Draw, g: BoardGeometry, h: int) -> None:
    cx, cy = g.hexes[h]
    s = g.size
    for ox, oy, r in ((-0.6, 0.15, 0.09), (0.62, 0.1, 0.08), (-0.45, 0.5, 0.07), (0.46, 0.5, 0.09), (0.0, 0.8, 0.06)):
        _sparkle(d, cx + ox * s, cy + oy * s, r * s)
    _gold_bars(d, cx, cy + ICON_DY * s, ICON_UNIT * s)


def draw_fog(d: Draw, g: BoardGeometry, h: int) -> None:
    """Clouds and a question mark: the same on every face-down hex, whatever it hides."""
    cx, cy = g.hexes[h]
    s = g.size
    for ox, oy in ((-0.35, -0.45), (0.3, -0.5), (-0.5, 0.35), (0.45, 0.42), (0.0, 0.72)):
        for dx, dy, r in ((-0.14, 0.03, 0.11), (0.0, -0.04, 0.14), (0.15, 0.03, 0.1)):
            circle(d, (cx + (ox + dx) * s, cy + (oy + dy) * s), r * s, sea_pal.FOG_CLOUD)
    d.text((cx, cy), "?", font=font("bold", round(0.7 * s)), fill=sea_pal.FOG_INK, anchor="mm")


def draw_sea(d: Draw, g: BoardGeometry) -> None:
    """Deeper water outside the frame, the frame's own water with the base game's waves, and the sides
    of the frame's hexes: the sea paths."""
    d.rectangle((0, 0, g.width, g.height), fill=sea_pal.DEEP_SEA)
    frame = range(len(g.hexes))  # every hex of the frame (``BoardGeometry.hexes`` at scope "frame")
    for h in frame:  # each a little larger than its cell, so that neighbours leave no seam
        d.polygon(g.hex_corners(h, 1.01), fill=pal.SEA)
    draw_waves(d, g)
    width = max(1, round(0.02 * g.size))
    for h in frame:
        corners = g.hex_corners(h)
        d.line([*corners, corners[0]], fill=sea_pal.FRAME_LINE, width=width, joint="curve")


STYLE = BackgroundStyle(
    tiles=(
        (GOLD, TileStyle(sea_pal.GOLD_FIELD, draw=draw_gold)),
        (FOG, TileStyle(sea_pal.FOG, coast=False, draw=draw_fog)),
        (SEA_TILE, TileStyle(None, coast=False)),
    ),
    water=draw_sea,
)
