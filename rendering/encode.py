"""PNG encoding: the expensive step of every render, made cheap with a fixed 256-colour palette.

An RGB PNG of the 1200 px board takes ~95 ms to encode here (Pillow tries every row filter) and is
~450 KB. The same picture mapped onto a palette is one byte per pixel, encodes in ~10 ms and is a
third of the size. The palette is *fixed* per kind of image (board, hand): it is computed once per
process from a reference picture that the renderer draws with every colour and edge blend it uses, so
the same view always gives the same bytes (an adaptive palette per image would be slower and would
shift colours from one image to the next). Colours are mapped to the nearest palette entry without
dithering, which keeps flat areas flat and the file small.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Sequence

from PIL import Image

from rendering.palette import RGB

# zlib level 3 is within a few per cent of level 6 in size on these images, at half the time.
COMPRESS_LEVEL = 3


class FixedPalette:
    """A palette built lazily, once, from ``sample()``: ``must_have`` colours first, then the median-cut
    colours of the sample (the anti-aliased rims, shadows and blends that actually occur)."""

    def __init__(self, name: str, sample: Callable[[], Image.Image], must_have: Sequence[RGB]) -> None:
        self.name = name
        self._sample = sample
        self._must_have = list(dict.fromkeys(must_have))
        self._image: Image.Image | None = None
        self._lock = threading.Lock()

    def image(self) -> Image.Image:
        """A 1x1 "P" image carrying the palette (what ``Image.quantize`` takes)."""
        if self._image is None:
            with self._lock:  # built once even if many worker threads ask at the same moment
                if self._image is None:
                    self._image = self._build()
        return self._image

    def _build(self) -> Image.Image:
        sample = self._sample().convert("RGB")
        room = 256 - len(self._must_have)
        quantized = sample.quantize(colors=room, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        flat = quantized.getpalette() or []
        found = [tuple(flat[i : i + 3]) for i in range(0, min(len(flat), 3 * room), 3)]
        colours = list(dict.fromkeys([*self._must_have, *found]))[:256]
        holder = Image.new("P", (1, 1))
        holder.putpalette([c for rgb in colours for c in rgb])
        return holder

    def colours(self) -> list[RGB]:
        flat = self.image().getpalette() or []
        return [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, len(flat), 3)]


def stacked(images: list[Image.Image]) -> Image.Image:
    """Reference images one under the other (a palette's sample), left-aligned, as wide as the first."""
    out = Image.new("RGB", (images[0].width, sum(im.height for im in images)))
    y = 0
    for im in images:
        out.paste(im, (0, y))
        y += im.height
    return out


def to_png(im: Image.Image, palette: FixedPalette, compress_level: int = COMPRESS_LEVEL) -> bytes:
    """``im`` (RGB) as PNG bytes on ``palette``. Deterministic: no timestamps, no adaptive steps."""
    indexed = im.quantize(palette=palette.image(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, format="PNG", compress_level=compress_level)
    return out.getvalue()
