"""The part of the board that never changes during a game: sea, coast, terrain, number tokens, harbors.

It is drawn once per board, supersampled for smooth edges, and kept in an LRU keyed by the board itself
(its map's frame, terrain, numbers, harbors), so two games on the same board share it and two different
boards never collide. Every render then starts from a copy of it and adds only the pieces.
"""

from __future__ import annotations

import os
import zlib
from typing import NamedTuple

from PIL import Image, ImageDraw

from engine.constants import DESERT, GENERIC_HARBOR, PIPS
from engine.plugins import topology_of_view
from rendering import palette as pal
from rendering.cache import LruCache, with_words
from rendering.geometry import HARBOR_RADIUS, TOKEN_RADIUS, BoardGeometry, board_geometry
from rendering.icons import resource_icon, terrain_icon
from rendering.labels import Box, draw_fitted, fit
from rendering.rulesets import BackgroundStyle, TileStyle
from rendering.shapes import circle, polygon, text, thick_line
from rendering.words import current, say

BoardKey = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

# Supersampling of the background: 3x gives 9 levels of edge smoothing, and is drawn once per map.
_BG_SCALE = 3

# Where things sit inside a hex, in hex sizes from its centre (y down).
ICON_DY = -0.6
ICON_UNIT = 0.32
LETTER_DY = 0.57
NUMBER_DY = -0.07
PIPS_DY = 0.2

# The width of a 3:1 harbor's word, in hex sizes: the disc's chord where it is written. ``ANY``: its room on the
# 5-6 player island, the smallest hexes (101 px), for the label test.
HARBOR_WORD = 0.48
ANY = Box("board: a 3:1 harbor's word", "bold", round(0.13 * 101), HARBOR_WORD * 101, messages=(("images-harbor-any", {}),))



class Packed(NamedTuple):
    """A background's pixels, zlib-compressed: ~170 kB instead of 4.1 MB (RGB 1200x1146), unpacked in ~6 ms
    instead of drawn again in ~200 ms (bench/background_cache.py)."""

    mode: str
    size: tuple[int, int]
    data: bytes


def pack(im: Image.Image) -> Packed:
    # Level 1: the fastest to pack; higher levels save ~20 % of the bytes for 3x the time and unpack no faster.
    return Packed(im.mode, im.size, zlib.compress(im.tobytes(), 1))


def unpack(p: Packed) -> Image.Image:
    return Image.frombytes(p.mode, p.size, zlib.decompress(p.data))


def _image_bytes(im: Image.Image) -> int:
    return im.width * im.height * len(im.getbands())


# The backgrounds' memory per render process, in MB (BACKGROUND_CACHE_MB; issue #32 item 1). Two tiers:
# a third of it holds backgrounds ready to paste (the most recent boards, plain and veiled), the rest holds
# them compressed (~170 kB each: the default keeps ~300 boards, so 200 concurrent games rotating through two
# workers unpack theirs instead of drawing it again).
DEFAULT_CACHE_MB = 128  # what the old 32-image cache could reach; ~500 boards compressed
READY_SHARE = 1 / 3


def _budget_mb() -> float:
    """The setting as the bot's start checked it (``cogs.app.settings``: a bad value stops the start); unset in
    tests and tools, which take the default."""
    text = os.environ.get("BACKGROUND_CACHE_MB", "").strip()
    return float(text) if text else DEFAULT_CACHE_MB


def _ready_bytes(mb: float) -> int:
    return int(mb * 1024 * 1024 * READY_SHARE)


def _packed_bytes(mb: float) -> int:
    return int(mb * 1024 * 1024) - _ready_bytes(mb)


# Bounded by bytes, not by count: a board's size depends on its map (the 5-6 player island, Seafarers' frames).
_CACHE: LruCache[Image.Image] = with_words(LruCache(1 << 20, _ready_bytes(_budget_mb()), weigh=_image_bytes))
_PACKED: LruCache[Packed] = with_words(LruCache(1 << 20, _packed_bytes(_budget_mb()), weigh=lambda p: len(p.data)))


def set_cache_budget(mb: float) -> None:
    """Both tiers together in at most ``mb`` MB (the least recently used backgrounds go first)."""
    _CACHE.resize(_ready_bytes(mb))
    _PACKED.resize(_packed_bytes(mb))


def board_key(board: dict) -> BoardKey:
    """The cache key of a view's map: what makes two boards look the same."""
    return (tuple(board["terrain"]), tuple(board["numbers"]), tuple(board["harbors"]))


def board_background(board: dict, geo: BoardGeometry | None = None, veiled: bool = False,
                     style: BackgroundStyle | None = None) -> Image.Image:  # fmt: skip
    """The static layer of ``board`` (a view's ``board`` dict), shared and read-only: copy before use.

    ``veiled`` is the same layer faded towards white, the backdrop of decision images (cached as well,
    so fading costs nothing per render). ``style``: a rule set's terrains and sea
    (``RenderHooks.background``); None for the base game's.
    """
    g = geo or board_geometry(shape=topology_of_view({"board": board}))
    key = (board_key(board), g.topo.name, g.size, g.width, current())  # a generic harbor's word is in the language
    if style is not None:  # the base game's key stays as it was
        key = (*key, style)
    if veiled:  # derived from the plain one (~6 ms), not a second compressed entry
        return _CACHE.get_or_build((*key, "veiled"), lambda: _plain(key, board, g, style).point(_veil_table()))
    return _CACHE.get_or_build(key, lambda: _plain(key, board, g, style))


def _plain(key: tuple, board: dict, g: BoardGeometry, style: BackgroundStyle | None) -> Image.Image:
    """The plain background: from the ready tier, else unpacked from the compressed one, else drawn (and packed)."""
    ready = _CACHE.get(key)
    if ready is not None:
        return ready
    packed = _PACKED.get(key)
    if packed is not None:
        return unpack(packed)
    im = draw_background(*board_key(board), g, style)
    _PACKED.put(key, pack(im))
    return im


def _veil_table() -> list[int]:
    return [pal.veiled((v, v, v))[0] for v in range(256)] * 3


def cache_clear() -> None:
    _CACHE.clear()
    _PACKED.clear()


def draw_background(terrain: tuple[int, ...], numbers: tuple[int, ...], harbors: tuple[int, ...],
                    geo: BoardGeometry, style: BackgroundStyle | None = None) -> Image.Image:  # fmt: skip
    k = _BG_SCALE
    g = geo.scaled(k)
    s = g.size
    im = Image.new("RGB", (g.width, g.height), pal.SEA)
    d = ImageDraw.Draw(im)
    _draw_waves(d, g)
    tiles = [style.tile(t) if style is not None else None for t in terrain]
    if style is not None and style.water is not None:
        style.water(d, g)
    # Shallow water then beach: each land hex grown about its centre; their union outlines the coast.
    coast = [h for h in range(g.topo.N_HEX) if tiles[h] is None or tiles[h].coast]  # type: ignore[union-attr]
    for grow, colour in ((1.3, pal.SHALLOW), (1.1, pal.BEACH)):
        for h in coast:
            d.polygon(g.hex_corners(h, grow), fill=colour)
    for spot in range(len(harbors)):
        _draw_piers(d, g, spot)
    for h in range(g.topo.N_HEX):
        t = terrain[h]
        tile = tiles[h]
        cx, cy = g.hexes[h]
        if tile is not None:  # a rule set's terrain: its tile, icon and texture
            if tile.fill is not None:
                polygon(d, g.hex_corners(h, 0.975), tile.fill)
            if tile.draw is not None:
                tile.draw(d, g, h)
        else:
            # Tiles slightly smaller than their cells: the beach shows through as a thin seam between them.
            polygon(d, g.hex_corners(h, 0.975), pal.TERRAIN_FILL[t])
            _draw_texture(d, g, h, t)
            terrain_icon(d, t, cx, cy + ICON_DY * s, ICON_UNIT * s)
        if numbers[h]:
            circle(d, (cx, cy), TOKEN_RADIUS * s, pal.TOKEN_FILL, pal.TOKEN_EDGE, 0.03 * s)
            _draw_pips(d, (cx, cy + PIPS_DY * s), numbers[h], s)
    for spot, kind in enumerate(harbors):
        _draw_harbor_token(d, g, spot, kind)
    im = im.reduce(k)
    _draw_texts(im, geo, terrain, numbers, harbors, tiles)
    return im


def _draw_waves(d: ImageDraw.ImageDraw, g: BoardGeometry) -> None:
    """A sparse, regular pattern of small wave arcs so the sea reads as water, not as a blue box."""
    s = g.size
    colour = pal.mix(pal.SEA, pal.SHALLOW, 0.55)
    step_x, step_y = 0.9 * s, 0.62 * s
    row = 0
    y = 0.35 * s
    while y < g.height:
        x = (0.25 + 0.45 * (row % 2)) * s
        while x < g.width:
            w = 0.2 * s
            d.arc((x - w, y - w / 2, x + w, y + w / 2), 200, 340, fill=colour, width=max(1, round(0.025 * s)))
            x += step_x
        y += step_y
        row += 1


def _draw_texture(d: ImageDraw.ImageDraw, g: BoardGeometry, h: int, t: int) -> None:
    """A faint texture across the tile (a second, colour-free cue beside the icon)."""
    cx, cy = g.hexes[h]
    s = g.size
    tone = pal.mix(pal.TERRAIN_FILL[t], pal.TERRAIN_DARK[t], 0.28)
    lw = max(1, round(0.018 * s))
    if t == 3:  # fields: furrows
        for i in range(-3, 4):
            y = cy + 0.13 * i * s + 0.06 * s
            half = 0.62 * s if abs(i) < 3 else 0.42 * s
            d.line([(cx - half, y), (cx + half, y)], fill=tone, width=lw)
    elif t == 0:  # hills: contour lines
        for i in range(3):
            r = (0.5 + 0.12 * i) * s
            d.arc((cx - r, cy - r * 0.55 + 0.35 * s, cx + r, cy + r * 0.55 + 0.35 * s), 200, 340, fill=tone, width=lw)
    elif t == 4:  # pasture: grass tufts
        for ox, oy in ((-0.62, 0.1), (0.6, 0.05), (-0.45, 0.45), (0.42, 0.48), (0.0, 0.78)):
            x, y = cx + ox * s, cy + oy * s
            for dx in (-0.04, 0.0, 0.04):
                d.line([(x + dx * s * 0.3, y), (x + dx * s, y - 0.08 * s)], fill=tone, width=lw)
    elif t == 2:  # mountains: scree dots
        for ox, oy in ((-0.62, 0.15), (0.62, 0.1), (-0.5, 0.5), (0.5, 0.45), (-0.25, 0.75), (0.25, 0.78)):
            circle(d, (cx + ox * s, cy + oy * s), 0.025 * s, tone)
    elif t == 1:  # forest: small round canopies
        for ox, oy in ((-0.62, 0.2), (0.62, 0.15), (-0.5, 0.55), (0.5, 0.5)):
            circle(d, (cx + ox * s, cy + oy * s), 0.06 * s, tone)
    elif t == DESERT:  # desert: ripples
        for i in range(3):
            y = cy + (0.45 + 0.14 * i) * s
            d.arc((cx - 0.5 * s, y - 0.05 * s, cx + 0.5 * s, y + 0.1 * s), 200, 340, fill=tone, width=lw)


def _draw_pips(d: ImageDraw.ImageDraw, centre: tuple[float, float], number: int, s: float) -> None:
    count = PIPS[number]
    colour = pal.RED_NUMBER if number in (6, 8) else pal.INK
    gap = 0.085 * s
    x0 = centre[0] - gap * (count - 1) / 2
    for i in range(count):
        circle(d, (x0 + i * gap, centre[1]), 0.03 * s, colour)


def _draw_piers(d: ImageDraw.ImageDraw, g: BoardGeometry, spot: int) -> None:
    tx, ty = g.harbors[spot]
    for vx, vy in g.harbor_ends(spot):
        # Stop the pier a little short of the intersection so the settlement there stays clean.
        sx, sy = vx + (tx - vx) * 0.18, vy + (ty - vy) * 0.18
        thick_line(d, (sx, sy), (tx, ty), 0.075 * g.size, pal.PIER)


def _draw_harbor_token(d: ImageDraw.ImageDraw, g: BoardGeometry, spot: int, kind: int) -> None:
    s = g.size
    x, y = g.harbors[spot]
    fill = pal.HARBOR_GENERIC if kind == GENERIC_HARBOR else pal.RESOURCE_FILL[kind]
    circle(d, (x, y), HARBOR_RADIUS * s, fill, pal.OUTLINE, 0.03 * s)
    if kind != GENERIC_HARBOR:
        resource_icon(d, kind, x, y + 0.15 * s, 0.14 * s)


def _draw_texts(im: Image.Image, g: BoardGeometry, terrain: tuple[int, ...], numbers: tuple[int, ...],
                harbors: tuple[int, ...], tiles: list[TileStyle | None] | None = None) -> None:  # fmt: skip
    s = g.size
    for h in range(g.topo.N_HEX):
        tile = tiles[h] if tiles is not None else None
        cx, cy = g.hexes[h]
        n = numbers[h]
        if n:
            red = n in (6, 8)  # the most likely numbers: red and a little larger, as on the real tokens
            text(im, (cx, cy + NUMBER_DY * s), str(n), "bold", round((0.38 if red else 0.34) * s),
                 pal.RED_NUMBER if red else pal.INK)  # fmt: skip
        if tile is not None and tile.fill is None:
            continue  # no tile (a hex that is sea): no letter, as on the other sea hexes
        fill = pal.TERRAIN_FILL[terrain[h]] if tile is None else tile.fill
        ink = pal.text_on(fill)
        halo = pal.mix(fill, pal.INK if ink != pal.INK else (255, 255, 255), 0.5)
        text(
            im, (cx, cy + LETTER_DY * s), g.topo.HEX_LABELS[h], "bold", round(0.18 * s), ink, stroke=halo, stroke_width=1
        )
    for spot, kind in enumerate(harbors):
        x, y = g.harbors[spot]
        if kind == GENERIC_HARBOR:
            text(im, (x, y - 0.05 * s), "3:1", "bold", round(0.25 * s), pal.INK)
            word = fit(say("images-harbor-any"), "bold", round(0.13 * s), HARBOR_WORD * s)  # ``ANY`` measures it
            draw_fitted(im, (x, y + 0.19 * s), word, pal.TEXT_DIM)
        else:
            text(im, (x, y - 0.13 * s), "2:1", "bold", round(0.2 * s), pal.text_on(pal.RESOURCE_FILL[kind]))
