"""The hand image for a DM or an ephemeral reply: one player's cards and what they can afford.

Rows: the five resource cards with counts (and the player's bank rate for each, which harbors lower);
the development cards with counts (cards bought this turn are marked: they cannot be played yet); the
four purchases (road, settlement, city, development card) with their cost, the cards of the cost that
the hand lacks washed out, and whether the purchase is affordable or even buildable right now.

Only ``view["you"]`` (the viewer's own secrets) and the viewer's public counts are read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from engine.constants import COSTS, DEV_CARDS, RESOURCES
from rendering import palette as pal
from rendering import sprites
from rendering.cache import LruCache, with_words
from rendering.card_row import CardRow, card_face, draw_card_row
from rendering.encode import Encoding, FixedPalette, encode, encode_posted, picture_digest, posted_picture, stacked
from rendering.icons import resource_icon
from rendering.labels import Box, Pair, draw_fitted
from rendering.names import display_name
from rendering.rulesets import render_of
from rendering.shapes import SUPERSAMPLE, fit_text, shrink, text, text_width
from rendering.words import current, say, speaking

WIDTH = 1000
MARGIN = 40
GAP = 15
CARD_W = (WIDTH - 2 * MARGIN - 4 * GAP) // 5  # 172
CARD_H = 210
COUNT_Y = 158  # centre of the count disc on a resource card
DEV_H = 118
BUY_W = (WIDTH - 2 * MARGIN - 3 * GAP) // 4
BUY_H = 150
TITLE_H = 76
BANNER_H = 58
SECTION_H = 40
RATE_H = 34
CARDS = CardRow(left=MARGIN, width=CARD_W, height=CARD_H, gap=GAP, corner=16, icon_y=50, icon_size=46, count_y=COUNT_Y,
                disc=36, label_y=104, label_size=26, count_size=44, rate_h=RATE_H, rate_size=22,
                labels=tuple(f"images-card-{r}" for r in RESOURCES))  # fmt: skip

# A development card's name on its tile: one or two lines (a translation breaks it where it reads best).
DEV_TITLE = Box("hand: development card", "bold", 21, CARD_W - 16, lines=2,
                messages=tuple((f"images-dev-{card}", {}) for card in DEV_CARDS))  # fmt: skip
DEV_FILL: pal.RGB = (236, 226, 246)  # lavender: unlike any resource card
DEV_EDGE: pal.RGB = (96, 72, 130)
BUY_FILL: pal.RGB = (255, 255, 255)


class Purchase:
    __slots__ = ("action", "cost", "label", "pieces_key")

    def __init__(self, label: str, cost: str, pieces_key: str | None, action: str) -> None:
        self.label = label
        self.cost = COSTS[cost]
        self.pieces_key = pieces_key  # pieces left, in the public player entry (None: the dev deck)
        self.action = action  # the action kind in legal_actions


PURCHASES: tuple[Purchase, ...] = (
    Purchase("images-buy-road", "road", "roads_left", "road"),
    Purchase("images-buy-settlement", "settlement", "settlements_left", "settlement"),
    Purchase("images-buy-city", "city", "cities_left", "city"),
    Purchase("images-buy-dev", "development card", None, "buy_dev"),
)
# "1 new" on a development card, right of its count (40 px digits in the middle of the card).
DEV_NEW = Box("hand: new development cards", "bold", 17, CARD_W / 2 - 28, narrowest=0.66, messages=(("images-dev-new", {"count": 2}),))
# A purchase's name beside its icon, and its state under the cost.
BUY_LABEL = Box("hand: purchase", "bold", 24, BUY_W - 60 - 6, lines=2, wrap_size=19,
                messages=tuple((p.label, {}) for p in PURCHASES))
BUY_STATUS = Box("hand: purchase state", "bold", 21, BUY_W - 24, lines=2, wrap_size=16, messages=(
    ("images-buy-deck-empty", {}), ("images-buy-none-left", {}), ("images-buy-now", {}), ("images-buy-affordable", {}),
    ("images-buy-missing", {"count": 2}),
))  # fmt: skip
DISCARD = Box("hand: the discard banner", "bold", 30, WIDTH - 2 * MARGIN, messages=(("images-discard-owed", {"count": 12}),))
# A section's title on the left and its note on the right share the width.
SECTION_NOTE_SIZE = 22

# How hands are posted (issue #32 item 2), chosen with bench/render_choices.py and bench/render_replay.py: at
# half the drawing's size (500 px wide) on the hand palette's must-have colours and 24 more, lossless, libwebp's
# method 2 at quality 25: a base hand ~9.7 KB in ~8 ms, against 25 KB in 19 ms at full size on 256 colours
# (method 1, quality 0: before). Hands are most of a game's renders and decide the median render CPU per move.
HAND_ENCODING = Encoding(2, 25, scale=0.5)

CARD_CACHE: LruCache[Image.Image] = with_words(LruCache(maxsize=160))  # base and C&K cards, chips, panels


def hand_height(view: dict) -> int:
    banner = BANNER_H if _you(view).get("discard_owed") else 0
    if _notice(view):
        banner += BANNER_H
    return TITLE_H + banner + 3 * SECTION_H + CARD_H + RATE_H + DEV_H + BUY_H + 26


def hand_image(view: dict, names: Sequence[str] | None = None, *, language: str | None = None) -> Image.Image:
    """The hand as an RGB image (before palette mapping); ``render_hand`` encodes it. A rule set may
    draw its own (C&K: ``rendering.rules.cities_and_knights.hand``). ``language``: its reader's (None: the one
    in force, ``rendering.words``; English outside a render)."""
    if language is None:
        return render_of(view).hand_image(view, names)  # type: ignore[misc]
    with speaking(language):
        return render_of(view).hand_image(view, names)  # type: ignore[misc]


def base_hand_image(view: dict, names: Sequence[str] | None = None) -> Image.Image:
    """The base game's hand image."""
    you = _you(view)
    seat = you.get("seat", view.get("viewer", 0))
    player = view["players"][seat]
    im = Image.new("RGB", (WIDTH, hand_height(view)), pal.PANEL)
    d = ImageDraw.Draw(im)
    y = title_bar(im, d, you, names, seat, player)
    owed = int(you.get("discard_owed") or 0)
    if owed:
        d.rectangle((0, y, WIDTH, y + BANNER_H), fill=pal.BAD)
        banner = DISCARD.fit(say("images-discard-owed", count=owed))
        draw_fitted(im, (WIDTH / 2, y + BANNER_H / 2), banner, (255, 255, 255))
        y += BANNER_H
    notice = _notice(view)
    if notice:  # a rule set's choice about cards (Seafarers' gold), in the colour of good news
        d.rectangle((0, y, WIDTH, y + BANNER_H), fill=pal.GOOD)
        text(im, (WIDTH / 2, y + BANNER_H / 2), fit_text(notice, "bold", 30, WIDTH - 2 * MARGIN), "bold", 30,
             (255, 255, 255))  # fmt: skip
        y += BANNER_H
    hand = {r: int(you.get("hand", {}).get(r, 0)) for r in RESOURCES}
    y = section_title(im, y, say("images-section-resources"), say("images-section-in-hand", count=sum(hand.values())))
    rates = you.get("bank_rates", {})
    faces = [_resource_card(i, faded=hand[res] == 0) for i, res in enumerate(RESOURCES)]
    draw_card_row(im, y, CARDS, faces, [hand[r] for r in RESOURCES], [rates.get(r) for r in RESOURCES])
    y += CARD_H + RATE_H
    dev = you.get("dev_cards", {})
    new = you.get("dev_cards_new") or {}
    y = section_title(im, y, say("images-section-development"), _dev_note(new))
    for i, card in enumerate(DEV_CARDS):
        x = MARGIN + i * (CARD_W + GAP)
        count = int(dev.get(card, 0))
        im.paste(_dev_card(card, faded=count == 0), (x, y))
        text(im, (x + CARD_W / 2, y + DEV_H - 30), str(count), "bold", 40, pal.INK)
        fresh = int(new.get(card, 0))
        if fresh and card != "victory_point":  # VP cards are never played, so "new" means nothing for them
            draw_fitted(im, (x + CARD_W - 14, y + DEV_H - 14), DEV_NEW.fit(say("images-dev-new", count=fresh)), DEV_EDGE, "rs")
    y += DEV_H
    y = section_title(im, y, say("images-section-build"), render_of(view).build_note(view, seat))  # type: ignore[misc]
    legal_kinds = {a[0] for a in you.get("legal_actions", ()) if a}
    colour = pal.player_fill(player.get("colour", ""))
    for i, purchase in enumerate(PURCHASES):
        x = MARGIN + i * (BUY_W + GAP)
        left = player.get(purchase.pieces_key) if purchase.pieces_key else view.get("dev_deck")
        _purchase(im, d, (x, y), purchase, hand, left, purchase.action in legal_kinds, colour)
    return im


def render_hand(view: dict, names: Sequence[str] | None = None, *, language: str | None = None) -> bytes:
    """Image bytes (WebP) of the viewer's hand; ``view`` must be a player view (``engine.player_view``);
    ``language``: its reader's (``rendering.words``)."""
    image = hand_image(view, names, language=language)
    return encode(image, render_of(view).hand_palette, hand_encoding(view))  # type: ignore[arg-type]


def render_hand_if_changed(view: dict, names: Sequence[str] | None = None, shown: str | None = None, *,
                           language: str | None = None) -> tuple[str, bytes | None]:  # fmt: skip
    """The hand's picture digest (``encode.picture_digest`` of the picture as posted) and its image bytes, or
    None instead of the bytes when the digest is ``shown`` (the picture the hand DM shows already: issue #32 item 2).

    A hand message changes far more often than its picture (notes, the changes since the last update, whose
    turn it is in the text): drawing is a few ms, encoding most of a render, so a picture that came out the
    same is neither encoded nor uploaded. The digest is of the pixels, so whatever a rule set's hand shows
    (``RenderHooks.hand_image``) decides it, without a list of the view fields each picture reads."""
    picture = _posted_hand(view, names, language)
    digest = picture_digest(picture)  # of what is posted: ~1 ms
    if digest == shown:
        return digest, None
    return digest, encode_posted(picture, hand_encoding(view))


def render_hand_digest(view: dict, names: Sequence[str] | None = None, *, language: str | None = None) -> str:
    """The digest ``render_hand_if_changed`` gives, without encoding anything: whether the picture a hand DM shows
    is still the hand's (a DM holding its next picture back a moment, ``cogs.publishing.hand_messages``)."""
    return picture_digest(_posted_hand(view, names, language))


def _posted_hand(view: dict, names: Sequence[str] | None, language: str | None) -> Image.Image:
    return posted_picture(hand_image(view, names, language=language), render_of(view).hand_palette,  # type: ignore[arg-type]
                          hand_encoding(view))  # fmt: skip


def hand_encoding(view: dict) -> Encoding:
    """How the view's rule set posts its hand (``RenderHooks.hand_encoding``; the base game's ``HAND_ENCODING``)."""
    return render_of(view).hand_encoding or HAND_ENCODING


def _notice(view: dict) -> str:
    """The rule set's banner for the viewer (``RenderHooks.hand_notice``), or ""."""
    notice = render_of(view).hand_notice
    if notice is None:
        return ""
    return notice(view, _you(view).get("seat", view.get("viewer", 0)))


def _you(view: dict) -> dict:
    you = view.get("you")
    if not isinstance(you, dict):
        raise ValueError("a hand image needs a player view (engine.player_view), which has 'you'")
    return you


def title_bar(im: Image.Image, d: ImageDraw.ImageDraw, you: dict, names: Sequence[str] | None, seat: int,
              player: dict, draw: Callable[..., None] = text) -> int:  # fmt: skip
    """A bar in the player's colour: whose hand this is, and their victory points (hidden ones too). ``draw``: how
    its words are drawn (``shapes.text``; a picture posted sharp: ``shapes.sharp_text_on_halves``)."""
    colour = pal.player_fill(player.get("colour", ""))
    d.rectangle((0, 0, WIDTH, TITLE_H), fill=colour)
    d.line((0, TITLE_H - 1, WIDTH, TITLE_H - 1), fill=pal.OUTLINE, width=2)
    ink = pal.text_on(colour)
    vp = you.get("vp", player.get("public_vp", 0))
    hidden = int(you.get("hidden_vp_cards", 0) or 0)
    right = say("images-hand-vp-hidden", vp=vp, hidden=hidden) if hidden else say("images-hand-vp", vp=vp)
    draw(im, (WIDTH - MARGIN, TITLE_H / 2), right, "bold", 34, ink, "rm")
    whose = say("images-hand-title", name=NAME)
    room = WIDTH - 2 * MARGIN - text_width(right, "bold", 34) - 30 - text_width(whose.replace(NAME, ""), "bold", 36)
    name = fit_text(display_name(names, seat, player), "bold", 36, room)
    draw(im, (MARGIN, TITLE_H / 2), whose.replace(NAME, name), "bold", 36, ink, "lm")
    return TITLE_H


NAME = "{name}"  # where the (shortened) name goes in the title's words


def section_title(im: Image.Image, y: int, title: str, note: str, draw: Callable[..., None] = text) -> int:
    """A section's title on the left, a note on the right, in one line: the note gives way (a size smaller, then
    cut) where a language's words would meet the title's (``SECTION`` and the rule sets' ``Pair`` s measure them).
    ``draw``: as ``title_bar``'s."""
    if not note:
        draw(im, (MARGIN, y + SECTION_H / 2 + 2), title, "bold", 24, pal.TEXT, "lm")
        return y + SECTION_H
    left, right = SECTION.fit(title, note)
    draw_fitted(im, (MARGIN, y + SECTION_H / 2 + 2), left, pal.TEXT, "lm", draw=draw)
    draw_fitted(im, (WIDTH - MARGIN, y + SECTION_H / 2 + 2), right, pal.TEXT_DIM, "rm", draw=draw)
    return y + SECTION_H


def section_pair(where: str, *pairs: tuple[tuple[str, dict[str, object]], tuple[str, dict[str, object]]]) -> Pair:
    """The room of sections' titles and notes (``section_title``), with the (title, note) messages drawn together."""
    return Pair(where, ("bold", 24), ("regular", SECTION_NOTE_SIZE), WIDTH - 2 * MARGIN, pairs, gap=SECTION_GAP,
                left_fixed=True, lines=2, wrap_size=16)  # fmt: skip


SECTION_GAP = 24  # px at least between a section's title and its note
SECTION = section_pair(
    "hand: section title and note", (("images-section-resources", {}), ("images-section-in-hand", {"count": 95})),
    (("images-section-development", {}), ("images-dev-note", {})),
)


def _dev_note(new: dict) -> str:
    fresh = sum(int(n) for c, n in new.items() if c != "victory_point")
    return say("images-dev-note") if fresh else ""


def _resource_card(r: int, faded: bool) -> Image.Image:
    def make() -> Image.Image:
        fill = pal.RESOURCE_FILL[r]
        card = card_face(CARDS, fill, say(f"images-card-{RESOURCES[r]}"),
                         lambda d, x, y, size: resource_icon(d, r, x, y, size))  # fmt: skip
        return fade(card) if faded else card

    return CARD_CACHE.get_or_build(("resource", r, faded, current()), make)


def _dev_card(card: str, faded: bool) -> Image.Image:
    def make() -> Image.Image:
        k = SUPERSAMPLE
        im = Image.new("RGB", (CARD_W * k, DEV_H * k), pal.PANEL)
        ImageDraw.Draw(im).rounded_rectangle((k, k, (CARD_W - 1) * k, (DEV_H - 1) * k), radius=14 * k, fill=DEV_FILL,
                                             outline=DEV_EDGE, width=3 * k)  # fmt: skip
        tile = shrink(im, k)
        fitted = DEV_TITLE.fit(say(f"images-dev-{card}"))
        lines, size = fitted.lines, fitted.size
        step = round(24 * size / DEV_TITLE.size)
        top = 34 - step / 2 * (len(lines) - 1)  # one or two lines, centred on the upper half of the tile
        for j, line in enumerate(lines):
            text(tile, (CARD_W / 2, top + j * step), line, fitted.style, size, DEV_EDGE)
        return fade(tile) if faded else tile

    return CARD_CACHE.get_or_build(("dev", card, faded, current()), make)


def fade(im: Image.Image, towards: pal.RGB = pal.PANEL, amount: float = 0.6) -> Image.Image:
    """A card the player does not hold: washed out towards the background, so held cards stand out.
    (Fading towards the background colour, not white, leaves the card's surroundings unchanged.)"""
    return im.point([round(v + (c - v) * amount) for c in towards for v in range(256)])


def _purchase(im: Image.Image, d: ImageDraw.ImageDraw, at: tuple[int, int], purchase: Purchase,
              hand: dict[str, int], left: int | None, legal_now: bool, colour: pal.RGB) -> None:  # fmt: skip
    x, y = at
    d.rounded_rectangle((x, y, x + BUY_W, y + BUY_H), radius=12, fill=BUY_FILL, outline=pal.PANEL_EDGE, width=2)
    icon_at = (x + 32, y + 36)
    if purchase.action == "road":
        sprites.road(colour, -30, 80).paste_onto(im, icon_at)
    elif purchase.action == "settlement":
        sprites.settlement(colour, 100).paste_onto(im, icon_at)
    elif purchase.action == "city":
        sprites.city(colour, 80).paste_onto(im, icon_at)
    else:
        d.rounded_rectangle((x + 20, y + 17, x + 44, y + 55), radius=4, fill=DEV_FILL, outline=DEV_EDGE, width=3)
    fitted = BUY_LABEL.fit(say(purchase.label))
    draw_fitted(im, (x + 60, y + 36), fitted, pal.TEXT, "lm")
    # The cost as small cards in the resource colours, one per card needed; those the hand lacks are
    # washed out (a difference in lightness, which every reader can see).
    cards = cost_cards(hand, purchase.cost)
    short = sum(not covered for _r, covered in cards)
    for j, (r, covered) in enumerate(cards):
        im.paste(cost_chip(r, faded=not covered), (x + 14 + j * 36, y + 66))
    if left is not None and left <= 0:
        status, ink = say("images-buy-deck-empty" if purchase.pieces_key is None else "images-buy-none-left"), pal.TEXT_DIM
    elif not short:
        status, ink = say("images-buy-now" if legal_now else "images-buy-affordable"), pal.GOOD
    else:
        status, ink = say("images-buy-missing", count=short), pal.BAD
    fitted = BUY_STATUS.fit(status)
    draw_fitted(im, (x + 14, y + BUY_H - 24), fitted, ink, "lm")


def cost_cards(hand: dict[str, int], cost: tuple[int, ...]) -> list[tuple[int, bool]]:
    """The cards of ``cost`` one by one (resource id), each with whether ``hand`` covers it."""
    out = []
    for r, n in enumerate(cost):
        held = int(hand.get(RESOURCES[r], 0))
        out.extend((r, i < held) for i in range(n))
    return out


def cost_chip(r: int, faded: bool) -> Image.Image:
    def make() -> Image.Image:
        k = SUPERSAMPLE
        w, h = 30, 40
        im = Image.new("RGB", (w * k, h * k), BUY_FILL)
        d = ImageDraw.Draw(im)
        d.rounded_rectangle((0, 0, w * k - 1, h * k - 1), radius=5 * k, fill=pal.RESOURCE_FILL[r], outline=pal.OUTLINE,
                            width=2 * k)  # fmt: skip
        resource_icon(d, r, w / 2 * k, h / 2 * k, 11 * k)
        chip = shrink(im, k)
        return fade(chip, BUY_FILL, 0.7) if faded else chip

    return CARD_CACHE.get_or_build(("chip", r, faded), make)


def _palette_sample() -> Image.Image:
    """The reference hands the hand palette is computed from: every card held and not held, every
    player colour's title bar, every purchase state."""
    rows = []
    for i, colour in enumerate(("red", "blue", "white", "orange")):
        view = {
            "players": [{"colour": colour, "public_vp": 3, "roads_left": i, "settlements_left": 2, "cities_left": 1}],
            "dev_deck": 5 - i,
            "you": {
                "seat": 0, "hand": {r: (j + i) % 4 for j, r in enumerate(RESOURCES)},
                "dev_cards": {c: (j + i) % 3 for j, c in enumerate(DEV_CARDS)},
                "dev_cards_new": {c: 1 for c in DEV_CARDS}, "vp": 4, "hidden_vp_cards": 1,
                "bank_rates": {r: 2 + (j % 3) for j, r in enumerate(RESOURCES)}, "discard_owed": i % 2 * 4,
                "legal_actions": [["road", 0], ["buy_dev"]],
            },
        }  # fmt: skip
        rows.append(base_hand_image(view, ["Sample"]))
    return stacked(rows)


def faded(colours: Sequence[pal.RGB]) -> list[pal.RGB]:
    """``colours`` on cards the player does not hold (``fade``): must-have colours of a hand palette, which
    with a few dozen blends beside them would otherwise take other hues (issue #32 item 2)."""
    return [pal.mix(c, pal.PANEL, 0.6) for c in colours]


HAND_PALETTE = FixedPalette(
    "hand",
    _palette_sample,
    [*pal.RESOURCE_FILL, *pal.BASE_PALETTE_PLAYERS, pal.PANEL, pal.INK, pal.TEXT_DIM, pal.GOOD, pal.BAD, DEV_FILL,
     DEV_EDGE, BUY_FILL, pal.OUTLINE, (255, 255, 255),
     *faded([*pal.RESOURCE_FILL, DEV_FILL, DEV_EDGE, pal.OUTLINE, pal.INK, (255, 255, 255)])],
)  # fmt: skip
