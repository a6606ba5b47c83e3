"""Pieces as small pre-drawn RGBA images: roads, settlements, cities, the robber, dice and labels.

A render pastes these instead of drawing polygons, which makes the pieces smooth (drawn supersampled
once) and fast (a paste per piece). Roads need one sprite per orientation only: a pointy-top board has
exactly three path directions. Every sprite is cached per (kind, colour, size) and is read-only. A rule
set draws its own pieces in its folder with ``build`` and ``cached``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw

from rendering import palette as pal
from rendering.cache import LruCache
from rendering.fonts import font
from rendering.shapes import circle, polygon, rotated_rect, shrink, sprite_canvas

RGB = pal.RGB

SHADOW = (0, 0, 0, 80)

# Sizes in hex sizes (the hex circumradius): a road leaves room at both ends for the buildings.
ROAD_LENGTH = 0.64
ROAD_WIDTH = 0.15
OUTLINE_WIDTH = 0.035
ROBBER_SCALE = 1.15  # the robber fits beside the number token inside its hex (issue #18 item 11)
HALO_PAD = 0.09  # the white border a new road gets on each side, in hex sizes
ROBBER_RIM: RGB = (236, 236, 236)

_SETTLEMENT = [(-0.19, 0.19), (0.19, 0.19), (0.19, -0.04), (0.0, -0.24), (-0.19, -0.04)]
CITY_SHAPE = [(-0.29, 0.21), (0.29, 0.21), (0.29, -0.04), (0.03, -0.04), (0.03, -0.13), (-0.13, -0.32), (-0.29, -0.13)]


def disc_points(cx: float, cy: float, r: float, n: int = 28) -> list[tuple[float, float]]:
    """A circle as a polygon, so it can join the outlined, shadowed shapes of a sprite."""
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


@dataclass(frozen=True)
class Sprite:
    image: Image.Image  # RGBA, read-only
    anchor: tuple[float, float]  # the pixel of ``image`` that goes on the spot

    def paste_onto(self, target: Image.Image, at: tuple[float, float]) -> None:
        x = round(at[0] - self.anchor[0])
        y = round(at[1] - self.anchor[1])
        target.paste(self.image, (x, y), self.image)

    def paste_solid_onto(self, target: Image.Image, at: tuple[float, float]) -> None:
        """``paste_onto`` with the sprite's solid pixels only (``SOLID``), without its soft shadow and blended rim:
        in a picture posted sharp (``encode.Encoding.sharp``), which keeps one pixel of each rim's blends anyway."""
        x = round(at[0] - self.anchor[0])
        y = round(at[1] - self.anchor[1])
        target.paste(self.image.convert("RGB"), (x, y), _solid(self))


_CACHE: LruCache[Sprite] = LruCache(maxsize=512)

SOLID = 96  # alpha from which a sprite's pixel counts as the piece (its soft shadow and rim fade do not)


def _solid(sprite: Sprite) -> Image.Image:
    """The sprite's solid pixels as a 0/255 mask, computed once per sprite (sprites are cached)."""
    found = sprite.__dict__.get("_solid")
    if found is None:
        found = sprite.image.getchannel("A").point(lambda a: 255 if a >= SOLID else 0)
        object.__setattr__(sprite, "_solid", found)  # a cache on a frozen object; equal for every thread
    return found


def placed_box(sprite: Sprite, at: tuple[float, float]) -> tuple[int, int, int, int]:
    """The pixel box ``sprite`` covers when pasted at ``at`` (as ``paste_onto`` places it)."""
    x, y = round(at[0] - sprite.anchor[0]), round(at[1] - sprite.anchor[1])
    return x, y, x + sprite.image.width, y + sprite.image.height


def overlap(a: Sprite, at_a: tuple[float, float], b: Sprite, at_b: tuple[float, float]) -> int:
    """How many pixels are solid in both sprites, pasted at ``at_a`` and ``at_b``: 0 when one can be
    drawn without covering any of the other."""
    ax0, ay0, ax1, ay1 = placed_box(a, at_a)
    bx0, by0, bx1, by1 = placed_box(b, at_b)
    x0, y0, x1, y1 = max(ax0, bx0), max(ay0, by0), min(ax1, bx1), min(ay1, by1)
    if x0 >= x1 or y0 >= y1:
        return 0
    ma = _solid(a).crop((x0 - ax0, y0 - ay0, x1 - ax0, y1 - ay0))
    mb = _solid(b).crop((x0 - bx0, y0 - by0, x1 - bx0, y1 - by0))
    return ImageChops.multiply(ma, mb).histogram()[255]


def build(points: list[tuple[float, float]], fill: RGB, size: float, edge: RGB = pal.OUTLINE,
           extra: list[tuple[list[tuple[float, float]], RGB]] | None = None) -> Sprite:  # fmt: skip
    """Rasterise a polygon piece (plus optional extra shapes), with outline and a soft drop shadow."""
    xs = [p[0] for p in points] + [p[0] for shape, _c in extra or [] for p in shape]
    ys = [p[1] for p in points] + [p[1] for shape, _c in extra or [] for p in shape]
    pad = 0.08
    left, top = min(xs) - pad, min(ys) - pad
    w, h = (max(xs) - left + pad) * size, (max(ys) - top + pad) * size
    im, d, k = sprite_canvas(w, h)
    shadow_layer = Image.new("RGBA", im.size, (0, 0, 0, 0))
    sd = ImageDraw.Draw(shadow_layer)
    ow = OUTLINE_WIDTH * size * k

    def tr(shape: list[tuple[float, float]], dx: float = 0.0, dy: float = 0.0) -> list[tuple[float, float]]:
        return [((x - left + dx) * size * k, (y - top + dy) * size * k) for x, y in shape]

    for shape, _c in [*(extra or []), (points, fill)]:
        sd.polygon(tr(shape, 0.025, 0.035), fill=SHADOW)
    for shape, colour in [*(extra or []), (points, fill)]:
        polygon(d, tr(shape), colour, edge, ow)
    return Sprite(shrink(Image.alpha_composite(shadow_layer, im), k), (-left * size, -top * size))


def settlement(fill: RGB, size: float) -> Sprite:
    return _CACHE.get_or_build(("settlement", fill, size), lambda: build(_SETTLEMENT, fill, size))


def city(fill: RGB, size: float) -> Sprite:
    return _CACHE.get_or_build(("city", fill, size), lambda: build(CITY_SHAPE, fill, size))


def road(fill: RGB, angle: int, size: float) -> Sprite:
    """A road along a path at ``angle`` degrees (90 or +-30 on this board)."""

    pts = rotated_rect((0.0, 0.0), ROAD_LENGTH, ROAD_WIDTH, angle)
    return _CACHE.get_or_build(("road", fill, angle, size), lambda: build(pts, fill, size))


def robber(size: float, fill: RGB = pal.ROBBER, rim: RGB = ROBBER_RIM) -> Sprite:
    """A dark pawn with a light rim, visible on the darkest tile (forest) as well as the lightest; it is
    the piece players look for first, so it is drawn larger than a settlement. A rule set may draw it in
    other colours (the same shape, so that it is still found)."""

    def make() -> Sprite:
        k = ROBBER_SCALE
        body = [(-0.07 * k, -0.13 * k), (0.07 * k, -0.13 * k), (0.14 * k, 0.16 * k), (-0.14 * k, 0.16 * k)]
        base = [(-0.18 * k, 0.15 * k), (0.18 * k, 0.15 * k), (0.18 * k, 0.25 * k), (-0.18 * k, 0.25 * k)]
        head = disc_points(0.0, -0.2 * k, 0.1 * k)
        return build(body, fill, size, edge=rim, extra=[(base, fill), (head, fill)])

    key = ("robber", size) if (fill, rim) == (pal.ROBBER, ROBBER_RIM) else ("robber", size, fill, rim)
    return _CACHE.get_or_build(key, make)


def disc(radius: float, fill: RGB, ring: RGB, ring_width: float, edge: RGB = pal.OUTLINE) -> Sprite:
    """A smooth filled circle with a coloured ring and a thin dark rim (so a white ring still shows),
    anchored on its centre: the background of labels."""

    def make() -> Sprite:
        total = 2 * radius + 4
        im, d, k = sprite_canvas(total, total)
        c = total / 2 * k
        rim = max(2.0, 0.15 * ring_width) * k
        circle(d, (c, c), radius * k, edge)
        circle(d, (c, c), radius * k - rim, fill, ring, ring_width * k - rim)
        return Sprite(shrink(im, k), (total / 2, total / 2))

    return _CACHE.get_or_build(("disc", radius, fill, ring, ring_width, edge), make)


def pill(width: int, height: int, fill: RGB, ring: RGB, ring_width: float) -> Sprite:
    """A smooth rounded label background, anchored on its centre."""

    def make() -> Sprite:
        total_w, total_h = width + 4, height + 4
        im, d, k = sprite_canvas(total_w, total_h)
        box = (2 * k, 2 * k, (2 + width) * k, (2 + height) * k)
        d.rounded_rectangle(box, radius=height / 2 * k, fill=fill, outline=ring, width=round(ring_width * k))
        return Sprite(shrink(im, k), (total_w / 2, total_h / 2))

    return _CACHE.get_or_build(("pill", width, height, fill, ring, ring_width), make)


def halo(radius: float, band: float) -> Sprite:
    """The mark of a building placed last turn: a bright ring with dark edges around the spot, drawn
    under the piece. The dark-edged ring is a shape, so it reads in greyscale as well."""

    def make() -> Sprite:
        total = 2 * radius + 4
        im, d, k = sprite_canvas(total, total)
        c = total / 2 * k
        edge = max(2.0, band * 0.28) * k
        circle(d, (c, c), radius * k, pal.OUTLINE)
        circle(d, (c, c), radius * k - edge, pal.HIGHLIGHT)
        circle(d, (c, c), (radius - band) * k + edge, pal.OUTLINE)
        # The inside stays transparent: the terrain shows through around the piece.
        inner = (radius - band) * k
        mask = Image.new("L", im.size, 255)
        ImageDraw.Draw(mask).ellipse((c - inner, c - inner, c + inner, c + inner), fill=0)
        im.putalpha(Image.composite(im.getchannel("A"), Image.new("L", im.size, 0), mask))
        return Sprite(shrink(im, k), (total / 2, total / 2))

    return _CACHE.get_or_build(("halo", radius, band), make)


def road_halo(angle: int, size: float) -> Sprite:
    """The mark of a road built last turn: a bright border with dark edges around the road's place,
    drawn under the road sprite (which covers its middle)."""

    def make() -> Sprite:
        length, width = (ROAD_LENGTH + 2 * HALO_PAD) * size, (ROAD_WIDTH + 2 * HALO_PAD) * size
        span = math.hypot(length, width) + 4
        im, d, k = sprite_canvas(span, span)
        c = span / 2 * k
        outer = rotated_rect((c, c), length * k, width * k, angle)
        polygon(d, outer, pal.HIGHLIGHT, pal.OUTLINE, max(2.0, 0.03 * size) * k)
        return Sprite(shrink(im, k), (span / 2, span / 2))

    return _CACHE.get_or_build(("road_halo", angle, size), make)


def number_label(label: str, radius: float, font_size: int) -> Sprite:
    """An intersection number on an empty intersection: dark digits on a white disc with a thin dark
    rim, one sprite (a single paste per intersection keeps 54 of them cheap)."""

    def make() -> Sprite:
        total = 2 * radius + 4
        im, d, k = sprite_canvas(total, total)
        c = total / 2 * k
        circle(d, (c, c), radius * k, (255, 255, 255), pal.OUTLINE, max(1.5, radius * 0.1) * k)
        small = shrink(im, k)
        ImageDraw.Draw(small).text(
            (total / 2, total / 2 + 1), label, font=font("condensed", font_size), fill=(*pal.INK, 255), anchor="mm"
        )
        return Sprite(small, (total / 2, total / 2))

    return _CACHE.get_or_build(("number_label", label, radius, font_size), make)


def die(value: int, side: float, face: RGB = pal.DICE_FILL, pip: RGB = pal.INK) -> Sprite:
    """A die face showing ``value`` (1..6), ``side`` pixels wide (a rule set may colour it)."""

    def make() -> Sprite:
        pad = 0.08 * side
        total = side + 2 * pad
        im, d, k = sprite_canvas(total, total)
        box = (pad * k, pad * k, (pad + side) * k, (pad + side) * k)
        d.rounded_rectangle(box, radius=0.18 * side * k, fill=face, outline=pal.OUTLINE,
                            width=round(0.05 * side * k))  # fmt: skip
        for fx, fy in _DIE_PIPS[value]:
            circle(d, ((pad + fx * side) * k, (pad + fy * side) * k), 0.095 * side * k, pip)
        return Sprite(shrink(im, k), (total / 2, total / 2))

    key = ("die", value, side) if (face, pip) == (pal.DICE_FILL, pal.INK) else ("die", value, side, face, pip)
    return _CACHE.get_or_build(key, make)


_L, _M, _H = 0.27, 0.5, 0.73
_DIE_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_M, _M),),
    2: ((_L, _L), (_H, _H)),
    3: ((_L, _L), (_M, _M), (_H, _H)),
    4: ((_L, _L), (_H, _L), (_L, _H), (_H, _H)),
    5: ((_L, _L), (_H, _L), (_M, _M), (_L, _H), (_H, _H)),
    6: ((_L, _L), (_H, _L), (_L, _M), (_H, _M), (_L, _H), (_H, _H)),
}


def cached(key: tuple[object, ...], make: Callable[[], Sprite]) -> Sprite:
    """The sprite of ``key`` (a rule set's sprites start their keys with their own kind), built once."""
    return _CACHE.get_or_build(key, make)


def cache_clear() -> None:
    _CACHE.clear()
