"""Terrain and resource icons, drawn from simple shapes so they scale and need no image files.

Each icon fits a box about ``2u`` wide and ``1.1u`` tall around its centre. The icons are the second
cue beside colour (bricks, trees, peaks, wheat, a sheep, a cactus), so players who cannot tell two
terrain colours apart still read the board. A resource uses the icon of the terrain producing it.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import ImageDraw

from rendering import palette as pal
from rendering.shapes import circle, polygon, thick_line

Draw = ImageDraw.ImageDraw


def _bricks(d: Draw, x: float, y: float, u: float) -> None:
    brick = (176, 72, 40)
    mortar = pal.TERRAIN_LIGHT[0]
    bw, bh, gap = 0.58 * u, 0.3 * u, 0.06 * u
    for i, count in enumerate((3, 2, 1)):  # a stacked pyramid reads as "bricks" even when tiny
        top = y + 0.5 * u - (i + 1) * (bh + gap)
        for j in range(count):
            left = x - (count * bw + (count - 1) * gap) / 2 + j * (bw + gap)
            d.rounded_rectangle((left, top, left + bw, top + bh), radius=0.05 * u, fill=brick, outline=mortar,
                                width=max(1, round(0.05 * u)))  # fmt: skip


def _trees(d: Draw, x: float, y: float, u: float) -> None:
    fill, edge, trunk = pal.TERRAIN_LIGHT[1], pal.TERRAIN_DARK[1], (96, 64, 36)
    base = y + 0.6 * u
    for dx, scale in ((-0.6, 0.82), (0.6, 0.82), (0.0, 1.0)):  # the middle tree last, in front
        cx, h, w = x + dx * u, 1.25 * u * scale, 0.42 * u * scale
        d.rectangle((cx - 0.07 * u, base - 0.2 * u, cx + 0.07 * u, base), fill=trunk)
        bottom = base - 0.16 * u
        # Three stacked tiers, each narrower and higher: a conifer at any size.
        for tier in range(3):
            t_bottom = bottom - tier * 0.27 * h
            t_top = t_bottom - 0.5 * h
            half = w * (1.0 - 0.22 * tier)
            polygon(d, [(cx, t_top), (cx + half, t_bottom), (cx - half, t_bottom)], fill, edge, 0.06 * u)


def _peaks(d: Draw, x: float, y: float, u: float) -> None:
    rock, back, snow, edge = pal.TERRAIN_DARK[2], (96, 100, 116), pal.TERRAIN_LIGHT[2], (40, 42, 52)
    base = y + 0.55 * u
    polygon(d, [(x + 0.35 * u, y - 0.4 * u), (x + 1.0 * u, base), (x - 0.3 * u, base)], back, edge, 0.06 * u)
    polygon(d, [(x - 0.3 * u, y - 0.6 * u), (x + 0.45 * u, base), (x - 1.0 * u, base)], rock, edge, 0.06 * u)
    # Snow caps: the top quarter of each peak.
    polygon(d, [(x + 0.35 * u, y - 0.4 * u), (x + 0.52 * u, y - 0.14 * u), (x + 0.36 * u, y - 0.2 * u),
                (x + 0.2 * u, y - 0.12 * u)], snow)  # fmt: skip
    polygon(d, [(x - 0.3 * u, y - 0.6 * u), (x - 0.08 * u, y - 0.26 * u), (x - 0.26 * u, y - 0.34 * u),
                (x - 0.5 * u, y - 0.24 * u)], snow)  # fmt: skip


def _wheat(d: Draw, x: float, y: float, u: float) -> None:
    stalk, grain = (150, 100, 16), (196, 140, 28)
    base = (x, y + 0.6 * u)
    for dx in (-0.75, 0.0, 0.75):
        tip = (x + dx * u, y - 0.55 * u)
        thick_line(d, base, tip, 0.08 * u, stalk)
        for k in range(4):  # grains along the upper half of the stalk, in pairs
            t = 0.15 + 0.2 * k
            gx, gy = tip[0] + (base[0] - tip[0]) * t * 0.6, tip[1] + (base[1] - tip[1]) * t * 0.6
            for side in (-1, 1):
                ox = side * 0.11 * u
                d.ellipse((gx + ox - 0.09 * u, gy - 0.13 * u, gx + ox + 0.09 * u, gy + 0.05 * u), fill=grain)
        circle(d, tip, 0.1 * u, grain)


def _sheep(d: Draw, x: float, y: float, u: float) -> None:
    wool, edge, face = pal.TERRAIN_LIGHT[4], (40, 70, 58), (50, 50, 54)
    for lx in (-0.45, -0.15, 0.2, 0.45):
        thick_line(d, (x + lx * u, y + 0.2 * u), (x + lx * u, y + 0.58 * u), 0.11 * u, face)
    # A fluffy body: overlapping circles, outlined first so the outline shows only on the rim.
    puffs = [(-0.5, 0.0, 0.32), (-0.15, -0.18, 0.34), (0.22, -0.16, 0.33), (0.45, 0.05, 0.3), (0.0, 0.12, 0.36)]
    for px, py, r in puffs:
        circle(d, (x + px * u, y + py * u), (r + 0.07) * u, edge)
    for px, py, r in puffs:
        circle(d, (x + px * u, y + py * u), r * u, wool)
    d.ellipse((x + 0.62 * u, y - 0.32 * u, x + 1.02 * u, y + 0.06 * u), fill=face)
    circle(d, (x + 0.74 * u, y - 0.18 * u), 0.05 * u, (255, 255, 255))


def _cactus(d: Draw, x: float, y: float, u: float) -> None:
    green, edge, dune = (88, 140, 76), (40, 80, 40), pal.TERRAIN_DARK[5]
    d.chord((x - 1.1 * u, y + 0.35 * u, x + 0.3 * u, y + 1.0 * u), 180, 360, fill=dune)
    d.chord((x - 0.2 * u, y + 0.4 * u, x + 1.1 * u, y + 0.95 * u), 180, 360, fill=dune)
    w = 0.12 * u
    trunk_and_arms = (
        ((x + 0.2 * u, y + 0.55 * u), (x + 0.2 * u, y - 0.55 * u)),
        ((x + 0.2 * u, y + 0.05 * u), (x - 0.15 * u, y + 0.05 * u)),
        ((x - 0.15 * u, y + 0.05 * u), (x - 0.15 * u, y - 0.3 * u)),
        ((x + 0.2 * u, y - 0.05 * u), (x + 0.52 * u, y - 0.05 * u)),
        ((x + 0.52 * u, y - 0.05 * u), (x + 0.52 * u, y - 0.38 * u)),
    )
    for a, b in trunk_and_arms:  # all outlines first, then all fills, so the arms join seamlessly
        thick_line(d, a, b, 2 * w + 0.08 * u, edge)
    for a, b in trunk_and_arms:
        thick_line(d, a, b, 2 * w, green)


# By terrain id (== resource id for the five producing terrains).
_ICONS: tuple[Callable[[Draw, float, float, float], None], ...] = (_bricks, _trees, _peaks, _wheat, _sheep, _cactus)


def terrain_icon(d: Draw, terrain: int, x: float, y: float, u: float) -> None:
    """Draw the icon of ``terrain`` centred on (x, y) at unit ``u`` (half its width)."""
    _ICONS[terrain](d, x, y, u)


def resource_icon(d: Draw, resource: int, x: float, y: float, u: float) -> None:
    _ICONS[resource](d, x, y, u)
