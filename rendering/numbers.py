"""Intersection numbers on the public board (1-54; 1-80 on the 5-6 player island; as the messages and
commands use them).

An empty intersection gets a small white disc with its number, drawn before the pieces; an occupied
one gets its number written on the building (white with a dark outline, readable on every player
colour), so no piece is hidden and every number stays visible. Paths are named by the numbers of
their two ends ("12-13"), so they need no labels of their own. Sizes keep the digits about 9 px
tall when the 1200 px image is shown 400 px wide.
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image

from rendering import palette as pal
from rendering import sprites
from rendering.geometry import BoardGeometry
from rendering.shapes import text

DISC_RADIUS = 0.2  # in hex sizes; roads begin 0.18 from the intersection and cover the disc's rim
FONT = 0.27
# Where the number sits on a building: the middle of its body, below the roof.
ON_BUILDING_DY = 0.07
# A rule set's piece on an intersection (``rendering.rulesets.PlacedPiece``) may use its middle (a token
# with pips): its number goes just under it.
UNDER_TOKEN_DY = 0.38
STROKE = 0.03


def draw_free_numbers(im: Image.Image, g: BoardGeometry, occupied: Iterable[int], skip: Iterable[int] = ()) -> None:
    """Numbers of the empty intersections (before the pieces are drawn)."""
    u = g.label_unit  # an island drawn smaller keeps its numbers as large (``BoardGeometry.label_unit``)
    taken = set(occupied) | set(skip)
    radius, size = DISC_RADIUS * u, round(FONT * u)
    for v in range(g.topo.N_VERTEX):
        if v not in taken:
            sprites.number_label(g.topo.VERTEX_LABELS[v], radius, size).paste_onto(im, g.vertices[v])


def draw_building_numbers(im: Image.Image, g: BoardGeometry, occupied: Iterable[int], skip: Iterable[int] = (),
                          under: Iterable[int] = ()) -> None:  # fmt: skip
    """Numbers on the buildings (after the pieces are drawn); just under the piece for ``under``."""
    s = g.size
    size = round(FONT * g.label_unit)
    stroke = max(2, round(STROKE * g.label_unit))
    hidden = set(skip)
    under = set(under)
    for v in sorted(set(occupied) - hidden):
        x, y = g.vertices[v]
        dy = UNDER_TOKEN_DY if v in under else ON_BUILDING_DY
        text(im, (x, y + dy * s), g.topo.VERTEX_LABELS[v], "condensed", size, (255, 255, 255),
             stroke=pal.INK, stroke_width=stroke)  # fmt: skip
