"""Every colour the images use, in one place.

Terrain colours are chosen so that each pair stays apart under simulated protanopia, deuteranopia and
tritanopia (CIELAB distance of at least ~19 after the Machado 2009 simulation; the brightest and darkest
terrains also differ in lightness), and every terrain carries an icon as well, so colour is never the
only cue. Player colours are saturated and drawn with a near-black outline so that they stand out from
the muted land; red and orange differ strongly in lightness, which is what colour-blind players see.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# Terrain ids of engine.constants: hills 0, forest 1, mountains 2, fields 3, pasture 4, desert 5.
TERRAIN_FILL: tuple[RGB, ...] = (
    (227, 135, 79),  # hills: terracotta
    (39, 102, 56),  # forest: dark green
    (126, 132, 150),  # mountains: slate
    (242, 206, 62),  # fields: gold
    (108, 199, 158),  # pasture: mint
    (244, 238, 218),  # desert: pale sand
)
# Darker and lighter tones of each terrain for its icon.
TERRAIN_DARK: tuple[RGB, ...] = (
    (158, 72, 38),
    (16, 58, 30),
    (70, 74, 88),
    (170, 120, 20),
    (46, 120, 88),
    (196, 176, 120),
)
TERRAIN_LIGHT: tuple[RGB, ...] = (
    (246, 190, 150),
    (92, 158, 102),
    (236, 238, 244),
    (252, 236, 160),
    (250, 250, 246),
    (255, 252, 240),
)
# A resource is shown in the colour of the terrain that produces it (resource id == terrain id).
RESOURCE_FILL: tuple[RGB, ...] = TERRAIN_FILL[:5]

SEA: RGB = (53, 120, 189)
SHALLOW: RGB = (86, 150, 212)
BEACH: RGB = (234, 218, 168)

TOKEN_FILL: RGB = (250, 243, 222)
TOKEN_EDGE: RGB = (70, 58, 44)
INK: RGB = (24, 24, 28)
RED_NUMBER: RGB = (196, 24, 30)
PIER: RGB = (118, 78, 44)
HARBOR_GENERIC: RGB = (255, 255, 255)

OUTLINE: RGB = (18, 18, 22)
ROBBER: RGB = (52, 52, 58)

# The engine's colour names: the base game's four (engine.constants.COLOURS) and the 5-6 player
# extension's green and brown (SIX-COMP-2). The two were chosen so that all six stay apart for
# colour-blind players: under simulated deuteranopia (Machado 2009) every pair is at least 21 CIEDE2000
# apart (the base game's red and orange are the closest pair; a plain green would fall on red and
# orange), so green is a blue-leaning jade and brown a dark one (tests/rendering/test_render_six_colours.py).
PLAYER_FILL: dict[str, RGB] = {
    "red": (214, 40, 57),
    "blue": (30, 80, 200),
    "white": (246, 246, 246),
    "orange": (247, 162, 27),
    "green": (20, 140, 120),
    "brown": (96, 48, 16),
}
# The fixed palettes of the base images were computed with these six entries (the last two were spare
# colours then); they keep them, so that 2-4 player images keep exactly their pixels and bytes. Images
# of 5-6 player games use palettes with the colours above (``rendering.rules.five_six``).
BASE_PALETTE_PLAYERS: tuple[RGB, ...] = (
    PLAYER_FILL["red"], PLAYER_FILL["blue"], PLAYER_FILL["white"], PLAYER_FILL["orange"], (46, 160, 67), (126, 84, 48),
)  # fmt: skip
UNKNOWN_PLAYER: RGB = (150, 150, 150)

# Decision images: the legal spots.
HIGHLIGHT: RGB = (255, 226, 64)
VEIL_ALPHA = 0.38  # decision images fade the map this far towards white, so the legal spots stand out

# Panels (legend, hand).
PANEL: RGB = (250, 247, 240)
PANEL_EDGE: RGB = (205, 198, 184)
PANEL_ACTIVE: RGB = (255, 240, 190)
TEXT: RGB = INK
TEXT_DIM: RGB = (110, 106, 100)
GOOD: RGB = (30, 130, 60)
BAD: RGB = (180, 40, 40)
DICE_FILL: RGB = (252, 252, 250)


def player_fill(colour: str) -> RGB:
    return PLAYER_FILL.get(colour, UNKNOWN_PLAYER)


def veiled(colour: RGB) -> RGB:
    """``colour`` on a decision image's faded map (``rendering.background``'s veil)."""
    r, g, b = (round(v + (255 - v) * VEIL_ALPHA) for v in colour)
    return r, g, b


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way towards ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def text_on(fill: RGB) -> RGB:
    """Black or white text, whichever reads better on ``fill``."""
    luma = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return INK if luma > 140 else (255, 255, 255)
