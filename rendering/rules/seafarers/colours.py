"""Seafarers' colours (``rendering.palette`` holds the base game's).

The gold field is a dark old gold with bright gold bars on it: under simulated protanopia,
deuteranopia and tritanopia (Machado 2009) its tile stays at least as far (CIEDE2000 12.4) from every
base terrain, the sea and the beach as the base terrains are from each other (12.3), and its icon and
sparkles say "gold" without colour. Fog is a pale blue-grey, a face-down tile with clouds and a
question mark (no number, no icon: nothing of what lies under it).
"""

from __future__ import annotations

from rendering import palette as pal

RGB = pal.RGB

GOLD_FIELD: RGB = (150, 112, 18)
GOLD_BAR: RGB = (255, 212, 60)
GOLD_SHINE: RGB = (255, 244, 190)
GOLD_EDGE: RGB = (92, 62, 6)

FOG: RGB = (190, 196, 210)
FOG_CLOUD: RGB = (226, 230, 238)
FOG_INK: RGB = (92, 100, 120)

DEEP_SEA: RGB = pal.mix(pal.SEA, pal.INK, 0.28)  # outside the frame: no ship sails there
FRAME_LINE: RGB = pal.mix(pal.SEA, pal.SHALLOW, 0.5)  # the sides of the frame's sea hexes (sea paths)

PIRATE: RGB = (30, 30, 34)
PIRATE_SAIL: RGB = (58, 58, 64)
PIRATE_RIM: RGB = (236, 236, 236)

MUST_HAVE: tuple[RGB, ...] = (GOLD_FIELD, GOLD_BAR, GOLD_SHINE, GOLD_EDGE, FOG, FOG_CLOUD, FOG_INK, DEEP_SEA,
                              FRAME_LINE, PIRATE, PIRATE_SAIL)  # fmt: skip
