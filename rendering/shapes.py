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

from rendering import bidi, fonts, words
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
    """Consecutive characters of a text drawn with one face (None for DejaVu, an index into
    ``rendering.fonts.FALLBACKS``, or ``ROBOT_FACE``) at one bidirectional ``level`` (odd: right to
    left, see ``rendering.bidi``), in logical order."""

    text: str
    face: int | None
    level: int = 0


_RUNS_CACHE: LruCache[tuple[Run, ...]] = LruCache(maxsize=4096)

# Characters that belong to the character before them and to its run: combining marks (a Devanagari
# vowel sign is "Mc", an accent "Mn") and enclosing marks.
_MARKS = ("Mn", "Mc", "Me")
EMOJI_PRESENTATION = "\ufe0f"  # variation selector 16: draw the character before it as an emoji


def runs(content: str, style: Style) -> tuple[Run, ...]:
    """``content`` split into runs by the face that has each character (per-character fallback) and by
    direction, in logical order (``placed`` gives the order they are drawn in).

    Joiners and variation selectors stay in the run they follow (emoji sequences), and so do spaces
    and combining marks when that run's face has them and they have its direction. The robot face
    always becomes the drawn badge of a built-in player; direction marks (LRM, RLM) order the text
    around them and are not drawn.
    """

    def make() -> tuple[Run, ...]:
        out: list[list] = []
        for i, (ch, level) in enumerate(zip(content, bidi.levels(content), strict=True)):
            if ch in bidi.INVISIBLE:
                continue
            if ch == ROBOT:
                out.append([ch, ROBOT_FACE, level])
                continue
            current = out[-1][1] if out else None
            if (
                out
                and current != ROBOT_FACE
                and out[-1][2] == level
                and (fonts.is_joiner(ch) or ch.isspace() or unicodedata.category(ch) in _MARKS)
            ):
                # A space stays in a run only where it is part of the script; the emoji face's space
                # is an emoji wide, so after emoji it is DejaVu's.
                keep = fonts.covers(current, style, ch) and not (ch.isspace() and current == fonts.EMOJI)
                if keep:
                    out[-1][0] += ch
                elif not fonts.is_joiner(ch):  # an unsupported joiner would draw a box: leave it out
                    out.append([ch, fonts.face_for(ch, style), level])
                continue
            if fonts.is_joiner(ch):
                continue  # nothing to join at the start of a text or after the badge
            face = fonts.face_for(ch, style)
            if content[i + 1 : i + 2] == EMOJI_PRESENTATION and fonts.covers(fonts.EMOJI, style, ch):
                face = fonts.EMOJI  # "❤️": DejaVu has a black heart, the name asked for the red one
            if out and out[-1][1] == face and out[-1][2] == level:
                out[-1][0] += ch
            else:
                out.append([ch, face, level])
        return tuple(Run(t, f, lv) for t, f, lv in out)

    return _RUNS_CACHE.get_or_build((content, style), make)


def placed(parts: tuple[Run, ...], style: Style, size: int) -> list[tuple[Run, float, float]]:
    """The runs in the order they are drawn, left to right, each with its x offset and advance: the
    line is laid out as a whole (bidirectional order across runs), each run by libraqm (shaping and
    order inside it)."""
    out = []
    x = 0.0
    for run in bidi.visual_order(parts, [r.level for r in parts]):
        w = _run_width(run, style, size)
        out.append((run, x, w))
        x += w
    return out


def _simple(parts: tuple[Run, ...]) -> bool:
    """Text DejaVu draws alone, left to right: drawn and measured exactly as before fallback faces existed."""
    return all(r.face is None and r.level == 0 for r in parts)


def _rtl(run: Run) -> bool:
    return run.level % 2 == 1


def _run_font(run: Run, style: Style, size: int) -> ImageFont.FreeTypeFont:
    if run.face is None or run.face == ROBOT_FACE:
        return font(style, size, rtl=_rtl(run))
    found = fonts.fallback_font(run.face, style, size)
    # File missing: DejaVu's boxes, in its libraqm layout (the run is handed a direction).
    return found if found is not None else font(style, size, rtl=True)


def _direction(run: Run) -> str | None:
    """The direction libraqm lays the run out in (its own level; the line is already ordered)."""
    if not fonts.RAQM or (run.face is None and not _rtl(run)):
        return None  # DejaVu's basic layout, or no libraqm: left to right only
    return "rtl" if _rtl(run) else "ltr"


def _shown(run: Run) -> str:
    """The run's text as handed to the font: without libraqm, a right-to-left run is reversed here."""
    return run.text[::-1] if _rtl(run) and not fonts.RAQM else run.text


def _scale(run: Run, size: int) -> float:
    """Bitmap (colour emoji) glyphs exist at one size and are scaled to ``size``."""
    return size / fonts.EMOJI_PPEM if fonts.is_bitmap(run.face) else 1.0


def _run_width(run: Run, style: Style, size: int) -> float:
    if run.face == ROBOT_FACE:
        return ROBOT_ADVANCE * size * len(run.text)
    f = _run_font(run, style, size)
    return f.getlength(_shown(run), direction=_direction(run)) * _scale(run, size)


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
    """A rendered piece of text: coverage masks (fill, and stroke if any), the colour glyphs (emoji) if
    any, and their offset from the anchor point. Rendering glyphs costs ~0.3 ms per call; counts,
    names and labels repeat from one render to the next, so masks are cached and a render only pastes
    colour through them."""

    __slots__ = ("colour", "fill", "offset", "stroke")

    def __init__(self, fill: Image.Image, stroke: Image.Image | None, offset: tuple[int, int],
                 colour: Image.Image | None = None) -> None:  # fmt: skip
        self.fill = fill
        self.stroke = stroke
        self.offset = offset
        self.colour = colour


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


_EMOJI_CACHE: LruCache[tuple[Image.Image, tuple[int, int]]] = LruCache(maxsize=1024)


def _bitmap_glyphs(run: Run, style: Style, size: int) -> tuple[Image.Image, tuple[int, int]]:
    """A run of colour emoji drawn at the strike's size and scaled to ``size`` (RGBA), and the offset
    of its top left corner from the pen position on the baseline. Drawing a glyph of the 109 px strike
    and scaling it costs ~3 ms (10-15 ms on a loaded machine); the result is cached like every text
    mask, and names come back every render."""

    def make() -> tuple[Image.Image, tuple[int, int]]:
        f = _run_font(run, style, size)
        ppem = fonts.EMOJI_PPEM
        pad, base = ppem // 2, round(1.5 * ppem)  # room for any bearing; the baseline well below the top
        big = Image.new("RGBA", (math.ceil(f.getlength(_shown(run), direction=_direction(run))) + 2 * pad, 2 * ppem),
                        (0, 0, 0, 0))  # fmt: skip
        ImageDraw.Draw(big).text((pad, base), _shown(run), font=f, anchor="ls", embedded_color=True,
                                 direction=_direction(run))  # fmt: skip
        box = big.getchannel("A").getbbox() or (pad, base - 1, pad + 1, base)
        big = big.crop(box)
        k = _scale(run, size)
        w, h = max(1, round(big.width * k)), max(1, round(big.height * k))
        small = big.convert("RGBa").resize((w, h), Image.Resampling.LANCZOS).convert("RGBA")
        return small, (math.floor((box[0] - pad) * k), math.floor((box[1] - base) * k))

    return _EMOJI_CACHE.get_or_build((run, style, size), make)


def _composed_mask(parts: tuple[Run, ...], style: Style, size: int, anchor: Anchor, stroke_width: int) -> TextMask:
    """Runs of several faces or directions on one baseline: DejaVu's, placed as DejaVu alone would
    place it for ``anchor``, so a name with an emoji sits on the same line as the text around it.
    Horizontal anchors use the summed advances, the same widths ``text_width`` and ``fit_text``
    measure. Runs are drawn in visual order (``placed``), each shaped by libraqm in its direction."""
    primary = font(style, size)
    horizontal, vertical = (anchor + "m")[:2]
    baseline = primary.getbbox("H", anchor="l" + vertical)[1] - primary.getbbox("H", anchor="ls")[1]
    line = placed(parts, style, size)
    total = sum(w for _, _, w in line)
    x0 = {"l": 0.0, "m": -total / 2, "r": -total}.get(horizontal, 0.0)
    boxes: list[tuple[float, float, float, float]] = []
    sw = stroke_width
    for run, rx, w in line:
        x = x0 + rx
        if run.face == ROBOT_FACE:
            boxes.append((x - sw, baseline - robot_baseline(size) - sw, x + w + sw,
                          baseline + math.ceil(0.06 * size) + sw))  # fmt: skip
        elif fonts.is_bitmap(run.face):
            glyphs, (gx, gy) = _bitmap_glyphs(run, style, size)
            boxes.append((x + gx - sw, baseline + gy - sw, x + gx + glyphs.width + sw, baseline + gy + glyphs.height + sw))
        else:
            bx0, by0, bx1, by1 = _run_font(run, style, size).getbbox(_shown(run), anchor="ls", stroke_width=sw,
                                                                     direction=_direction(run))  # fmt: skip
            boxes.append((x + bx0, baseline + by0, x + bx1, baseline + by1))
    left, top = math.floor(min(b[0] for b in boxes)), math.floor(min(b[1] for b in boxes))
    right, bottom = math.ceil(max(b[2] for b in boxes)), math.ceil(max(b[3] for b in boxes))
    size_px = (max(1, right - left), max(1, bottom - top))
    colour: Image.Image | None = None

    def draw(stroke: int) -> Image.Image:
        nonlocal colour
        mask = Image.new("L", size_px, 0)
        d = ImageDraw.Draw(mask)
        for run, rx, _w in line:
            at = (x0 + rx - left, baseline - top)
            if run.face == ROBOT_FACE:
                badge = robot_badge(size)
                if stroke:  # the outline of the badge: its shape grown by the stroke width
                    badge = _grown(badge, stroke)
                for i in range(len(run.text)):
                    pos = (
                        round(at[0] + i * ROBOT_ADVANCE * size) - stroke,
                        round(at[1]) - robot_baseline(size) - stroke,
                    )
                    mask.paste(255, pos, badge)
            elif fonts.is_bitmap(run.face):
                glyphs, (gx, gy) = _bitmap_glyphs(run, style, size)
                pos = (round(at[0]) + gx, round(at[1]) + gy)
                if stroke:  # an outline around the emoji's shape, in the stroke colour
                    mask.paste(255, (pos[0] - stroke, pos[1] - stroke), _grown(glyphs.getchannel("A"), stroke))
                else:
                    if colour is None:
                        colour = Image.new("RGBA", size_px, (0, 0, 0, 0))
                    colour.alpha_composite(glyphs, (max(0, pos[0]), max(0, pos[1])))
            else:
                d.text(at, _shown(run), font=_run_font(run, style, size), fill=255, anchor="ls",
                       stroke_width=stroke, stroke_fill=255, direction=_direction(run))  # fmt: skip
        return mask

    fill = draw(0)
    return TextMask(fill, draw(stroke_width) if stroke_width else None, (left, top), colour)


def _grown(shape: Image.Image, by: int) -> Image.Image:
    """``shape`` (a coverage mask) grown by ``by`` px on every side: the outline of a drawn mark."""
    grown = Image.new("L", (shape.width + 2 * by, shape.height + 2 * by), 0)
    grown.paste(shape, (by, by))
    return grown.filter(ImageFilter.MaxFilter(2 * by + 1))


def text(im: Image.Image, at: Point, content: str, style: Style, size: int, fill: RGB, anchor: Anchor = "mm",
         stroke: RGB | None = None, stroke_width: int = 0) -> None:  # fmt: skip
    """Draw ``content`` with its ``anchor`` (Pillow anchors: "mm" centre, "lm" left-middle, ...) on
    ``at``, rounded to whole pixels so that cached and fresh renders are identical. Emoji keep their
    own colours; everything else is drawn in ``fill``. The one place images draw text: what it draws is what
    ``rendering.words.recording_drawn_text`` records."""
    if not content:
        return
    if words.RECORDING:
        words.record(content)
    mask = text_mask(content, style, size, anchor, stroke_width if stroke is not None else 0)
    x = round(at[0]) + mask.offset[0]
    y = round(at[1]) + mask.offset[1]
    if mask.stroke is not None and stroke is not None:
        im.paste(stroke, (x, y), mask.stroke)
    im.paste(fill, (x, y), mask.fill)
    if mask.colour is not None:
        if im.mode == "RGBA":  # composite, so an opaque picture stays opaque under the emoji's soft edge
            layer = Image.new("RGBA", im.size, (0, 0, 0, 0))
            layer.paste(mask.colour, (x, y))
            im.alpha_composite(layer)
        else:
            im.paste(mask.colour.convert(im.mode), (x, y), mask.colour)


_HALF_SIZE_CACHE: LruCache[float | None] = LruCache(maxsize=4096)
_HALVES_CACHE: LruCache[Image.Image] = LruCache(maxsize=4096)
# How much wider than at full size a line may come out on the posted grid (its hinted advances are whole posted
# pixels) before a smaller size, then ``text``'s own glyphs, are used instead: the layout was made for the
# full-size widths.
HALVES_SLACK = 1.03
# ``sharp_text_on_halves``: a glyph's pixel covered this much (of 255) or more is the text's colour, else not.
# Lower than half keeps the thin strokes of small text (the hinted stems of a 9 px "d" are a pixel of ~100).
SHARP_COVERAGE = 80


def text_on_halves(im: Image.Image, at: Point, content: str, style: Style, size: int, fill: RGB,
                   anchor: Anchor = "mm", *, sharp: bool = False) -> None:  # fmt: skip
    """``text`` in a drawing that is posted at half its size (``encode.REDUCE``, each posted pixel the average of
    2x2 drawn ones): the glyphs are drawn at half the size on the posted pixels' grid, where the font's hinting
    puts stems on whole pixels, and each of their pixels is doubled, so the posted picture shows exactly them.
    Crisper small text than glyphs drawn at full size and averaged, and a sixth fewer bytes for a text-heavy
    picture (a C&K hand: issue #32), whose grey edge pixels lossless WebP pays for. A line whose posted width
    would run over the full-size one (``HALVES_SLACK``) and colour glyphs are drawn as ``text`` draws them.
    ``sharp``: each pixel all text or none (``SHARP_COVERAGE``), no grey rim: a third fewer bytes for a picture
    that is mostly text (``sharp_text_on_halves``)."""
    if not content:
        return
    half = _half_size(content, style, size)
    if words.RECORDING and half is not None:  # ``text`` records the lines it draws itself
        words.record(content)
    mask = text_mask(content, style, half, anchor, 0) if half is not None else None  # type: ignore[arg-type]
    if mask is None or mask.colour is not None:
        text(im, at, content, style, size, fill, anchor)
        return
    def make() -> Image.Image:
        glyphs = mask.fill.point(_SHARP) if sharp else mask.fill
        return glyphs.resize((2 * glyphs.width, 2 * glyphs.height), Image.Resampling.NEAREST)

    doubled = _HALVES_CACHE.get_or_build((content, style, half, anchor, sharp), make)
    im.paste(fill, (2 * (round(at[0] / 2) + mask.offset[0]), 2 * (round(at[1] / 2) + mask.offset[1])), doubled)


_SHARP = [255 if v >= SHARP_COVERAGE else 0 for v in range(256)]


def sharp_text_on_halves(im: Image.Image, at: Point, content: str, style: Style, size: int, fill: RGB,
                         anchor: Anchor = "mm") -> None:  # fmt: skip
    """``text_on_halves`` without grey rims (``sharp``): for a picture posted sharp (``encode.Encoding.sharp``)."""
    text_on_halves(im, at, content, style, size, fill, anchor, sharp=True)


def _half_size(content: str, style: Style, size: int) -> float | None:
    """The size ``text_on_halves`` draws ``content`` at on the posted grid, or None: as ``text`` does."""

    def make() -> float | None:
        room = text_width(content, style, size) / 2 * HALVES_SLACK + 0.25
        # FreeType hints whole pixel sizes: half an odd size is drawn a half pixel larger, or else smaller.
        for half in (size // 2,) if size % 2 == 0 else (size // 2 + 1, size // 2):
            if half > 0 and text_width(content, style, half) <= room:
                return half
        return None

    return _HALF_SIZE_CACHE.get_or_build((content, style, size), make)


def text_width(content: str, style: Style, size: int) -> float:
    """The advance of ``content`` in px, over all its runs (what ``text`` draws and ``fit_text`` fits)."""
    parts = runs(content, style)
    if _simple(parts):
        return font(style, size).getlength(content)
    return sum(_run_width(r, style, size) for r in parts)


_FIT_CACHE: LruCache[str] = LruCache(maxsize=4096)
ELLIPSIS = "…"


def fit_text(content: str, style: Style, size: int, max_width: float) -> str:
    """``content`` shortened with an ellipsis until it fits ``max_width`` pixels.

    Measuring costs ~0.5 ms per call and the same labels come back every render, so results are cached.
    A cut never leaves a dangling joiner, variation selector or combining mark at the end. A cut in
    right-to-left text puts the ellipsis where that text ends, on its left (a right-to-left mark
    after it keeps it there; the mark is not drawn).
    """

    def make() -> str:
        if text_width(content, style, size) <= max_width:
            return content
        if content[:1] == "\u2068" and content[-1:] == "\u2069":  # an isolated name: cut inside, still isolated
            return "\u2068" + fit_text(content[1:-1], style, size, max_width) + "\u2069"
        text = content
        while text and text_width(_ellipsized(text), style, size) > max_width:
            text = _trim_last(text)
        return _ellipsized(text)

    return _FIT_CACHE.get_or_build((content, style, size, max_width), make)


def fit_into(template: str, name: str, style: Style, size: int, max_width: float) -> str:
    """``template`` with ``{name}`` filled in, the name (not the words around it) shortened until the
    whole line fits ``max_width`` pixels; if the words alone do not fit, the line is cut at its end."""
    rest = template.replace("{name}", "")
    room = max_width - text_width(rest, style, size)
    if room < text_width("W" + ELLIPSIS, style, size):
        return fit_text(template.replace("{name}", name), style, size, max_width)
    return template.replace("{name}", fit_text(name, style, size, room))


def _ellipsized(text: str) -> str:
    text = text.rstrip()
    strong = (unicodedata.bidirectional(ch) for ch in reversed(text))
    last = next((t for t in strong if t in ("L", "R", "AL")), "L")
    return text + ELLIPSIS + ("\u200f" if last in ("R", "AL") else "")


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
