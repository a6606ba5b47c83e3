"""Fonts: the bundled DejaVu faces (``rendering/assets``) first, then, per character, the Noto faces
vendored in ``rendering/assets/fonts`` (SIL OFL 1.1, from Debian's font packages; the folder's README
says which file came from where and how it was cut) for what DejaVu lacks: emoji (in colour),
Chinese/Japanese/Korean, Arabic, Hebrew, the Indic and South-East Asian scripts and many symbols. No
system font is ever looked up, so images look the same on every machine.

Game text (numbers, labels, captions, Latin names) is all DejaVu and drawn exactly as before; only
characters DejaVu has no glyph for (or that need shaping, see ``_PREFER_FALLBACK``) are drawn from a
fallback face (``rendering.shapes`` splits a text into runs by face and direction).

FreeType faces are not documented as safe to share between threads, and renders run in worker
threads, so every thread gets its own font objects (a handful of sizes, built once each). The DejaVu
files are small and loaded from their bytes; the Noto files are opened by path so that FreeType reads
only the glyphs it needs instead of a copy of the whole file per size and thread.
"""

from __future__ import annotations

import io
import logging
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from PIL import ImageFont, features

log = logging.getLogger(__name__)

ASSETS = Path(__file__).resolve().parent / "assets"
NOTO = ASSETS / "fonts"

Style = Literal["regular", "bold", "condensed", "narrow"]

FONT_FILES: dict[str, str] = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    # Condensed bold keeps path labels such as "12-13" narrow enough to sit on a hex side.
    "condensed": "DejaVuSansCondensed-Bold.ttf",
    # Condensed regular: a translated label that is too wide for its room (``rendering.labels``, issue #33).
    "narrow": "DejaVuSansCondensed.ttf",
}


@dataclass(frozen=True)
class Fallback:
    """A Noto face in ``NOTO``: ``regular`` and ``bold`` files (condensed text uses the bold one), or
    one ``bitmap`` file of colour glyphs drawn at its one size, ``EMOJI_PPEM``, and scaled."""

    name: str
    regular: str
    bold: str
    bitmap: bool = False

    def file(self, style: Style) -> str:
        return self.regular if style in ("regular", "narrow") else self.bold


_SCRIPTS = (
    "Arabic", "Hebrew", "Armenian", "Georgian", "Devanagari", "Bengali", "Gujarati", "Gurmukhi", "Kannada",
    "Malayalam", "Oriya", "Sinhala", "Tamil", "Telugu", "Thai", "Lao", "Khmer", "Myanmar", "Ethiopic",
)  # fmt: skip

# The order in which faces are tried after DejaVu: Noto Sans (Latin, Greek, Cyrillic beyond DejaVu),
# the script faces, then emoji, then symbols, then CJK (its symbol glyphs are the least like DejaVu's).
FALLBACKS: tuple[Fallback, ...] = (
    Fallback("sans", "NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    *(Fallback(s.lower(), f"NotoSans{s}-Regular.ttf", f"NotoSans{s}-Bold.ttf") for s in _SCRIPTS),
    Fallback("emoji", "NotoColorEmoji.ttf", "NotoColorEmoji.ttf", bitmap=True),
    Fallback("symbols", "NotoSansSymbols-Regular.ttf", "NotoSansSymbols-Bold.ttf"),
    # One CJK weight (5.4 MB a weight, see the fonts' README): regular text gets the bold face.
    Fallback("cjk", "NotoSansCJKjp-Bold-subset.otf", "NotoSansCJKjp-Bold-subset.otf"),
)

EMOJI = next(i for i, fb in enumerate(FALLBACKS) if fb.name == "emoji")
EMOJI_PPEM = 109  # the one size of the colour emoji strike (Noto Color Emoji)

# Right-to-left scripts: DejaVu has glyphs for them but they need shaping (joined Arabic letters) and
# right-to-left order, which a fallback face gets from libraqm; so they skip DejaVu.
_PREFER_FALLBACK: tuple[tuple[int, int], ...] = (
    (0x0590, 0x08FF),  # Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic supplements
    (0xFB1D, 0xFDFF),  # Hebrew and Arabic presentation forms A
    (0xFE70, 0xFEFF),  # Arabic presentation forms B
)

# libraqm (HarfBuzz and FriBiDi) shapes complex scripts, emoji sequences and right-to-left runs;
# Pillow's wheels have it. Without it, glyphs of those scripts are drawn unjoined (readable letters,
# not boxes) and right-to-left runs reversed letter by letter.
RAQM = features.check("raqm")

_local = threading.local()


@cache
def _font_bytes(style: str) -> bytes:
    # lru_cache is thread-safe for reads; at worst two threads read the same small file once each.
    return (ASSETS / FONT_FILES[style]).read_bytes()


def font(style: Style, size: int, rtl: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled font ``style`` at ``size`` pixels, private to the calling thread. Basic layout, so
    that glyph placement is the same whether or not libraqm is installed; ``rtl``: the libraqm layout
    instead, for the rare DejaVu run inside right-to-left text (punctuation, mirrored brackets)."""
    fonts: dict[tuple[str, int, bool], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if fonts is None:
        fonts = _local.fonts = {}
    key = (style, size, rtl and RAQM)
    found = fonts.get(key)
    if found is None:
        layout = ImageFont.Layout.RAQM if key[2] else ImageFont.Layout.BASIC
        found = ImageFont.truetype(io.BytesIO(_font_bytes(style)), size, layout_engine=layout)
        fonts[key] = found
    return found


@cache
def fallback_path(index: int, style: Style) -> Path | None:
    """The file of ``FALLBACKS[index]`` for ``style``, or None if it is missing (logged once)."""
    path = NOTO / FALLBACKS[index].file(style)
    if not path.is_file():
        log.warning("font file %s is missing: names in other scripts are drawn as boxes", path)
        return None
    return path


def fallback_font(index: int, style: Style, size: int) -> ImageFont.FreeTypeFont | None:
    """``FALLBACKS[index]`` at ``size`` pixels in ``style``, private to the calling thread. A bitmap
    face exists at ``EMOJI_PPEM`` only: it is returned at that size whatever ``size`` is, and its
    glyphs are scaled by the caller (``rendering.shapes``)."""
    fonts: dict[tuple[int, str, int], ImageFont.FreeTypeFont | None] | None = getattr(_local, "fallbacks", None)
    if fonts is None:
        fonts = _local.fallbacks = {}
    fb = FALLBACKS[index]
    if fb.bitmap:
        size = EMOJI_PPEM
    weight: Style = "regular" if style in ("regular", "narrow") else "bold"
    key = (index, weight, size)
    if key not in fonts:
        path = fallback_path(index, weight)
        found = None
        if path is not None:
            layout = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC
            found = ImageFont.truetype(str(path), size, layout_engine=layout)
        fonts[key] = found
    return fonts[key]


def is_bitmap(face: int | None) -> bool:
    return face is not None and 0 <= face < len(FALLBACKS) and FALLBACKS[face].bitmap


# Characters that never decide a face: joiners and variation selectors belong to the run around them.
_JOINERS = frozenset({0x200C, 0x200D, *range(0xFE00, 0xFE10)})


def is_joiner(ch: str) -> bool:
    return ord(ch) in _JOINERS


def prefers_fallback(ch: str) -> bool:
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _PREFER_FALLBACK)


# Whether a face has a glyph for a character, by face ("dejavu-<style>" or a fallback index).
_COVERAGE: dict[tuple[object, str], bool] = {}
_COVERAGE_LOCK = threading.Lock()
_PROBE_SIZE = 24
_NEVER_MAPPED = "\U0010fffd"  # a private-use code point no face maps: draws the face's .notdef glyph


def _has_glyph(f: ImageFont.FreeTypeFont, ch: str) -> bool:
    """True if ``f`` maps ``ch`` to a real glyph: an unmapped character draws the .notdef glyph (the
    box), so its bitmap and advance equal those of a code point no font maps."""
    mask, missing = f.getmask(ch), f.getmask(_NEVER_MAPPED)
    same = mask.size == missing.size and bytes(mask) == bytes(missing)
    return not (same and f.getlength(ch) == f.getlength(_NEVER_MAPPED))


def covers(face: int | None, style: Style, ch: str) -> bool:
    """Whether ``face`` (None: the DejaVu face of ``style``; else a ``FALLBACKS`` index) has ``ch``.

    Coverage does not depend on the size and is cached for the process (a name's characters are
    checked once, then every render reuses the answer)."""
    key = (("dejavu", style) if face is None else face, ch)
    with _COVERAGE_LOCK:
        known = _COVERAGE.get(key)
    if known is not None:
        return known
    if face is None:
        found = _has_glyph(font(style, _PROBE_SIZE), ch)
    else:
        f = fallback_font(face, style, _PROBE_SIZE)
        found = f is not None and _has_glyph(f, ch)
    with _COVERAGE_LOCK:
        _COVERAGE[key] = found
    return found


def face_for(ch: str, style: Style) -> int | None:
    """The face to draw ``ch`` with: None for DejaVu, else a ``FALLBACKS`` index. A character that no
    face has is drawn with DejaVu (its box), which is what it always was."""
    if not prefers_fallback(ch) and covers(None, style, ch):
        return None
    for i in range(len(FALLBACKS)):
        if covers(i, style, ch):
            return i
    return None
