"""Seafarers' pieces as sprites (``rendering.sprites``): ships and the pirate.

A ship is a boat standing upright on the middle of its path: hull and sails in its owner's colour, a
black mast, all outlined in black. A road is a long bar along the path, so the two differ
by their shape, whatever the colours (colour-blind players, greyscale). The pirate is a larger ship,
black with a light rim (as the robber is) and a black pennant: no player is black, no other piece stands
in the middle of a sea hex, and its shape is not the robber's pawn.
"""

from __future__ import annotations

from rendering import palette as pal
from rendering import sprites
from rendering.rules.seafarers import colours as sea_pal

# In hex sizes, anchored on the path's midpoint: 0.52 wide and 0.5 tall, so that it stays clear of the
# buildings at both ends of its path (0.5 away) and of ships on the paths next to it (0.87 away).
HULL = [(-0.27, 0.02), (0.27, 0.02), (0.18, 0.18), (-0.18, 0.18)]
SAIL = [(0.02, -0.3), (0.2, -0.0), (0.02, -0.0)]
JIB = [(-0.03, -0.24), (-0.03, -0.0), (-0.17, -0.0)]
MAST = [(-0.03, -0.3), (0.02, -0.3), (0.02, 0.04), (-0.03, 0.04)]

PIRATE_SCALE = 1.4  # larger than a ship: the piece players look for, like the robber


def ship(fill: pal.RGB, size: float) -> sprites.Sprite:
    """A ship of the player whose colour is ``fill``."""

    def make() -> sprites.Sprite:
        return sprites.build(HULL, fill, size, extra=[(MAST, pal.OUTLINE), (SAIL, fill), (JIB, fill)])

    return sprites.cached(("sea_ship", fill, size), make)


def pirate(size: float) -> sprites.Sprite:
    """The pirate's black ship."""

    def make() -> sprites.Sprite:
        k = PIRATE_SCALE

        def scaled(shape: list[tuple[float, float]]) -> list[tuple[float, float]]:
            return [(x * k, y * k) for x, y in shape]

        flag = [(-0.03 * k, -0.3 * k), (-0.2 * k, -0.34 * k), (-0.03 * k, -0.4 * k)]
        return sprites.build(
            scaled(HULL), sea_pal.PIRATE, size, edge=sea_pal.PIRATE_RIM,
            extra=[(flag, sea_pal.PIRATE), (scaled(SAIL), sea_pal.PIRATE_SAIL), (scaled(JIB), sea_pal.PIRATE_SAIL),
                   (scaled(MAST), sea_pal.PIRATE)],
        )  # fmt: skip

    return sprites.cached(("sea_pirate", size), make)
