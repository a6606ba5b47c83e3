"""The hand image of a Cities & Knights player (DM): cards, progress cards, city development, purchases.

Rows: the five resources and three commodities with counts and the player's bank rate for each; the
progress cards in hand, each with its deck colour, name and a one-line effect; the city development
chart (per track: the level now, what the next level costs in commodities and whether the hand
covers it, which red die values draw a progress card, the level-3 ability and the metropolis); and
the purchases (road, settlement, city, wall, knight, activate, promote) with their cost, the cards
of the cost the hand lacks washed out, and whether each is affordable or even possible right now.

Only ``view["you"]`` (the viewer's own secrets) and public fields are read. ``rendering.hand``
hands a C&K view over to ``ck_hand_image``; the base hand is unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.constants import RESOURCES
from rendering import palette as pal
from rendering import sprites
from rendering.card_row import CardRow, card_face, draw_card_row
from rendering.encode import Encoding, FixedPalette, stacked
from rendering.hand import (
    BUY_FILL,
    CARD_CACHE,
    MARGIN,
    SECTION_H,
    WIDTH,
    cost_cards,
    cost_chip,
    fade,
    faded,
    section_title,
    title_bar,
)
from rendering.icons import resource_icon
from rendering.labels import draw_fitted
from rendering.rules.cities_and_knights import colours as ck_pal
from rendering.rules.cities_and_knights import sprites as ck_sprites
from rendering.rules.cities_and_knights import view as ck_view
from rendering.rules.cities_and_knights import words
from rendering.rules.cities_and_knights.icons import commodity_icon
from rendering.rules.cities_and_knights.progress_cards import card_text
from rendering.shapes import fit_text
from rendering.shapes import sharp_text_on_halves as text  # crisp, no grey rims: posted sharp (CK_HAND_ENCODING)
from rendering.words import current, say

GAP = 10
CARD_W = (WIDTH - 2 * MARGIN - 7 * GAP) // 8  # 106
CARD_H = 132
COUNT_Y = 100
RATE_H = 28
BANNER_H = 58
PROGRESS_ROW = 48
TRACK_GAP = 16  # even: a panel's text, drawn for the posted (halved) grid, stays on it where the panel is pasted
TRACK_W = (WIDTH - 2 * MARGIN - 2 * TRACK_GAP) // 3  # 296
TRACK_H = 238
BUY_W = (WIDTH - 2 * MARGIN - 3 * 14) // 4  # 219
BUY_H = 114
BOTTOM = 24
CARDS = CardRow(left=MARGIN, width=CARD_W, height=CARD_H, gap=GAP, corner=14, icon_y=32, icon_size=28, count_y=COUNT_Y,
                disc=24, label_y=63, label_size=19, count_size=32, rate_h=RATE_H, rate_size=18,
                labels=words.CARD_LABELS, smooth=False)  # fmt: skip

CARD_NAMES: tuple[str, ...] = (*RESOURCES, *ck_view.COMMODITIES)
# How the C&K hand is posted (issue #32 item 2: C&K's bytes were mostly hand pictures, ~330 a game at a person's
# pace): at half size as the base hand, but sharp (``Encoding.sharp``: one drawn pixel of each 2x2 block, not their
# average), its text without grey rims (``shapes.sharp_text_on_halves``), its cards drawn on the posted grid
# (``CardRow.smooth``), its pieces without soft shadows (``Sprite.paste_solid_onto``), on 6 blends instead of 24
# (``CK_HAND_PALETTE``), at libwebp's method 4 (quality 50; 5 ms more than method 2 for 5 % fewer bytes): 16.7 ->
# 9.7 KB a picture over a demo game (text was 40 % of the bytes, the grey rims of everything a third), the same
# picture at a glance, each line, card and number where it was.
CK_HAND_ENCODING = Encoding(4, 50, scale=0.5, sharp=True)
CK_HAND_BLENDS = 6


class Purchase:
    __slots__ = ("action", "cost", "label")

    def __init__(self, label: str, cost: tuple[int, int, int, int, int], action: str) -> None:
        self.label = label
        self.cost = cost  # brick, lumber, ore, grain, wool (section 9 of the C&K rules)
        self.action = action  # the action kind in legal_actions


PURCHASES: tuple[Purchase, ...] = (
    Purchase("ck-images-buy-road", (1, 1, 0, 0, 0), "road"),
    Purchase("ck-images-buy-settlement", (1, 1, 0, 1, 1), "settlement"),
    Purchase("ck-images-buy-city", (0, 0, 3, 2, 0), "city"),
    Purchase("ck-images-buy-wall", (2, 0, 0, 0, 0), "wall"),
    Purchase("ck-images-buy-knight", (0, 0, 1, 0, 1), "knight_hire"),
    Purchase("ck-images-buy-activate", (0, 0, 0, 1, 0), "knight_activate"),
    Purchase("ck-images-buy-promote", (0, 0, 1, 0, 1), "knight_promote"),
)


def owed_discard(view: dict, seat: int) -> int:
    """Cards ``seat`` must discard now (a C&K 7 is a pending decision of kind "discard")."""
    return sum(int(d.get("count", 0) or 0) for d in view.get("pending", ()) if d.get("kind") == "discard"
               and d.get("seat") == seat)  # fmt: skip


def ck_hand_height(view: dict) -> int:
    seat = _seat(view)
    banner = BANNER_H if owed_discard(view, seat) else 0
    rows = max(1, len(ck_view.progress_hand(view)))
    return (76 + banner + 4 * SECTION_H + CARD_H + RATE_H + rows * PROGRESS_ROW + 8 + TRACK_H + 2 * BUY_H + 14
            + BOTTOM)  # fmt: skip


def ck_hand_image(view: dict, names: Sequence[str] | None = None) -> Image.Image:
    you = view["you"]
    seat = _seat(view)
    player = view["players"][seat]
    im = Image.new("RGB", (WIDTH, ck_hand_height(view)), pal.PANEL)
    d = ImageDraw.Draw(im)
    y = title_bar(im, d, you, names, seat, player, draw=text)
    owed = owed_discard(view, seat)
    if owed:
        d.rectangle((0, y, WIDTH, y + BANNER_H), fill=pal.BAD)
        message = fit_text(say("images-discard-owed", count=owed), "bold", 30, WIDTH - 2 * MARGIN)
        text(im, (WIDTH / 2, y + BANNER_H / 2), message, "bold", 30, (255, 255, 255))
        y += BANNER_H
    counts = {c: int((you.get("hand") or {}).get(c, 0)) for c in CARD_NAMES}
    resources = sum(counts[r] for r in RESOURCES)
    commodities = sum(counts[c] for c in ck_view.COMMODITIES)
    note = say("ck-images-cards-note", resources=resources, commodities=commodities)
    y = section_title(im, y, say("ck-images-section-cards"), note, draw=text)
    _cards(im, y, counts, you.get("bank_rates") or {})
    y += CARD_H + RATE_H
    hand = ck_view.progress_hand(view)
    y = section_title(im, y, say("ck-images-section-progress"), say("ck-images-progress-note", count=len(hand), most=4),
                      draw=text)  # fmt: skip
    y = _progress(im, d, y, hand)
    y = section_title(im, y + 8, say("ck-images-section-development"), say("ck-images-development-note"), draw=text)
    legal = {a[0]: a for a in you.get("legal_actions", ()) if a}
    improvable = {a[1] for a in you.get("legal_actions", ()) if a and a[0] == "improve" and len(a) > 1}
    metros = ck_view.metropolis_tracks(view, seat)
    for t in range(3):
        x = MARGIN + t * (TRACK_W + TRACK_GAP)
        _track(im, d, (x, y), t, ck_view.levels(player)[t], counts[ck_view.TRACK_COMMODITY[t]], t in improvable,
               t in metros)  # fmt: skip
    y += TRACK_H
    y = section_title(im, y, say("images-section-build"), "", draw=text)
    colour = pal.player_fill(player.get("colour", ""))
    for i, purchase in enumerate(PURCHASES):
        x = MARGIN + (i % 4) * (BUY_W + 14)
        top = y + (i // 4) * (BUY_H + 14)
        blocked = _blocked(view, seat, player, purchase.action)
        _purchase(im, d, (x, top), purchase, counts, blocked, purchase.action in legal, colour)
    _supply(im, (MARGIN + 3 * (BUY_W + 14), y + BUY_H + 14), view, seat, player)
    return im


def _supply(im: Image.Image, at: tuple[int, int], view: dict, seat: int, player: dict) -> None:
    """The last box of the purchases: knights and walls the player still has off the board."""
    x, y = at
    im.paste(_box(BUY_W, BUY_H), (x, y))
    fitted = words.OFF_BOARD.fit(say("ck-images-off-board"))
    draw_fitted(im, (x + 14, y + 24), fitted, pal.TEXT, "lm", draw=text)
    supply = ck_view.knights_in_supply(view, seat)
    colour = pal.player_fill(player.get("colour", ""))
    for i, strength in enumerate((1, 2, 3)):  # one hollow token per strength, with how many are left
        cx = x + 32 + i * 64
        ck_sprites.knight(colour, strength, False, 64).paste_solid_onto(im, (cx, y + 58))
        text(im, (cx + 22, y + 60), f"{supply[strength]}", "bold", 22, pal.TEXT, "lm")
    walls = max(0, ck_view.MAX_WALLS - int(player.get("walls", 0) or 0))
    fitted = words.WALLS.fit(say("ck-images-walls-left", left=walls, most=ck_view.MAX_WALLS))
    draw_fitted(im, (x + 14, y + 94), fitted, pal.TEXT, "lm", draw=text)


def _seat(view: dict) -> int:
    you = view["you"]
    return int(you.get("seat", view.get("viewer", 0)))


def _cards(im: Image.Image, y: int, counts: dict[str, int], rates: dict) -> None:
    faces = [_card(i, faded=counts[name] == 0) for i, name in enumerate(CARD_NAMES)]
    draw_card_row(im, y, CARDS, faces, [counts[n] for n in CARD_NAMES], [rates.get(n) for n in CARD_NAMES])


def _card(i: int, faded: bool) -> Image.Image:
    """Card ``i`` of CARD_NAMES: resources in their terrain colour, commodities in their own."""

    def make() -> Image.Image:
        if i < 5:
            card = card_face(CARDS, pal.RESOURCE_FILL[i], words.card_label(i),
                             lambda d, x, y, size: resource_icon(d, i, x, y, size))  # fmt: skip
        else:  # a double frame: a second cue, beside the icon, that commodities are not resources
            card = card_face(CARDS, ck_pal.COMMODITY_FILL[i - 5], words.card_label(i),
                             lambda d, x, y, size: commodity_icon(d, i - 5, x, y, size), inner_frame=True)  # fmt: skip
        return fade(card) if faded else card

    return CARD_CACHE.get_or_build(("ck_card", i, faded, current()), make)


def _progress(im: Image.Image, d: ImageDraw.ImageDraw, y: int, hand: list[str]) -> int:
    if not hand:
        fitted = words.NO_CARDS.fit(say("ck-images-no-progress"))
        draw_fitted(im, (MARGIN, y + PROGRESS_ROW / 2), fitted, pal.TEXT_DIM, "lm", draw=text)
        return y + PROGRESS_ROW
    for card in hand:
        info = card_text(card)
        top = y + 4
        im.paste(_progress_row(info.track), (MARGIN, top))
        mid = top + (PROGRESS_ROW - 8) / 2
        name, effect = words.CARD_NAME.fit(words.card_name(card)), words.CARD_EFFECT.fit(words.card_effect(card))
        draw_fitted(im, (MARGIN + 30, mid), name, pal.TEXT, "lm", draw=text)
        draw_fitted(im, (MARGIN + 290, mid), effect, pal.TEXT, "lm", draw=text)
        y += PROGRESS_ROW
    return y


def _track(im: Image.Image, d: ImageDraw.ImageDraw, at: tuple[int, int], t: int, level: int, held: int,
           legal_now: bool, metropolis: bool) -> None:  # fmt: skip
    x, y = at
    im.paste(_track_panel(t, level, metropolis), (x, y))
    commodity = ck_view.TRACK_COMMODITY[t]
    now = words.TRACK_NOW.fit(words.improvement_now(t, level))
    draw_fitted(im, (x + 14, y + 112), now, pal.TEXT, "lm", draw=text)
    if level >= ck_view.MAX_LEVEL:
        top = words.TRACK_LINE.fit(say("ck-images-top-level"))
        draw_fitted(im, (x + 14, y + 138), top, pal.TEXT_DIM, "lm", draw=text)
    else:
        cost = level + 1
        short = max(0, cost - held)
        nxt = words.TRACK_LINE.fit(words.next_level(commodity, cost))
        draw_fitted(im, (x + 14, y + 138), nxt, pal.TEXT, "lm", draw=text)
        if legal_now:  # the engine's word: it knows discounts (Crane) the view does not carry
            status, ink = say("ck-images-improve-now"), pal.GOOD
        elif short:
            status, ink = say("ck-images-short", held=held, short=short), pal.BAD
        else:
            status, ink = say("images-buy-affordable"), pal.GOOD
        draw_fitted(im, (x + 14, y + 162), words.TRACK_STATUS.fit(status), ink, "lm", draw=text)
    draws = words.TRACK_DRAWS.fit(say("ck-images-draws", top=level + 1) if level else say("ck-images-draws-none"))
    draw_fitted(im, (x + 14, y + 186), draws, pal.TEXT_DIM, "lm", draw=text)
    has = level >= ck_view.ABILITY_LEVEL
    ability = words.TRACK_ABILITY.fit(words.ability(t, has))
    draw_fitted(im, (x + 14, y + 209), ability, pal.GOOD if has else pal.TEXT_DIM, "lm", draw=text)


def _track_panel(t: int, level: int, metropolis: bool) -> Image.Image:
    """The fixed part of a track's panel: frame, title, the five level boxes filled up to ``level``."""

    def make() -> Image.Image:
        colour = ck_pal.TRACK_FILL[t]
        panel = Image.new("RGB", (TRACK_W + 1, TRACK_H - 11), pal.PANEL)
        d = ImageDraw.Draw(panel)
        d.rounded_rectangle((0, 0, TRACK_W, TRACK_H - 12), radius=12, fill=BUY_FILL, outline=pal.PANEL_EDGE, width=2)
        d.rounded_rectangle((0, 0, TRACK_W, 40), radius=12, fill=colour)
        d.rectangle((0, 28, TRACK_W, 40), fill=colour)
        ink = pal.text_on(colour)
        if metropolis:
            title, marked = words.TRACK_HEADER.fit(words.track_title(t), say("ck-images-metropolis"))
            draw_fitted(panel, (TRACK_W - 12, 21), marked, ink, "rm", draw=text)
        else:
            title = words.TRACK_TITLE.fit(words.track_title(t))
        draw_fitted(panel, (14, 21), title, ink, "lm", draw=text)
        box, gap, top = 42, 10, 50
        left = (TRACK_W - 5 * box - 4 * gap) / 2
        for i in range(5):
            bx = left + i * (box + gap)
            reached = i < level
            d.rounded_rectangle((bx, top, bx + box, top + box), radius=7,
                                fill=colour if reached else pal.mix(colour, (255, 255, 255), 0.8),
                                outline=pal.OUTLINE, width=4 if reached else 2)  # fmt: skip
            text(panel, (bx + box / 2, top + box / 2 + 1), str(i + 1), "bold", 22,
                 pal.text_on(colour) if reached else pal.TEXT_DIM)  # fmt: skip
        return panel

    return CARD_CACHE.get_or_build(("ck_track", t, level, metropolis, current()), make)


def _box(w: int, h: int) -> Image.Image:
    def make() -> Image.Image:
        box = Image.new("RGB", (w + 1, h + 1), pal.PANEL)
        ImageDraw.Draw(box).rounded_rectangle((0, 0, w, h), radius=12, fill=BUY_FILL, outline=pal.PANEL_EDGE, width=2)
        return box

    return CARD_CACHE.get_or_build(("ck_box", w, h), make)


def _progress_row(track: int) -> Image.Image:
    """A progress card's row: a white strip with a stripe in its deck's colour on the left."""

    def make() -> Image.Image:
        w, h = WIDTH - 2 * MARGIN, PROGRESS_ROW - 8
        row = Image.new("RGB", (w + 1, h + 1), pal.PANEL)
        d = ImageDraw.Draw(row)
        d.rounded_rectangle((0, 0, w, h), radius=8, fill=BUY_FILL, outline=pal.PANEL_EDGE, width=2)
        d.rounded_rectangle((0, 0, 16, h), radius=6, fill=ck_pal.TRACK_FILL[track] if 0 <= track < 3 else pal.TEXT_DIM)
        return row

    return CARD_CACHE.get_or_build(("ck_progress_row", track), make)


def _blocked(view: dict, seat: int, player: dict, action: str) -> str | None:
    """Why a purchase is impossible whatever the hand holds (no piece left, no knight to act on)."""
    mine = [k for k in ck_view.knights(view) if k.seat == seat]
    if action == "road" and player.get("roads_left", 1) <= 0:
        return say("images-buy-none-left")
    if action == "settlement" and player.get("settlements_left", 1) <= 0:
        return say("images-buy-none-left")
    if action == "city" and player.get("cities_left", 1) <= 0:
        return say("images-buy-none-left")
    if action == "wall" and int(player.get("walls", 0) or 0) >= ck_view.MAX_WALLS:
        return say("ck-images-blocked-walls", count=ck_view.MAX_WALLS)
    if action == "knight_hire" and ck_view.knights_in_supply(view, seat)[1] <= 0:
        return say("ck-images-blocked-basic")
    if action == "knight_activate" and not any(not k.active for k in mine):
        return say("ck-images-blocked-inactive")
    if action == "knight_promote" and not any(k.strength < 3 for k in mine):
        return say("ck-images-blocked-promote")
    return None


def _purchase(im: Image.Image, d: ImageDraw.ImageDraw, at: tuple[int, int], purchase: Purchase,
              counts: dict[str, int], blocked: str | None, legal_now: bool, colour: pal.RGB) -> None:  # fmt: skip
    x, y = at
    im.paste(_box(BUY_W, BUY_H), (x, y))
    icon_at = (x + 32, y + 30)
    action = purchase.action
    if action == "road":
        sprites.road(colour, -30, 80).paste_solid_onto(im, icon_at)
    elif action == "settlement":
        sprites.settlement(colour, 100).paste_solid_onto(im, icon_at)
    elif action == "city":
        sprites.city(colour, 80).paste_solid_onto(im, icon_at)
    elif action == "wall":
        # the wall makes the city wider: a smaller one keeps clear of the label and the cost cards
        ck_sprites.city(colour, 52, walled=True).paste_solid_onto(im, (x + 30, y + 28))
    else:
        ck_sprites.knight(colour, 2 if action == "knight_promote" else 1, action != "knight_hire", 76).paste_solid_onto(
            im, icon_at
        )
    label = words.BUY_LABEL.fit(say(purchase.label))
    draw_fitted(im, (x + 62, y + 30), label, pal.TEXT, "lm", draw=text)
    cards = cost_cards(counts, purchase.cost)
    short = sum(not covered for _r, covered in cards)
    for j, (r, covered) in enumerate(cards):
        im.paste(cost_chip(r, faded=not covered), (x + 14 + j * 36, y + 48))
    if blocked:
        status, ink = blocked, pal.TEXT_DIM
    elif not short:
        status, ink = say("images-buy-now" if legal_now else "images-buy-affordable"), pal.GOOD
    else:
        status, ink = say("images-buy-missing", count=short), pal.BAD
    fitted = words.BUY_STATUS.fit(status)
    draw_fitted(im, (x + 14, y + BUY_H - 15), fitted, ink, "lm", draw=text)


def _palette_sample() -> Image.Image:
    """Reference C&K hands: every card held and not, every colour, track level, purchase state."""
    rows = []
    for i, colour in enumerate(("red", "blue", "white", "orange")):
        view = {
            "players": [{"colour": colour, "public_vp": 3, "roads_left": i, "settlements_left": 2, "cities_left": 1,
                         "levels": [i, (i + 2) % 6, 5 - i], "walls": i}],
            "ck": {"knights": [[0, 0, 1 + i % 3, i % 2]], "metropolis": [-1, -1, -1]},
            "pending": [{"kind": "discard", "seat": 0, "count": 3}] if i % 2 else [],
            "you": {
                "seat": 0, "hand": {c: (j + i) % 4 for j, c in enumerate(CARD_NAMES)}, "vp": 4,
                "bank_rates": {c: 2 + (j % 3) for j, c in enumerate(CARD_NAMES)},
                "progress_cards": ["spy", "crane", "merchant", "wedding"][: i + 1],
                "legal_actions": [["road", 0], ["improve", 1], ["knight_hire", 3]],
            },
        }  # fmt: skip
        rows.append(ck_hand_image(view, ["Sample"]))
    return stacked(rows)


CK_HAND_PALETTE = FixedPalette(
    "hand-ck",
    _palette_sample,
    [*pal.RESOURCE_FILL, *ck_pal.COMMODITY_FILL, *ck_pal.TRACK_FILL, *pal.BASE_PALETTE_PLAYERS, pal.PANEL, pal.INK,
     pal.TEXT_DIM, pal.GOOD, pal.BAD, BUY_FILL, pal.OUTLINE, pal.PANEL_EDGE, ck_pal.KNIGHT_HOLLOW, ck_pal.STONE,
     (255, 255, 255), *(pal.mix(c, (255, 255, 255), 0.8) for c in ck_pal.TRACK_FILL),
     *faded([*pal.RESOURCE_FILL, *ck_pal.COMMODITY_FILL, pal.OUTLINE, pal.INK, (255, 255, 255)])],
    blends=CK_HAND_BLENDS,
)  # fmt: skip
