"""The bundled fonts (DejaVu, in ``rendering/assets``): no system font is ever looked up.

Images must look the same on every machine, so the font files ship with the project and are loaded
from their bytes. FreeType faces are not documented as safe to share between threads, and renders run
in worker threads, so every thread gets its own font objects (a handful of sizes, built once each).
"""

from __future__ import annotations

import io
import threading
from functools import cache
from pathlib import Path
from typing import Literal

from PIL import ImageFont

ASSETS = Path(__file__).resolve().parent / "assets"

Style = Literal["regular", "bold", "condensed"]

FONT_FILES: dict[str, str] = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    # Condensed bold keeps path labels such as "12-13" narrow enough to sit on a hex side.
    "condensed": "DejaVuSansCondensed-Bold.ttf",
}

_local = threading.local()


@cache
def _font_bytes(style: str) -> bytes:
    # lru_cache is thread-safe for reads; at worst two threads read the same small file once each.
    return (ASSETS / FONT_FILES[style]).read_bytes()


def font(style: Style, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font ``style`` at ``size`` pixels, private to the calling thread."""
    fonts: dict[tuple[str, int], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if fonts is None:
        fonts = _local.fonts = {}
    key = (style, size)
    found = fonts.get(key)
    if found is None:
        # Basic layout: identical glyph placement whether or not libraqm is installed on this machine.
        found = ImageFont.truetype(io.BytesIO(_font_bytes(style)), size, layout_engine=ImageFont.Layout.BASIC)
        fonts[key] = found
    return found
