"""Image encoding: the expensive step of every render, made cheap and small with a fixed palette (at most
256 colours) and lossless WebP.

Every image is first mapped onto a palette: one byte per pixel, and a third of the bytes of an RGB
PNG. The palette is *fixed* per kind of image (board, hand): it is computed once per process from a
reference picture that the renderer draws with every colour and edge blend it uses, so the same view
always gives the same bytes (an adaptive palette per image would be slower and would shift colours
from one image to the next). Colours are mapped to the nearest palette entry without dithering, which
keeps flat areas flat and the file small.

The paletted picture is then saved as lossless WebP, which Discord shows inline like PNG: the same
pixels, exactly, in ~45 % fewer bytes than the PNG (zlib level 3) the bot posted before (a base game's
board images went from ~5.4 MB to ~3 MB in the demo; ``bench/render.py`` prints both side by side).
WebP's lossless coder predicts each pixel from its neighbours and keeps a cache of recent colours,
which suits these flat, anti-aliased drawings far better than PNG's per-row filters and zlib; lossy WebP
is *larger* on these pictures at any quality where text stays clean; see below.
``to_png`` stays for comparisons and for tests that want PNG.

How each image kind is posted is an ``Encoding`` (``BOARD_ENCODING`` and ``DECISION_ENCODING`` in
``rendering.board``, ``HAND_ENCODING`` in ``rendering.hand``; issue #32), chosen by measurement with
``bench/render_choices.py`` (bytes, CPU and pixel difference per candidate, the pairs written out) and
``bench/render_replay.py`` (a whole demo's renders, before and after). Item 1 (CPU) chose libwebp's effort per
kind. Item 2 (bytes: a base game uploaded ~8 MB) changed the pixels on purpose: every kind is posted at half
its drawing's size (``REDUCE``: 600 px wide boards, what Discord shows on phones and in the chat), each posted
pixel the average of 2x2 drawn ones (the edges of a drawing supersampled at that size; Lanczos rings around
every edge and was larger), on a palette of the kind's must-have colours and ``BLENDS`` more, computed from
the reference picture at the posted size. A mid-game board went from 74 KB to 24 KB, a hand from 25 to 10 KB;
lossy WebP stayed larger at any quality where text is clean. ``tests/rendering/test_render_item32.py`` bounds the
difference from the halved drawing per kind.
"""

from __future__ import annotations

import hashlib
import io
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

from rendering import palette_table
from rendering.palette import RGB

# zlib level 3 is within a few per cent of level 6 in size on these images, at half the time.
COMPRESS_LEVEL = 3

# What ``encode`` produces (and so every render_* but the statistics): the file extension to post with.
EXTENSION = "webp"
# libwebp's lossless effort: method 0-6 and "quality" 0-100 (for lossless: how hard to search). The
# default of ``encode``/``to_webp`` (method 1 at quality 100 is within ~2 % of the smallest files, at a
# fraction of method 4-6's time); each image kind passes its own (see the module's docstring).
WEBP_METHOD = 1
WEBP_QUALITY = 100
# Pictures are drawn at twice the size they are posted at and halved by averaging 2x2 pixels (issue #32 item 2):
# the same smoothing as drawing at the posted size with supersampling, without redrawing every layout at a
# second size. A 600 px wide board is what Discord shows (~400-550 px wide on phones and in the chat).
REDUCE = 2
# Colours a palette takes from its reference picture on top of its must-have ones: the anti-aliased rims and
# blends. Fewer colours means fewer distinct pixels on every edge, which lossless WebP pays for (a base board at
# half size: 37 KB on 256 colours, 26 KB on its 36 must-have ones and 32 more, 25.6 KB with 24 more, 25.2 KB with
# 16: bench/render_choices.py); text and icon edges stay smooth with a couple of dozen.
BLENDS = 24


class FixedPalette:
    """A palette built lazily, once, from ``sample()``: ``must_have`` colours first, then the median-cut
    colours of the sample (the anti-aliased rims, shadows and blends that actually occur)."""

    def __init__(self, name: str, sample: Callable[[], Image.Image], must_have: Sequence[RGB], *,
                 blends: int = BLENDS, reduce: int = REDUCE) -> None:  # fmt: skip
        self.name = name
        self._sample = sample
        self._must_have = list(dict.fromkeys(must_have))
        self.blends = blends  # colours computed on top of the must-have ones (at most 256 in all)
        self.reduce = reduce  # the posted pictures' size is the drawing's divided by this (``Encoding.scale``)
        self._image: Image.Image | None = None
        self._lock = threading.Lock()

    def image(self) -> Image.Image:
        """A 1x1 "P" image carrying the palette (what ``Image.quantize`` takes)."""
        if self._image is None:
            with self._lock:  # built once even if many worker threads ask at the same moment
                if self._image is None:
                    self._image = self._build()
        return self._image

    @property
    def must_have(self) -> list[RGB]:
        return list(self._must_have)

    def sample(self) -> Image.Image:
        """The reference picture the colours are computed from (RGB), at the size pictures are posted at."""
        sample = self._sample().convert("RGB")
        return sample.reduce(self.reduce) if self.reduce > 1 else sample

    def computed(self, sample: Image.Image | None = None) -> list[RGB]:
        """The palette's colours computed from its reference picture (seconds of CPU for them all)."""
        sample = sample if sample is not None else self.sample()
        room = min(256 - len(self._must_have), self.blends)
        quantized = sample.quantize(colors=room, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        flat = quantized.getpalette() or []
        found = [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, min(len(flat), 3 * room), 3)]
        return list(dict.fromkeys([*self._must_have, *found]))[:256]

    def _build(self) -> Image.Image:
        # Committed when the code last changed (rendering.palette_table), else computed here.
        colours = palette_table.stored(self.name, self._must_have, self.blends) or self.computed()
        holder = Image.new("P", (1, 1))
        holder.putpalette([c for rgb in colours for c in rgb])
        return holder

    def extended(self, name: str, sample: Callable[[], Image.Image], must_have: Sequence[RGB],
                 *, own_sample: bool = True) -> FixedPalette:  # fmt: skip
        """Another palette: this one's must-have colours and ``must_have``, computed from this one's
        sample with ``sample()`` below it (a rule set's colours on top of the images it builds on), or
        from ``sample()`` alone (``own_sample=False``: it shows everything this one's does)."""
        settings = {"blends": self.blends, "reduce": self.reduce}
        if not own_sample:
            return FixedPalette(name, sample, [*self._must_have, *must_have], **settings)
        return FixedPalette(name, lambda: stacked([self._sample(), sample()]), [*self._must_have, *must_have],
                            **settings)  # fmt: skip

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
    out = io.BytesIO()
    indexed(im, palette).save(out, format="PNG", compress_level=compress_level)
    return out.getvalue()


def indexed(im: Image.Image, palette: FixedPalette) -> Image.Image:
    """``im`` (RGB) mapped onto ``palette``: what every encoder here saves."""
    return im.quantize(palette=palette.image(), dither=Image.Dither.NONE)


def to_webp(im: Image.Image, palette: FixedPalette, method: int = WEBP_METHOD, quality: int = WEBP_QUALITY) -> bytes:
    """``im`` (RGB) as lossless WebP bytes on ``palette`` (deterministic: no metadata, no timestamps)."""
    return encode_posted(indexed(im, palette), Encoding(method, quality))


@dataclass(frozen=True)
class Encoding:
    """How one kind of image is posted (issue #32: chosen per kind by measurement, see the module's docstring).

    ``method`` and ``quality`` are libwebp's (lossless: how hard it searches, the pixels are the same at any
    setting; lossy: the usual quality). ``scale`` is the posted picture's size against the drawing's (what
    the geometry and the tests measure in); ``lossy`` posts lossy WebP of the RGB picture instead of lossless
    WebP of the paletted one. ``sharp`` (a whole fraction ``scale``): each posted pixel is one drawn pixel of its
    block, the block's first, instead of their average: shapes drawn on the posted pixels' grid (even sizes and
    places, text by ``shapes.text_on_halves``) come out exactly, with none of the blended rims an average adds
    around every edge, which lossless WebP pays for (a C&K hand: issue #32 item 2)."""

    method: int = WEBP_METHOD
    quality: int = WEBP_QUALITY
    scale: float = 1.0
    lossy: bool = False
    sharp: bool = False

    def size(self, width: int, height: int) -> tuple[int, int]:
        """The posted size of a ``width`` x ``height`` drawing."""
        factor = round(1 / self.scale)
        if abs(factor * self.scale - 1) < 1e-9:  # ``Image.reduce``: a partial block at the edge is a pixel too
            return -(-width // factor), -(-height // factor)
        return max(1, round(width * self.scale)), max(1, round(height * self.scale))


def _firsts(im: Image.Image, factor: int) -> Image.Image:
    """The first (top-left) pixel of each ``factor`` x ``factor`` block of ``im``, a partial block at the edge too
    (as ``Image.reduce`` counts it)."""
    width, height = -(-im.width // factor), -(-im.height // factor)
    shift = -(factor - 1) / 2  # an output pixel's centre onto its block's first pixel's centre
    return im.transform((width, height), Image.Transform.AFFINE, (factor, 0, shift, 0, factor, shift),
                        Image.Resampling.NEAREST)  # fmt: skip


def posted_picture(im: Image.Image, palette: FixedPalette, encoding: Encoding) -> Image.Image:
    """What ``encoding`` encodes of the drawing ``im`` (RGB): scaled to its posted size, then on ``palette``
    (lossless) or as it is (lossy). Its ``picture_digest`` tells whether two renders post the same picture."""
    if encoding.scale != 1.0:
        factor = round(1 / encoding.scale)
        if abs(factor * encoding.scale - 1) < 1e-9:
            # A whole fraction averages blocks of pixels: the edges a supersampled drawing has, and no new
            # colours beyond them (Lanczos rings around every edge: a half-size board on the palette was 49
            # KB against 37 averaged).
            im = _firsts(im, factor) if encoding.sharp else im.reduce(factor)
        else:
            im = im.resize(encoding.size(im.width, im.height), Image.Resampling.LANCZOS)
    return im if encoding.lossy else indexed(im, palette)


def encode_posted(picture: Image.Image, encoding: Encoding) -> bytes:
    """A ``posted_picture`` as WebP bytes (deterministic: no metadata, no timestamps)."""
    out = io.BytesIO()
    if encoding.lossy:
        picture.save(out, format="WEBP", quality=encoding.quality, method=encoding.method)
    else:
        # The paletted image goes in as RGB: the encoder finds its <= 256 colours and packs them itself.
        picture.convert("RGB").save(out, format="WEBP", lossless=True, quality=encoding.quality,
                                    method=encoding.method, exact=True)  # fmt: skip
    return out.getvalue()


def encode(im: Image.Image, palette: FixedPalette, encoding: Encoding | None = None) -> bytes:
    """``im`` (RGB) as the bot posts it (WebP, extension ``EXTENSION``): by default lossless on ``palette`` at
    full size (``Encoding()``); each image kind passes its own ``encoding``."""
    encoding = encoding or Encoding()
    return encode_posted(posted_picture(im, palette, encoding), encoding)


def picture_digest(im: Image.Image) -> str:
    """A digest of ``im``'s pixels: two pictures with the same digest look the same. Of a paletted picture
    (``indexed``) it is cheap (one byte a pixel) and covers exactly what is posted."""
    return f"{im.mode}{im.width}x{im.height}:" + hashlib.blake2b(im.tobytes(), digest_size=16).hexdigest()


def decoded_digest(data: bytes) -> str:
    """``picture_digest`` of encoded image bytes, decoded to RGB (for comparing pixels across encoders)."""
    return picture_digest(Image.open(io.BytesIO(data)).convert("RGB"))


def image_size(data: bytes) -> tuple[int, int] | None:
    """Width and height of PNG or WebP bytes from their headers (no decoding), else None."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR":
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        chunk = data[12:16]
        if chunk == b"VP8L":  # lossless: 14-bit width-1 and height-1 after the signature byte
            bits = int.from_bytes(data[21:25], "little")
            return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
        if chunk == b"VP8X":  # extended: 24-bit canvas width-1 and height-1
            return int.from_bytes(data[24:27], "little") + 1, int.from_bytes(data[27:30], "little") + 1
        if chunk == b"VP8 ":  # lossy: 14-bit sizes after the frame tag and start code
            return int.from_bytes(data[26:28], "little") & 0x3FFF, int.from_bytes(data[28:30], "little") & 0x3FFF
    return None
