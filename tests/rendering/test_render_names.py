"""Names from real Discord servers in every image (issue #18 item 8): emoji, CJK and Arabic display
names are drawn with glyphs from fallback faces instead of DejaVu's missing-glyph box, built-in players
get a drawn robot badge, and a 32-character name is shortened to fit, never overflowing its column.

"The box" is what DejaVu draws for a character it lacks (its .notdef glyph, shown to players as "▯"):
a code point that no font maps draws exactly that, so a text drawn as boxes is recognisable by its
coverage mask being the same as that of the same number of unmapped code points.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

import engine
from history.stats import compute_stats
from rendering import fonts, legend
from rendering.board import board_image, board_layout, render_board
from rendering.hand import hand_image
from rendering.names import ROBOT, person_name
from rendering.shapes import ROBOT_FACE, fit_text, runs, text_mask, text_width
from rendering.stats import stats_image
from tests.history.helpers import play_log
from tests.rendering.helpers import decode

EMOJI = "Zoë 🎲🔥"
CJK = "山田太郎"
ARABIC = "محمد علي"
LONG = "W" * 32  # a 32-character display name (Discord's limit), of the widest Latin letter
LONG_CJK = "龍" * 32
BOT = "\N{ROBOT FACE} Brick"
UNMAPPED = "\U0010fffd"  # private use: no face maps it, so DejaVu draws its box


def _boxes_mask(n: int, size: int = 32) -> Image.Image:
    return text_mask(UNMAPPED * n, "bold", size, "lm", 0).fill


def _same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


@pytest.mark.parametrize("name", [CJK, "🤖🎲", "김민준", "अर्जुन"])
def test_names_lacking_dejavu_glyphs_are_not_drawn_as_boxes(name: str) -> None:
    """Old code drew each of these characters as DejaVu's box: the same mask as ``len(name)`` boxes."""
    mask = text_mask(name, "bold", 32, "lm", 0).fill
    assert mask.getbbox() is not None
    assert not _same(mask, _boxes_mask(len(name)))


@pytest.mark.parametrize("name", [EMOJI, CJK, ARABIC, BOT, "Ana ❤️", "👨\u200d👩\u200d👧 family"])
def test_every_character_is_drawn_by_a_face_that_has_it(name: str) -> None:
    for run in runs(name, "bold"):
        if run.face == ROBOT_FACE:
            continue
        for ch in run.text:
            assert fonts.is_joiner(ch) or fonts.covers(run.face, "bold", ch), (name, ch, run)


def test_arabic_goes_to_the_arabic_face_in_one_run() -> None:
    """Arabic needs joining and right-to-left order (libraqm in the fallback face), so it skips DejaVu,
    which has unjoined Arabic glyphs; its two words stay in one run, so they keep their order."""
    parts = runs(ARABIC, "bold")
    assert len(parts) == 1 and fonts.FALLBACKS[parts[0].face or 0].name == "arabic"  # type: ignore[index]


def test_built_in_player_has_a_drawn_badge_not_the_emoji_or_a_box() -> None:
    parts = runs(BOT, "regular")
    assert parts[0].face == ROBOT_FACE and parts[1].text == " Brick"
    badge = text_mask(ROBOT, "bold", 32, "lm", 0).fill
    emoji_face = next(i for i, f in enumerate(fonts.FALLBACKS) if f.name == "emoji")
    glyph = fonts.fallback_font(emoji_face, "bold", 32)
    assert glyph is not None
    emoji = Image.new("L", badge.size, 0)
    from PIL import ImageDraw

    ImageDraw.Draw(emoji).text((0, 0), ROBOT, font=glyph, fill=255)
    assert not _same(badge, _boxes_mask(1)) and not _same(badge, emoji)
    # The badge is as tall as a capital letter and sits on the same line as the name.
    _left, top, _right, bottom = badge.getbbox() or (0, 0, 0, 0)
    cap = text_mask("B", "bold", 32, "lm", 0)
    assert abs((bottom - top) - cap.fill.height) <= 6


def test_a_person_never_looks_built_in() -> None:
    assert person_name("🤖 Mallory") == "Mallory"
    assert person_name("Ro🤖bert") == "Ro bert"
    assert ROBOT not in person_name("🤖🤖")


@pytest.mark.parametrize("name", [LONG, LONG_CJK, "🔥" * 32, BOT + "x" * 25])
@pytest.mark.parametrize("size", [15, 32])
def test_fit_text_fits_with_every_face(name: str, size: int) -> None:
    fitted = fit_text(name, "bold", size, 300)
    assert fitted.endswith("…") and text_width(fitted, "bold", size) <= 300
    # What is measured is what is drawn: the mask is no wider than the measured advance (+ bearings).
    assert text_mask(fitted, "bold", size, "lm", 0).fill.width <= 300 + size // 4


def test_cut_never_leaves_a_dangling_joiner() -> None:
    name = "👨\u200d👩\u200d👧\u200d👦" * 10
    fitted = fit_text(name, "bold", 32, 120)
    assert not fitted[:-1].endswith("\u200d")


NAMES = [EMOJI, CJK, ARABIC, LONG]


def _boxed(names: list[str]) -> list[str]:
    """What old code effectively drew: every character DejaVu lacks as its box."""
    return ["".join(ch if fonts.covers(None, "bold", ch) and not fonts.prefers_fallback(ch) else UNMAPPED
                    for ch in n) for n in names]  # fmt: skip


def _legend_rows(im: Image.Image, top: int) -> Image.Image:
    return im.crop((0, top, im.width, im.height))


def test_board_legend_draws_names_from_every_script(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    top = board_layout(view).legend_top
    real = _legend_rows(board_image(view, NAMES), top)
    boxed = _legend_rows(board_image(view, _boxed(NAMES)), top)
    assert not _same(real.convert("L"), boxed.convert("L"))
    assert decode(render_board(view, [BOT, *NAMES[1:]])).size == board_image(view).size


def _name_cell_spill(im: Image.Image, top: int, name_end: int, column_x: int) -> int:
    """Dark (text) pixels between the end of the name cell and the first number column's text."""
    band = im.crop((name_end + 2, top, column_x - 30, im.height)).convert("L")
    return sum(band.histogram()[:100])


@pytest.mark.parametrize("name", [LONG, LONG_CJK, BOT + "W" * 30])
def test_a_32_character_name_stays_in_its_cell(midgame: engine.GameState, name: str) -> None:
    view = engine.public_view(midgame)
    im = board_image(view, [name, name, name, name])
    top = board_layout(view).legend_top + legend.PAD + legend.HEADER
    end = legend.NAME_X + legend.NAME_MAX
    assert _name_cell_spill(im, top, end, legend.COLUMNS[0][1]) == 0


def test_c_and_k_legend_keeps_names_in_their_cell(ck_game: engine.GameState) -> None:
    from rendering.rules.cities_and_knights import legend as ck_legend

    view = engine.public_view(ck_game)
    im = board_image(view, [LONG_CJK, BOT + "W" * 30, LONG, EMOJI * 4])
    top = board_layout(view).legend_top + legend.PAD + legend.HEADER
    end = legend.NAME_X + ck_legend.NAME_MAX
    assert _name_cell_spill(im, top, end, ck_legend.COLUMNS[0][1]) == 0


@pytest.mark.parametrize("name", [EMOJI, CJK, ARABIC, BOT])
def test_hand_title_draws_the_name(midgame: engine.GameState, name: str) -> None:
    view = engine.player_view(midgame, 0)
    real = hand_image(view, [name] * 4).crop((0, 0, 1200, 90)).convert("L")
    boxed = hand_image(view, _boxed([name]) * 4).crop((0, 0, 1200, 90)).convert("L")
    assert not _same(real, boxed)


def test_hand_title_fits_a_32_character_name(midgame: engine.GameState) -> None:
    view = engine.player_view(midgame, 0)
    im = hand_image(view, [LONG_CJK] * 4)
    # The title bar's right part (the VP count) is still readable: the name did not run into it.
    short = hand_image(view, ["A"] * 4)
    right = (im.width - 260, 0, im.width, 80)
    assert _same(im.crop(right).convert("L"), short.crop(right).convert("L"))


def test_stats_image_draws_names_from_every_script() -> None:
    options = {"players": 4}
    stats = compute_stats(options, 7, play_log(options, limit=300)).to_dict()
    real = stats_image(stats, NAMES).convert("L")
    boxed = stats_image(stats, _boxed(NAMES)).convert("L")
    assert not _same(real, boxed)
    long = stats_image(stats, [LONG_CJK] * 4)
    assert long.size == real.size  # a long name is cut, the layout does not change


def test_replay_board_of_a_finished_game_draws_names(midgame: engine.GameState) -> None:
    """A replay shows the board of a past turn, rendered like any board: the final standings too."""
    view = engine.public_view(midgame)
    view = {**view, "phase": "over", "winner": 1, "players": [{**p, "vp": 10 - i} for i, p in enumerate(view["players"])]}
    top = board_layout(view).legend_top
    real = _legend_rows(board_image(view, [BOT, CJK, ARABIC, EMOJI]), top).convert("L")
    boxed = _legend_rows(board_image(view, _boxed([BOT, CJK, ARABIC, EMOJI])), top).convert("L")
    assert not _same(real, boxed)


def test_a_space_after_emoji_is_an_ordinary_space() -> None:
    """The emoji face's space is as wide as an emoji: a name like "Zoë 🎲 Smith" got a wide hole."""
    assert text_width("🔥 x", "bold", 32) == text_width("🔥", "bold", 32) + text_width(" x", "bold", 32)
    assert text_width("🔥 x", "bold", 32) - text_width("🔥x", "bold", 32) < 15  # DejaVu: 11 px, emoji face: 41
