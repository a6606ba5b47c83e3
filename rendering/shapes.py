"""Small drawing helpers shared by the board, the pieces and the hand.

Pillow draws polygons and circles without anti-aliasing, so shapes that must look smooth are drawn at
``SUPERSAMPLE`` times the size and shrunk with a box filter; text is anti-aliased by FreeType and is
drawn at the final size instead.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from rendering.cache import LruCache
from rendering.fonts import Style, font
from rendering.palette import RGB

Point = tuple[float, float]

SUPERSAMPLE = 4


def circle(draw: ImageDraw.ImageDraw, centre: Point, radius: float, fill: RGB | None, outline: RGB | None = None,
           width: float = 0) -> None:  # fmt: skip
    """A filled circle with an outline of ``width`` drawn inside the radius (so sizes add up exactly)."""
    x, y = centre
    if outline is not None and width > 0:
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=outline)
        radius -= width
    if fill is not None:
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill)


def polygon(draw: ImageDraw.ImageDraw, points: Sequence[Point], fill: RGB, outline: RGB | None = None,
            width: float = 0) -> None:  # fmt: skip
    """A filled polygon with a uniform outline straddling its edges (round joins, no spikes)."""
    draw.polygon(list(points), fill=fill)
    if outline is not None and width > 0:
        w = max(1, round(width))
        draw.line([*points, points[0]], fill=outline, width=w, joint="curve")
        for p in points:  # "curve" joins leave small notches at sharp corners; cap every corner
            circle(draw, p, w / 2, outline)


def thick_line(draw: ImageDraw.ImageDraw, a: Point, b: Point, width: float, fill: RGB) -> None:
    """A line with round caps."""
    w = max(1, round(width))
    draw.line([a, b], fill=fill, width=w)
    circle(draw, a, w / 2, fill)
    circle(draw, b, w / 2, fill)


def rotated_rect(centre: Point, length: float, width: float, angle_deg: float) -> list[Point]:
    """Corners of a ``length`` x ``width`` rectangle centred on ``centre`` and turned by ``angle_deg``."""
    cx, cy = centre
    a = math.radians(angle_deg)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx
    hl, hw = length / 2, width / 2
    return [
        (cx + dx * hl + nx * hw, cy + dy * hl + ny * hw),
        (cx - dx * hl + nx * hw, cy - dy * hl + ny * hw),
        (cx - dx * hl - nx * hw, cy - dy * hl - ny * hw),
        (cx + dx * hl - nx * hw, cy + dy * hl - ny * hw),
    ]


Anchor = str


class TextMask:
    """A rendered piece of text: coverage masks (fill, and stroke if any) and their offset from the
    anchor point. Rendering glyphs costs ~0.3 ms per call; counts, names and labels repeat from one
    render to the next, so masks are cached and a render only pastes colour through them."""

    __slots__ = ("fill", "offset", "stroke")

    def __init__(self, fill: Image.Image, stroke: Image.Image | None, offset: tuple[int, int]) -> None:
        self.fill = fill
        self.stroke = stroke
        self.offset = offset


_TEXT_CACHE: LruCache[TextMask] = LruCache(maxsize=4096)


def text_mask(text: str, style: Style, size: int, anchor: Anchor, stroke_width: int) -> TextMask:
    def make() -> TextMask:
        f = font(style, size)
        left, top, right, bottom = f.getbbox(text, anchor=anchor, stroke_width=stroke_width)
        box = (max(1, right - left), max(1, bottom - top))
        fill = Image.new("L", box, 0)
        ImageDraw.Draw(fill).text((-left, -top), text, font=f, fill=255, anchor=anchor)
        stroke = None
        if stroke_width:
            stroke = Image.new("L", box, 0)
            ImageDraw.Draw(stroke).text((-left, -top), text, font=f, fill=255, anchor=anchor,
                                        stroke_width=stroke_width, stroke_fill=255)  # fmt: skip
        return TextMask(fill, stroke, (left, top))

    return _TEXT_CACHE.get_or_build((text, style, size, anchor, stroke_width), make)


def text(im: Image.Image, at: Point, content: str, style: Style, size: int, fill: RGB, anchor: Anchor = "mm",
         stroke: RGB | None = None, stroke_width: int = 0) -> None:  # fmt: skip
    """Draw ``content`` with its ``anchor`` (Pillow anchors: "mm" centre, "lm" left-middle, ...) on
    ``at``, rounded to whole pixels so that cached and fresh renders are identical."""
    if not content:
        return
    mask = text_mask(content, style, size, anchor, stroke_width if stroke is not None else 0)
    x = round(at[0]) + mask.offset[0]
    y = round(at[1]) + mask.offset[1]
    if mask.stroke is not None and stroke is not None:
        im.paste(stroke, (x, y), mask.stroke)
    im.paste(fill, (x, y), mask.fill)


def text_width(content: str, style: Style, size: int) -> float:
    return font(style, size).getlength(content)


_FIT_CACHE: LruCache[str] = LruCache(maxsize=4096)


def fit_text(content: str, style: Style, size: int, max_width: float) -> str:
    """``content`` shortened with an ellipsis until it fits ``max_width`` pixels.

    Measuring costs ~0.5 ms per call and the same labels come back every render, so results are cached.
    """

    def make() -> str:
        f = font(style, size)
        text = content
        if f.getlength(text) <= max_width:
            return text
        while text and f.getlength(text + "…") > max_width:
            text = text[:-1]
        return text.rstrip() + "…"

    return _FIT_CACHE.get_or_build((content, style, size, max_width), make)


def sprite_canvas(width: float, height: float) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A transparent supersampled canvas for a sprite of ``width`` x ``height`` pixels, and its scale."""
    k = SUPERSAMPLE
    im = Image.new("RGBA", (math.ceil(width * k), math.ceil(height * k)), (0, 0, 0, 0))
    return im, ImageDraw.Draw(im), k


def shrink(im: Image.Image, k: int = SUPERSAMPLE) -> Image.Image:
    """Box-filter a supersampled image back to its final size.

    Transparent images are averaged with premultiplied alpha, so a shape's rim fades in opacity only
    and never picks up the colour of the invisible pixels around it.
    """
    if im.mode == "RGBA":
        return im.convert("RGBa").reduce(k).convert("RGBA")
    return im.reduce(k)
