"""Issue #32 items 1-2: pictures at less CPU and fewer bytes, and what they may change.

Every image kind is posted at half its drawing's size (``encode.REDUCE``: each posted pixel the average of
2x2 drawn ones, as a drawing at that size with supersampling would be), losslessly on a fixed palette of its
must-have colours and ``encode.BLENDS`` more (``BOARD_ENCODING``, ``DECISION_ENCODING``, ``HAND_ENCODING``,
chosen with bench/render_choices.py and bench/render_replay.py; the compared pairs are written by
bench/render_choices.py). So the pixels changed on purpose: the decoded image is exactly the halved drawing
mapped onto its palette, and it differs from the halved drawing itself (what a phone would show of the full
picture, less its blends) by at most the bounds below, at its own size and at 400 px wide.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from PIL import Image, ImageChops, ImageStat

import engine
import rendering
from rendering.board import (
    BOARD_ENCODING,
    DECISION_ENCODING,
    Highlight,
    board_image,
    board_palette,
    label_extent,
    label_placements,
)
from rendering.decision import (
    CONTEXT_ACROSS,
    CONTEXT_DOWN,
    MIN_WIDTH,
    WHOLE_BOARD,
    decision_highlight,
    decision_image,
    decision_window,
)
from rendering.encode import REDUCE, Encoding, FixedPalette, encode, indexed, picture_digest, posted_picture
from rendering.hand import HAND_ENCODING, hand_encoding
from rendering.rules.cities_and_knights.hand import CK_HAND_ENCODING
from rendering.rulesets import render_of
from rendering.shapes import sharp_text_on_halves, text_on_halves
from tests.rendering.helpers import NAMES, can, ck_rolled, play_greedy, play_until, posted

ENCODING = {"board": BOARD_ENCODING, "board+": BOARD_ENCODING, "decision": DECISION_ENCODING, "hand": HAND_ENCODING}
PHONE = 400  # px: the width of a phone's message column
# The posted picture against the drawing halved without a palette: the mean channel difference over all pixels
# (at the posted size; at 400 px wide), and the share of pixels with a channel more than 48 apart (an edge
# pixel's blend taken by another colour). Measured: means 1.2-1.8 (C&K hands 2.8: their dark card inks), the
# same at 400 px (the flat fills leave out the sea's waves and the tiles' faint textures), shares 0.1-0.9 %.
# A hand posted sharp (C&K's, ``Encoding.sharp``: one pixel of each 2x2 block, text without grey rims) differs
# from the averaged halves at every rim by design: measured 3.9 (3.8 at 400 px), 3.5 % of pixels far.
MEAN_BOUND = {"board": 2.0, "board+": 2.2, "decision": 2.0, "hand": 3.2, "sharp hand": 4.2}
PHONE_MEAN_BOUND = {"board": 2.0, "board+": 2.2, "decision": 2.0, "hand": 3.0, "sharp hand": 4.1}
FAR_SHARE_BOUND = {"board": 0.01, "board+": 0.01, "decision": 0.01, "hand": 0.015, "sharp hand": 0.04}
# Bytes a kind may take in each game below (measured: 27-45 KB boards, 10-18 KB hands; a third of the bytes of
# the full-size pictures before): a guard against a setting that quietly doubles the uploads. The C&K hand's
# text is drawn on the posted grid (``shapes.text_on_halves``): 21.3 -> 18.2 KB here; posted sharp, 10.4 KB.
MAX_KB = {
    "base": {"board": 32, "board+": 40, "decision": 33, "hand": 12},
    "ck": {"board": 42, "board+": 48, "decision": 42, "hand": 12},
    "six": {"board": 44, "board+": 52, "decision": 42, "hand": 12},
}

Case = tuple[Callable[[], bytes], Callable[[], Image.Image], FixedPalette]


def _cases(game: engine.GameState, names: list[str]) -> dict[str, Case]:
    public = engine.public_view(game)
    # A seat with a decision to picture (a player view shows the same hand and board either way).
    seat = next((s for s in range(len(public["players"])) if rendering.decision_kinds(engine.player_view(game, s))),
                engine.must_act(game)[0])  # fmt: skip
    player = engine.player_view(game, seat)
    kinds = rendering.decision_kinds(player)
    new = rendering.NewPieces(frozenset(b[0] for b in public["buildings"][:2]), frozenset(r[0] for r in public["roads"][:3]))
    out: dict[str, Case] = {
        "board": (lambda: rendering.render_board(public, names), lambda: board_image(public, names), board_palette(public)),
        "board+": (
            lambda: rendering.render_board(public, names, show_numbers=True, new_pieces=new),
            lambda: board_image(public, names, show_numbers=True, new_pieces=new),
            board_palette(public),
        ),
        "hand": (
            lambda: rendering.render_hand(player, names),
            lambda: rendering.hand_image(player, names),
            render_of(player).hand_palette,  # type: ignore[dict-item]
        ),
    }
    if kinds:
        kind = kinds[0]
        out["decision"] = (
            lambda: rendering.render_decision(player, names, seat, kind),
            lambda: decision_image(player, names, decision_highlight(player, names, kind)),
            board_palette(player),
        )
    return out


@pytest.mark.parametrize("game_of", ["base", "ck", "six"])
def test_item32_1_and_2_pixel_difference_bound_and_bytes_per_image_kind(game_of: str) -> None:
    games = {
        "base": lambda: (_with_roads(play_greedy(7, 60)), NAMES),
        "ck": lambda: (ck_rolled(), NAMES),
        "six": lambda: (_with_roads(play_greedy(3, 40, players=6)), [*NAMES, "Emeka", "Farah"]),
    }
    game, names = games[game_of]()
    cases = _cases(game, names)
    assert set(cases) == set(MEAN_BOUND) - {"sharp hand"}, set(cases)  # every kind measured (the seat to act has a decision)
    for kind, (render, picture, palette) in cases.items():
        data = render()
        shown = posted(data)
        drawing = picture()
        encoding = hand_encoding(engine.public_view(game)) if kind == "hand" else ENCODING[kind]
        # Lossless: exactly the halved drawing on the palette.
        assert shown.tobytes() == posted_picture(drawing, palette, encoding).convert("RGB").tobytes()
        halved = drawing.reduce(REDUCE)
        assert shown.size == halved.size == encoding.size(*drawing.size)
        diff = ImageChops.difference(shown, halved)
        mean = sum(ImageStat.Stat(diff).mean) / 3
        far = sum(1 for px in diff.get_flattened_data() if max(px) > 48) / (diff.width * diff.height)
        phone_mean = sum(ImageStat.Stat(ImageChops.difference(_at_phone(shown), _at_phone(halved))).mean) / 3
        bound = "sharp hand" if encoding.sharp else kind
        assert mean <= MEAN_BOUND[bound] and phone_mean <= PHONE_MEAN_BOUND[bound], (game_of, kind, mean, phone_mean)
        assert far <= FAR_SHARE_BOUND[bound], (game_of, kind, far)
        assert len(data) <= MAX_KB[game_of][kind] * 1000, (game_of, kind, len(data))


def _at_phone(im: Image.Image) -> Image.Image:
    return im.resize((PHONE, round(im.height * PHONE / im.width)), Image.Resampling.LANCZOS)


def _with_roads(game: engine.GameState) -> engine.GameState:
    play_until(game, can("road"))  # on to a moment when some seat may build a road: a decision image
    return game


def test_item32_2_a_hand_picture_that_did_not_change_is_not_encoded_again() -> None:
    game = play_greedy(7, 60)
    view = engine.player_view(game, 1)
    digest, data = rendering.render_hand_if_changed(view, NAMES)
    assert data == rendering.render_hand(view, NAMES)  # the same bytes as an ordinary render
    assert digest == _digest(view)
    again, nothing = rendering.render_hand_if_changed(view, NAMES, digest)
    assert (again, nothing) == (digest, None)
    # Text-only differences of the view (what the hand message says, not the picture) keep the picture.
    other_seat = engine.player_view(game, 2)
    assert rendering.render_hand_if_changed(other_seat, NAMES, digest)[1] is not None
    renamed = rendering.render_hand_if_changed(view, ["Alice", "Robert", "Chen", "Dörte"], digest)
    assert renamed[0] != digest and renamed[1] is not None  # the title bar shows the name


def test_item32_2_hand_digest_follows_what_the_picture_shows() -> None:
    """The digest is of the pixels: a change of a card count changes it, a view field no picture reads
    (another seat's secret, which a player view does not even hold) cannot."""
    game = play_greedy(7, 60)
    view = engine.player_view(game, 1)
    digest = _digest(view)
    more = {**view, "you": {**view["you"], "hand": {**view["you"]["hand"], "ore": view["you"]["hand"]["ore"] + 1}}}
    assert _digest(more) != digest
    noted = {**view, "offers_made": [*view.get("offers_made", ()), 99]}
    assert _digest(noted) == digest


def _digest(view: dict) -> str:
    """The digest of the hand's picture as posted (halved, on its palette)."""
    picture = posted_picture(rendering.hand_image(view, NAMES), render_of(view).hand_palette, HAND_ENCODING)  # type: ignore[arg-type]
    return picture_digest(picture)


@pytest.mark.asyncio
async def test_item32_2_the_worker_renders_a_hand_only_when_its_picture_changed() -> None:
    from rendering import worker

    view = engine.player_view(play_greedy(7, 60), 1)
    digest, data = await worker.hand_if_changed(view, NAMES)
    assert data == rendering.render_hand(view, NAMES)
    assert await worker.hand_if_changed(view, NAMES, digest) == (digest, None)


def test_item32_2_every_kind_is_posted_lossless_at_half_the_drawings_size() -> None:
    """The encodings chosen per kind (issue #32 item 2: bench/render_choices.py measured lossy candidates larger
    and Lanczos-scaled ones larger than averaged halves) post lossless pixels at half the drawing's size (a
    600 px wide board, what Discord shows), on palettes computed from the reference pictures at that size."""
    for encoding in (BOARD_ENCODING, DECISION_ENCODING, HAND_ENCODING):
        assert encoding.scale == 1 / REDUCE and not encoding.lossy, encoding
    view = engine.player_view(play_greedy(7, 60), 1)
    for data, palette in ((rendering.render_board(view, NAMES), board_palette(view)),
                          (rendering.render_decision(view, NAMES, kind="road"), board_palette(view)),
                          (rendering.render_hand(view, NAMES), render_of(view).hand_palette)):  # fmt: skip
        assert data[8:16] == b"WEBPVP8L"  # lossless
        assert posted(data).width in (600, 500)
        assert palette.reduce == REDUCE  # type: ignore[union-attr]


def test_item32_2_scaled_and_lossy_candidates_post_what_they_say() -> None:
    """The candidates the benches compare (``Encoding.scale``, ``Encoding.lossy``): a scaled picture has the
    scaled size, a lossy one is lossy WebP, and both stay close to the drawing (a bound per candidate)."""
    view = engine.player_view(play_greedy(7, 60), 1)
    drawing, palette = rendering.hand_image(view, NAMES), render_of(view).hand_palette
    reference = indexed(drawing, palette).convert("RGB")  # type: ignore[arg-type]
    for encoding, bound in ((Encoding(1, 0, scale=2 / 3), 3.0), (Encoding(4, 75, lossy=True), 4.0)):
        data = encode(drawing, palette, encoding)  # type: ignore[arg-type]
        assert data[8:16] == (b"WEBPVP8 " if encoding.lossy else b"WEBPVP8L")
        posted = Image.open(io.BytesIO(data)).convert("RGB")
        assert posted.size == encoding.size(*drawing.size)
        expected = reference.resize(posted.size, Image.Resampling.LANCZOS)
        mean = sum(ImageStat.Stat(ImageChops.difference(posted, expected)).mean) / 3
        assert 0 < mean <= bound, (encoding, mean)


def test_item32_1_text_on_halves_is_the_half_size_text_on_the_posted_grid() -> None:
    """Issue #32 item 1 (C&K's bytes): text drawn for a picture posted at half size is, once halved, exactly the
    text drawn at half the size on the posted pixels (hinted: whole-pixel stems, no greys made by the averaging),
    as wide as the layout made room for; a line that would come out wider is drawn as ``text`` draws it."""
    from rendering.shapes import HALVES_SLACK, _half_size, text, text_on_halves, text_width

    ink, paper = (20, 30, 40), (250, 248, 240)
    for words, style, size in (("Next level: 3 cloth", "bold", 20), ("Draws a card on red 1-3", "regular", 19),
                               ("Counting House", "bold", 21)):  # fmt: skip
        drawn = Image.new("RGB", (600, 60), paper)
        text_on_halves(drawn, (41, 31), words, style, size, ink, "lm")
        half = _half_size(words, style, size)
        assert half is not None and half in (size // 2, size // 2 + 1), (words, half)
        assert text_width(words, style, half) <= text_width(words, style, size) / 2 * HALVES_SLACK + 0.25
        expected = Image.new("RGB", (300, 30), paper)
        text(expected, (20, 16), words, style, half, ink, "lm")  # (41, 31) on the posted grid
        assert drawn.reduce(2).tobytes() == expected.tobytes(), words
        supersampled = Image.new("RGB", (600, 60), paper)
        text(supersampled, (41, 31), words, style, size, ink, "lm")
        greys = len(drawn.reduce(2).getcolors(4096) or ())
        assert greys < len(supersampled.reduce(2).getcolors(4096) or ()), words  # fewer edge shades to encode
    wide = "level now, next level's cost, red die values that draw a card"  # hinted at 11 px: 4 % wider
    assert _half_size(wide, "regular", 22) is None
    drawn, plain = Image.new("RGB", (1000, 60), paper), Image.new("RGB", (1000, 60), paper)
    text_on_halves(drawn, (960, 30), wide, "regular", 22, ink, "rm")
    text(plain, (960, 30), wide, "regular", 22, ink, "rm")
    assert drawn.tobytes() == plain.tobytes()


def test_item32_2_a_decision_image_shows_the_board_around_its_options() -> None:
    """Bytes (issue #32 item 2): a decision image shows the part of the board its options are on, with board around
    them and at least half the board wide; options spread over the board (the robber's hexes) show it whole."""
    g = rendering.board_geometry()
    whole = (0, 0, g.width, g.height)
    for v in (0, 20, 40, 53):  # the north-west corner, the middle, the east, the south
        hl = Highlight(vertices=(v,), caption="c")
        x0, y0, x1, y1 = decision_window(g, hl)
        assert (x0, y0, x1, y1) != whole and y1 - y0 < WHOLE_BOARD * g.height, v
        assert x1 - x0 >= MIN_WIDTH * g.width and all(c % 2 == 0 for c in (x0, y0, x1, y1)), v
        for label in label_placements(g, hl):
            (x, y), (half_w, half_h) = label.centre, label_extent(g, label)
            assert x0 <= max(0, x - half_w - CONTEXT_ACROSS * g.size) and x1 >= min(g.width, x + half_w), v
            assert y0 <= max(0, y - half_h - CONTEXT_DOWN * g.size), v
            assert y1 >= min(g.height, y + half_h + CONTEXT_DOWN * g.size), v
    assert decision_window(g, Highlight(hexes=tuple(range(1, 19)), caption="c")) == whole
    assert decision_window(g, Highlight(caption="c")) == whole  # nothing marked: the board


def test_item32_2_a_sharp_picture_is_one_drawn_pixel_of_each_block_and_its_text_has_no_grey() -> None:
    """Bytes (issue #32 item 2): C&K's hand is posted sharp (``Encoding.sharp``), the first pixel of each 2x2 block
    of the drawing, a partial block at the edge too, and its text (``shapes.sharp_text_on_halves``) is the text's
    colour or the background's, on the posted grid: no grey rim for lossless WebP to pay for."""
    drawing = Image.new("RGB", (5, 3))
    for x in range(5):
        for y in range(3):
            drawing.putpixel((x, y), (40 * x, 60 * y, 0))
    flat = FixedPalette("test", lambda: drawing, [drawing.getpixel((x, y)) for x in range(5) for y in range(3)],
                        blends=1, reduce=1)  # fmt: skip
    sharp = posted_picture(drawing, flat, Encoding(scale=0.5, sharp=True)).convert("RGB")
    assert sharp.size == (3, 2)
    blocks = [(x, y) for y in range(2) for x in range(3)]
    assert [sharp.getpixel(p) for p in blocks] == [drawing.getpixel((2 * x, 2 * y)) for x, y in blocks]
    assert CK_HAND_ENCODING.sharp and not HAND_ENCODING.sharp  # the base hand is posted as before
    for draw, greys in ((sharp_text_on_halves, False), (text_on_halves, True)):
        im = Image.new("RGB", (200, 60), (255, 255, 255))
        draw(im, (100, 30), "Next level: 2 cloth", "bold", 22, (0, 0, 0))
        assert (len(im.reduce(2).getcolors(256) or ()) > 2) == greys, draw  # whole posted pixels, two colours
