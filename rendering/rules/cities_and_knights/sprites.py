"""Cities & Knights' pieces as sprites (``rendering.sprites``): knights, walled cities and metropolises,
the merchant, the sleeping robber, the barbarian ship and the event die."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import palette as pal
from rendering.rules.cities_and_knights.colours import BARBARIAN, KNIGHT_HOLLOW, ROBBER_ASLEEP, STONE, TRACK_FILL
from rendering.shapes import circle, polygon, shrink, sprite_canvas
from rendering.sprites import CITY_SHAPE, OUTLINE_WIDTH, RGB, SHADOW, Sprite, build, cached, disc_points
from rendering.sprites import city as plain_city
from rendering.sprites import robber as plain_robber

# A city wall: a stone band under the city with merlons on both wings (the city covers its middle).
_WALL = [(-0.44, 0.32), (0.44, 0.32), (0.44, -0.02), (0.36, -0.02), (0.36, 0.05), (0.31, 0.05), (0.31, -0.02),
         (-0.31, -0.02), (-0.31, 0.05), (-0.36, 0.05), (-0.36, -0.02), (-0.44, -0.02)]  # fmt: skip
# A metropolis: a tower on the city's right block, flying a flag in the colour of its track.
_TOWER = [(0.06, 0.0), (0.26, 0.0), (0.26, -0.5), (0.22, -0.5), (0.22, -0.44), (0.18, -0.44), (0.18, -0.5),
          (0.14, -0.5), (0.14, -0.44), (0.1, -0.44), (0.1, -0.5), (0.06, -0.5)]  # fmt: skip
_POLE = [(0.15, -0.48), (0.17, -0.48), (0.17, -0.76), (0.15, -0.76)]
_FLAG = [(0.17, -0.76), (0.44, -0.68), (0.17, -0.6)]


def city(fill: RGB, size: float, walled: bool = False, metropolis: int = -1) -> Sprite:
    """A city with a city wall (a stone band with merlons) and a metropolis (a tower flying a flag in
    the colour of track ``metropolis``, 0 trade, 1 politics, 2 science); without either, the plain city."""
    has_metropolis = 0 <= metropolis < len(TRACK_FILL)
    if not walled and not has_metropolis:
        return plain_city(fill, size)

    def make() -> Sprite:
        extra = [(_WALL, STONE)] if walled else []
        if has_metropolis:
            extra += [(_TOWER, fill), (_POLE, pal.OUTLINE), (_FLAG, TRACK_FILL[metropolis])]
        return build(CITY_SHAPE, fill, size, extra=extra)

    return cached(("ck_city", fill, size, walled, metropolis), make)


def robber(size: float, asleep: bool) -> Sprite:
    """The robber; asleep (before the first barbarian attack it does nothing, CK-ROBBER-2): a pale pawn
    with a dark rim, the same shape, so it is still found but reads as out of play."""
    return plain_robber(size, ROBBER_ASLEEP, pal.OUTLINE) if asleep else plain_robber(size)


KNIGHT_RADIUS = 0.27  # in hex sizes: 9 px when the board is shown 400 px wide
_KNIGHT_RING = 0.095
_PIP = 0.052
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.0),),
    2: ((-0.068, 0.0), (0.068, 0.0)),
    3: ((0.0, -0.066), (-0.072, 0.05), (0.072, 0.05)),
}


def knight(fill: RGB, strength: int, active: bool, size: float) -> Sprite:
    """C&K knight: a round token with one pip per strength level (basic 1, strong 2, mighty 3).

    Active: filled with the owner's colour. Inactive: hollow, a ring of the owner's colour around a
    pale face with a dark inner rim. Pips and filled/hollow are shapes, so both read in greyscale.
    """

    def make() -> Sprite:
        r, pad = KNIGHT_RADIUS, 0.07
        total = 2 * (r + pad) * size
        im, d, k = sprite_canvas(total, total)
        c = (r + pad) * size * k
        u = size * k
        shadow = Image.new("RGBA", im.size, (0, 0, 0, 0))
        ImageDraw.Draw(shadow).ellipse((c - r * u + 0.025 * u, c - r * u + 0.035 * u, c + r * u + 0.025 * u,
                                        c + r * u + 0.035 * u), fill=SHADOW)  # fmt: skip
        outline = OUTLINE_WIDTH * u
        if active:
            circle(d, (c, c), r * u, fill, pal.OUTLINE, outline)
            pip = pal.text_on(fill)
        else:
            circle(d, (c, c), r * u, fill, pal.OUTLINE, outline)
            inner = (r - _KNIGHT_RING) * u
            circle(d, (c, c), inner, KNIGHT_HOLLOW, pal.OUTLINE, 0.032 * u)
            pip = pal.INK
        for px, py in _PIPS[max(1, min(3, strength))]:
            circle(d, (c + px * u, c + py * u), _PIP * u, pip)
        return Sprite(shrink(Image.alpha_composite(shadow, im), k), (total / 2, total / 2))

    return cached(("knight", fill, strength, active, size), make)


def merchant(fill: RGB, size: float) -> Sprite:
    """C&K merchant: a cone with a round head in the colour of the player who controls it."""
    cone = [(0.0, -0.16), (0.15, 0.2), (-0.15, 0.2)]
    head = disc_points(0.0, -0.2, 0.085)
    return cached(("merchant", fill, size), lambda: build(cone, fill, size, extra=[(head, fill)]))


def ship(size: float, fill: RGB = BARBARIAN, sail: RGB = (236, 230, 214)) -> Sprite:
    """The barbarian ship: a dark hull with a pale square sail, ``size`` px wide."""

    def make() -> Sprite:
        hull = [(-0.5, 0.08), (0.5, 0.08), (0.34, 0.34), (-0.34, 0.34)]
        mast = [(-0.03, 0.1), (0.03, 0.1), (0.03, -0.46), (-0.03, -0.46)]
        sail_shape = [(-0.3, -0.4), (0.3, -0.4), (0.34, 0.02), (-0.34, 0.02)]
        return build(hull, fill, size, extra=[(mast, fill), (sail_shape, sail)])

    return cached(("ship", size, fill, sail), make)


_GATE = [(-0.3, 0.34), (-0.3, -0.12), (-0.36, -0.12), (-0.36, -0.3), (-0.24, -0.3), (-0.24, -0.22), (-0.12, -0.22),
         (-0.12, -0.3), (0.0, -0.3), (0.12, -0.3), (0.12, -0.22), (0.24, -0.22), (0.24, -0.3), (0.36, -0.3),
         (0.36, -0.12), (0.3, -0.12), (0.3, 0.34)]  # fmt: skip


def event_die(face: int, side: float) -> Sprite:
    """The C&K event die: a black ship (faces 0-2) or a city gate in the colour of track ``face - 3``."""

    def make() -> Sprite:
        pad = 0.08 * side
        total = side + 2 * pad
        im, d, k = sprite_canvas(total, total)
        box = (pad * k, pad * k, (pad + side) * k, (pad + side) * k)
        d.rounded_rectangle(box, radius=0.18 * side * k, fill=pal.DICE_FILL, outline=pal.OUTLINE,
                            width=round(0.05 * side * k))  # fmt: skip
        cx = cy = total / 2 * k
        u = side * k
        if face < 3:
            hull = [(-0.36, 0.1), (0.36, 0.1), (0.24, 0.3), (-0.24, 0.3)]
            polygon(d, [(cx + x * u, cy + y * u) for x, y in hull], BARBARIAN)
            d.rectangle((cx - 0.02 * u, cy - 0.34 * u, cx + 0.02 * u, cy + 0.1 * u), fill=BARBARIAN)
            sail = [(-0.22, -0.3), (0.22, -0.3), (0.25, 0.04), (-0.25, 0.04)]
            polygon(d, [(cx + x * u, cy + y * u) for x, y in sail], BARBARIAN)
        else:
            colour = TRACK_FILL[(face - 3) % 3]
            polygon(d, [(cx + x * 0.9 * u, cy + y * 0.9 * u) for x, y in _GATE], colour, pal.OUTLINE, 0.035 * u)
            # The gateway: a dark arch through the gate.
            d.rectangle((cx - 0.12 * u, cy + 0.02 * u, cx + 0.12 * u, cy + 0.31 * u), fill=pal.OUTLINE)
            d.ellipse((cx - 0.12 * u, cy - 0.1 * u, cx + 0.12 * u, cy + 0.14 * u), fill=pal.OUTLINE)
        return Sprite(shrink(im, k), (total / 2, total / 2))

    return cached(("event_die", face, side), make)
