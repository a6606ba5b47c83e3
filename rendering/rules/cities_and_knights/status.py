"""The Cities & Knights strip between the board and the score table: the last roll's three dice, the
barbarian ship on its track, and the barbarians' strength against Catan's knights.

Drawn only when the view has C&K data (a base board has no strip, so it stays exactly as it was).
Sizes are chosen for a phone showing the board 400 px wide (a third of full size): the dice are
21 px there, the numbers 14 px, the track's steps 14 px across.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering import palette as pal
from rendering import sprites
from rendering.labels import draw_fitted
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.rules.cities_and_knights import sprites as ck_sprites
from rendering.rules.cities_and_knights import view as ck_view
from rendering.rules.cities_and_knights import words
from rendering.shapes import sharp_text_on_halves as text  # crisp at the posted size, no grey rims (issue #32)
from rendering.words import say

STRIP_HEIGHT = 132
TITLE_Y = 22  # titles of the three parts, from the strip's top
BODY_Y = 80  # centre line of the dice, the track and the strength figures
DIE_SIDE = 66
DIE_GAP = 14
DICE_X = 26
TRACK_X0 = 478
TRACK_Y = BODY_Y + 8  # centre of step 0
TRACK_STEP = 57
STEP_RADIUS = 21
STRENGTH_X = 1048  # centre of the strength comparison

EVENT_WORDS: tuple[str, ...] = ("ck-images-gate-trade", "ck-images-gate-politics", "ck-images-gate-science")


def strip_height(view: dict) -> int:
    return STRIP_HEIGHT if ck_view.ck_of(view) is not None else 0


def draw_ck_strip(im: Image.Image, top: int, view: dict) -> None:
    """Draw the strip into ``im`` from pixel row ``top`` (``STRIP_HEIGHT`` tall)."""
    d = ImageDraw.Draw(im)
    d.rectangle((0, top, im.width, top + STRIP_HEIGHT), fill=pal.PANEL)
    d.line((0, top, im.width, top), fill=pal.PANEL_EDGE, width=3)
    _draw_roll(im, top, view)
    _draw_track(im, d, top, view)
    _draw_strength(im, d, top, view)


def event_words(face: int) -> str:
    """The event die's face in words: "ship" or "<track> gate"."""
    if face < 0:
        return ""
    return say("ck-images-ship" if face < ck_view.SHIP_FACES else EVENT_WORDS[(face - ck_view.SHIP_FACES) % 3])


def _draw_roll(im: Image.Image, top: int, view: dict) -> None:
    draw_fitted(im, (DICE_X, top + TITLE_Y), words.LAST_ROLL.fit(say("ck-images-last-roll")), pal.TEXT_DIM, "lm", draw=text)
    dice = view.get("dice")
    y = top + BODY_Y
    if not dice:
        fitted = words.NOT_ROLLED.fit(say("ck-images-not-rolled"))
        draw_fitted(im, (DICE_X, y), fitted, pal.TEXT_DIM, "lm", draw=text)
        return
    red, yellow = int(dice[0]), int(dice[1])
    face = ck_view.event_face(view)
    x = DICE_X + DIE_SIDE / 2
    sprites.die(red, DIE_SIDE, ck_pal.RED_DIE, (255, 255, 255)).paste_onto(im, (x, y))
    x += DIE_SIDE + DIE_GAP
    sprites.die(yellow, DIE_SIDE, ck_pal.YELLOW_DIE, pal.INK).paste_onto(im, (x, y))
    x += DIE_SIDE + DIE_GAP
    if face >= 0:
        ck_sprites.event_die(face, DIE_SIDE).paste_onto(im, (x, y))
        x += DIE_SIDE + DIE_GAP
    right = x - DIE_SIDE / 2 + 4
    text(im, (right, y - 14), str(red + yellow), "bold", 44, pal.TEXT, "lm")
    fitted = words.EVENT.fit(event_words(face))
    draw_fitted(im, (right, y + 24), fitted, pal.TEXT_DIM, "lm", draw=text)


def track_xs(steps: int) -> list[float]:
    """x of the centre of each step 0..steps (a longer track, an option, keeps the same width)."""
    steps = max(1, steps)
    step = TRACK_STEP * 7 / steps if steps > 7 else TRACK_STEP
    return [TRACK_X0 + i * step for i in range(steps + 1)]


def _draw_track(im: Image.Image, d: ImageDraw.ImageDraw, top: int, view: dict) -> None:
    """Steps 0..n; the ship on its step; steps already sailed filled; the last step is Catan (red ring)."""
    position, steps = ck_view.barbarian_position(view)
    steps = max(1, steps)
    xs = track_xs(steps)
    left = TRACK_X0 - STEP_RADIUS
    to_go = max(0, steps - position)
    title = say("ck-images-attack-in", count=to_go) if to_go else say("ck-images-attack")
    fitted = words.STRIP_TITLE.fit(title)
    draw_fitted(im, (left, top + TITLE_Y), fitted, pal.TEXT_DIM, "lm", draw=text)
    y = top + TRACK_Y
    d.line((xs[0], y, xs[-1], y), fill=pal.PANEL_EDGE, width=6)
    for i, x in enumerate(xs):
        sailed = i < position
        last = i == steps
        fill = ck_pal.BARBARIAN if sailed else (255, 255, 255)
        ring = pal.BAD if last else ck_pal.BARBARIAN
        sprites.disc(STEP_RADIUS, fill, ring, 6 if last else 3).paste_onto(im, (x, y))
    ck_sprites.ship(60).paste_onto(im, (xs[min(position, steps)], y - 16))


def _draw_strength(im: Image.Image, d: ImageDraw.ImageDraw, top: int, view: dict) -> None:
    """Barbarian strength (cities on the board) against Catan's defence (active knights)."""
    barbarians = ck_view.barbarian_strength(view)
    knights = ck_view.active_strength(view)
    x = STRENGTH_X
    fitted = words.STRENGTH_TITLE.fit(say("ck-images-barbarians-vs-knights"))
    draw_fitted(im, (x, top + TITLE_Y), fitted, pal.TEXT_DIM, draw=text)
    y = top + BODY_Y - 6
    text(im, (x - 70, y), str(barbarians), "bold", 48, ck_pal.BARBARIAN)
    text(im, (x, y), ">" if barbarians > knights else "≤", "bold", 40, pal.TEXT)
    text(im, (x + 70, y), str(knights), "bold", 48, pal.TEXT)
    # Who wins if the ship landed now, in words (the sign and the colour are the other cues).
    verdict, ink = (say("ck-images-catan-falls"), pal.BAD) if barbarians > knights else (say("ck-images-catan-holds"), pal.GOOD)
    fitted = words.VERDICT.fit(verdict)
    draw_fitted(im, (x, y + 44), fitted, ink, draw=text)
