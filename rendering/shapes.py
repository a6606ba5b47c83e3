"""Small drawing helpers shared by the board, the pieces and the hand.

Pillow draws polygons and circles without anti-aliasing, so shapes that must look smooth are drawn at
``SUPERSAMPLE`` times the size and shrunk with a box filter; text is anti-aliased by FreeType and is
drawn at the final size instead.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from rendering import fonts
from rendering.cache import LruCache
from rendering.fonts import Style, font
from rendering.names import ROBOT
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

ROBOT_FACE = -1  # a run drawn as the built-in player badge (a drawn icon) instead of a font glyph
ROBOT_ADVANCE = 0.92  # em: the badge is about as wide as a capital letter and its gap


class Run(NamedTuple):
    """Consecutive characters of a text drawn with one face: None for DejaVu, an index into
    ``rendering.fonts.FALLBACKS``, or ``ROBOT_FACE``."""

    text: str
    face: int | None


_RUNS_CACHE: LruCache[tuple[Run, ...]] = LruCache(maxsize=4096)


def runs(content: str, style: Style) -> tuple[Run, ...]:
    """``content`` split into runs by the face that has each character (per-character fallback).

    Joiners and variation selectors stay in the run they follow (emoji sequences), and so do spaces
    and combining marks when that run's face has them (a right-to-left name keeps its words in one
    run, so they stay in order). The robot face always becomes the drawn badge of a built-in player.
    """

    def make() -> tuple[Run, ...]:
        out: list[list] = []
        for ch in content:
            if ch == ROBOT:
                out.append([ch, ROBOT_FACE])
                continue
            current = out[-1][1] if out else None
            if (
                out
                and current != ROBOT_FACE
                and (fonts.is_joiner(ch) or ch.isspace() or unicodedata.category(ch) in ("Mn", "Me"))
            ):
                # A space stays in a run only where it matters to the order of words (a right-to-left
                # run keeps its words in order) or is part of the script; the emoji face's space is an
                # emoji wide, so after emoji it is DejaVu's.
                keep = fonts.covers(current, style, ch) and not (ch.isspace() and current == fonts.EMOJI)
                if keep:
                    out[-1][0] += ch
                elif not fonts.is_joiner(ch):  # an unsupported joiner would draw a box: leave it out
                    out.append([ch, fonts.face_for(ch, style)])
                continue
            if fonts.is_joiner(ch):
                continue  # nothing to join at the start of a text or after the badge
            face = fonts.face_for(ch, style)
            if out and out[-1][1] == face:
                out[-1][0] += ch
            else:
                out.append([ch, face])
        return tuple(Run(t, f) for t, f in out)

    return _RUNS_CACHE.get_or_build((content, style), make)


def _simple(parts: tuple[Run, ...]) -> bool:
    """Text DejaVu draws alone: drawn and measured exactly as before fallback faces existed."""
    return all(r.face is None for r in parts)


def _run_font(run: Run, style: Style, size: int) -> ImageFont.FreeTypeFont:
    if run.face is None:
        return font(style, size)
    found = fonts.fallback_font(run.face, style, size)
    return found if found is not None else font(style, size)  # package missing: DejaVu's boxes


def _run_width(run: Run, style: Style, size: int) -> float:
    if run.face == ROBOT_FACE:
        return ROBOT_ADVANCE * size * len(run.text)
    return _run_font(run, style, size).getlength(run.text)


def robot_badge(size: int) -> Image.Image:
    """The built-in player badge for text of ``size`` px: a robot head (antenna, ears, eyes and mouth
    cut out) as a coverage mask, ``ROBOT_ADVANCE`` em wide, its baseline ``robot_baseline(size)`` px
    from the top. One colour, like a glyph, so it takes the text's colour on any background."""

    def make() -> Image.Image:
        k = SUPERSAMPLE
        em = size * k
        w, h = math.ceil(ROBOT_ADVANCE * size), robot_baseline(size) + math.ceil(0.06 * size)
        im = Image.new("L", (w * k, h * k), 0)
        d = ImageDraw.Draw(im)
        base = robot_baseline(size) * k

        def box(x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
            return (x0 * em, base + y0 * em, x1 * em, base + y1 * em)

        d.ellipse(box(0.39, -0.82, 0.53, -0.68), fill=255)  # antenna ball
        d.rectangle(box(0.43, -0.72, 0.49, -0.6), fill=255)  # antenna
        d.rounded_rectangle(box(0.02, -0.44, 0.9, -0.2), radius=0.04 * em, fill=255)  # ears
        d.rounded_rectangle(box(0.1, -0.62, 0.82, 0.0), radius=0.13 * em, fill=255)  # head
        d.ellipse(box(0.22, -0.47, 0.4, -0.29), fill=0)  # eyes
        d.ellipse(box(0.52, -0.47, 0.7, -0.29), fill=0)
        d.rounded_rectangle(box(0.28, -0.19, 0.64, -0.11), radius=0.03 * em, fill=0)  # mouth
        return im.reduce(k)

    return _BADGE_CACHE.get_or_build(size, make)


def robot_baseline(size: int) -> int:
    return math.ceil(0.84 * size)


_BADGE_CACHE: LruCache[Image.Image] = LruCache(maxsize=64)


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
        parts = runs(text, style)
        if not _simple(parts):
            return _composed_mask(parts, style, size, anchor, stroke_width)
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


def _composed_mask(parts: tuple[Run, ...], style: Style, size: int, anchor: Anchor, stroke_width: int) -> TextMask:
    """Runs of several faces on one baseline: DejaVu's, placed as DejaVu alone would place it for
    ``anchor``, so a name with an emoji sits on the same line as the text around it. Horizontal
    anchors use the summed advances, the same widths ``text_width`` and ``fit_text`` measure."""
    primary = font(style, size)
    horizontal, vertical = (anchor + "m")[:2]
    baseline = primary.getbbox("H", anchor="l" + vertical)[1] - primary.getbbox("H", anchor="ls")[1]
    widths = [_run_width(r, style, size) for r in parts]
    total = sum(widths)
    x = {"l": 0.0, "m": -total / 2, "r": -total}.get(horizontal, 0.0)
    placed: list[tuple[Run, float]] = []
    boxes: list[tuple[float, float, float, float]] = []
    sw = stroke_width
    for run, w in zip(parts, widths, strict=True):
        placed.append((run, x))
        if run.face == ROBOT_FACE:
            boxes.append((x - sw, baseline - robot_baseline(size) - sw, x + w + sw,
                          baseline + math.ceil(0.06 * size) + sw))  # fmt: skip
        else:
            x0, y0, x1, y1 = _run_font(run, style, size).getbbox(run.text, anchor="ls", stroke_width=sw)
            boxes.append((x + x0, baseline + y0, x + x1, baseline + y1))
        x += w
    left, top = math.floor(min(b[0] for b in boxes)), math.floor(min(b[1] for b in boxes))
    right, bottom = math.ceil(max(b[2] for b in boxes)), math.ceil(max(b[3] for b in boxes))
    size_px = (max(1, right - left), max(1, bottom - top))

    def draw(stroke: int) -> Image.Image:
        mask = Image.new("L", size_px, 0)
        d = ImageDraw.Draw(mask)
        for run, rx in placed:
            at = (rx - left, baseline - top)
            if run.face == ROBOT_FACE:
                badge = robot_badge(size)
                if stroke:  # the outline of the badge: its shape grown by the stroke width
                    grown = Image.new("L", (badge.width + 2 * stroke, badge.height + 2 * stroke), 0)
                    grown.paste(badge, (stroke, stroke))
                    badge = grown.filter(ImageFilter.MaxFilter(2 * stroke + 1))
                for i in range(len(run.text)):
                    pos = (
                        round(at[0] + i * ROBOT_ADVANCE * size) - stroke,
                        round(at[1]) - robot_baseline(size) - stroke,
                    )
                    mask.paste(255, pos, badge)
            else:
                d.text(at, run.text, font=_run_font(run, style, size), fill=255, anchor="ls",
                       stroke_width=stroke, stroke_fill=255)  # fmt: skip
        return mask

    return TextMask(draw(0), draw(stroke_width) if stroke_width else None, (left, top))


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
    """The advance of ``content`` in px, over all its runs (what ``text`` draws and ``fit_text`` fits)."""
    parts = runs(content, style)
    if _simple(parts):
        return font(style, size).getlength(content)
    return sum(_run_width(r, style, size) for r in parts)


_FIT_CACHE: LruCache[str] = LruCache(maxsize=4096)


def fit_text(content: str, style: Style, size: int, max_width: float) -> str:
    """``content`` shortened with an ellipsis until it fits ``max_width`` pixels.

    Measuring costs ~0.5 ms per call and the same labels come back every render, so results are cached.
    A cut never leaves a dangling joiner, variation selector or combining mark at the end.
    """

    def make() -> str:
        if text_width(content, style, size) <= max_width:
            return content
        text = content
        while text and text_width(text + "…", style, size) > max_width:
            text = _trim_last(text)
        return text.rstrip() + "…"

    return _FIT_CACHE.get_or_build((content, style, size, max_width), make)


def _trim_last(text: str) -> str:
    """``text`` without its last character, and without what depended on it (joiners, marks)."""
    text = text[:-1]
    while text and (fonts.is_joiner(text[-1]) or unicodedata.category(text[-1]) in ("Mn", "Me")):
        text = text[:-1]
    return text


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
