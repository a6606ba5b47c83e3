"""Issue #32 items 1-2: pictures at less CPU and fewer bytes, and what they may change.

Every image kind is encoded losslessly on its fixed palette at full size (``BOARD_ENCODING``,
``DECISION_ENCODING``, ``HAND_ENCODING``: libwebp's method and quality, chosen with bench/render_choices.py
and bench/render_replay.py). Lossy WebP and scaled-down pictures were measured too (bench/render_choices.py
writes the compared pairs) and were larger, or barely smaller with visible damage, on these flat drawings
with sharp text, so the pixel-difference bound of every kind is 0: the decoded image is exactly the
picture mapped onto its palette.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from PIL import Image, ImageChops, ImageStat

import engine
import rendering
from rendering.board import board_image, board_palette
from rendering.decision import decision_highlight
from rendering.encode import Encoding, FixedPalette, encode, indexed, picture_digest
from rendering.rulesets import render_of
from tests.rendering.helpers import NAMES, can, ck_rolled, decode, play_greedy, play_until

# The largest difference of any channel of any pixel between what is posted and the palette picture.
PIXEL_BOUND = {"board": 0, "board+": 0, "decision": 0, "hand": 0}
# Bytes a kind may take in each game below (measured: 84-133 KB boards, 24-51 KB hands, about a fifth
# more than before issue #32's effort settings): a guard against a setting that quietly doubles the uploads.
MAX_KB = {
    "base": {"board": 100, "board+": 130, "decision": 100, "hand": 30},
    "ck": {"board": 115, "board+": 145, "decision": 120, "hand": 62},
    "six": {"board": 120, "board+": 160, "decision": 120, "hand": 30},
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
            lambda: board_image(player, names, highlight=decision_highlight(player, names, kind)),
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
    assert set(cases) == set(PIXEL_BOUND), set(cases)  # every kind measured (the seat to act has a decision)
    for kind, (render, picture, palette) in cases.items():
        data = render()
        posted = decode(data)
        expected = indexed(picture(), palette).convert("RGB")
        assert posted.size == expected.size
        worst = max(high for _low, high in ImageChops.difference(posted, expected).getextrema())
        assert worst <= PIXEL_BOUND[kind], (game_of, kind, worst)
        assert len(data) <= MAX_KB[game_of][kind] * 1000, (game_of, kind, len(data))


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
    """The digest of the hand's picture as posted (on its palette)."""
    return picture_digest(indexed(rendering.hand_image(view, NAMES), render_of(view).hand_palette))  # type: ignore[arg-type]


@pytest.mark.asyncio
async def test_item32_2_the_worker_renders_a_hand_only_when_its_picture_changed() -> None:
    from rendering import worker

    view = engine.player_view(play_greedy(7, 60), 1)
    digest, data = await worker.hand_if_changed(view, NAMES)
    assert data == rendering.render_hand(view, NAMES)
    assert await worker.hand_if_changed(view, NAMES, digest) == (digest, None)


def test_item32_1_every_kind_is_posted_lossless_at_the_drawings_size() -> None:
    """The encodings chosen per kind (issue #32: bench/render_choices.py measured scaled and lossy candidates
    larger or visibly damaged) keep the drawing's size, so the geometry's pixel positions stay those of the
    posted picture, and lossless pixels."""
    from rendering.board import BOARD_ENCODING, DECISION_ENCODING
    from rendering.hand import HAND_ENCODING

    for encoding in (BOARD_ENCODING, DECISION_ENCODING, HAND_ENCODING):
        assert encoding.scale == 1.0 and not encoding.lossy, encoding
    view = engine.player_view(play_greedy(7, 60), 1)
    for data in (rendering.render_board(view, NAMES), rendering.render_decision(view, NAMES, kind="road"),
                 rendering.render_hand(view, NAMES)):  # fmt: skip
        assert data[8:16] == b"WEBPVP8L"  # lossless


def test_item32_2_scaled_and_lossy_candidates_post_what_they_say() -> None:
    """The candidates the benches compare (``Encoding.scale``, ``Encoding.lossy``): a scaled picture has the
    scaled size, a lossy one is lossy WebP, and both stay close to the drawing (a bound per candidate)."""
    view = engine.player_view(play_greedy(7, 60), 1)
    drawing, palette = rendering.hand_image(view, NAMES), render_of(view).hand_palette
    reference = indexed(drawing, palette).convert("RGB")  # type: ignore[arg-type]
    for encoding, bound in ((Encoding(1, 0, scale=0.5), 3.0), (Encoding(4, 75, lossy=True), 4.0)):
        data = encode(drawing, palette, encoding)  # type: ignore[arg-type]
        assert data[8:16] == (b"WEBPVP8 " if encoding.lossy else b"WEBPVP8L")
        posted = Image.open(io.BytesIO(data)).convert("RGB")
        assert posted.size == encoding.size(*drawing.size)
        expected = reference.resize(posted.size, Image.Resampling.LANCZOS)
        mean = sum(ImageStat.Stat(ImageChops.difference(posted, expected)).mean) / 3
        assert 0 < mean <= bound, (encoding, mean)
