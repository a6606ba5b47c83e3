"""Right-to-left names in left-to-right images (issue #29 item 8), colour emoji and the vendored Noto
fonts (item 24).

Item 8's bug: "Set-up:  محمدto place" -- the Arabic run took the space after the name with it, and
libraqm, laying out that run alone from right to left, put the space on the run's left: two spaces
before the name, none after it. The line is now ordered as a whole (``rendering.bidi``) and each run
shaped by libraqm in its own direction.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

import engine
from rendering import bidi, fonts, legend
from rendering.board import board_image, board_layout
from rendering.shapes import fit_text, placed, runs, text_mask, text_width
from rendering.stats import stats_image

ARABIC = "محمد"
HEADER = f"Set-up: {ARABIC} to place"
REPO = Path(__file__).resolve().parents[2]


def _segments(mask: Image.Image, gap: int) -> list[tuple[int, int]]:
    """Column ranges with ink, ranges closer than ``gap`` columns merged: the words of a line."""
    cols = [any(mask.getpixel((x, y)) > 96 for y in range(mask.height)) for x in range(mask.width)]
    out: list[list[int]] = []
    for x, ink in enumerate(cols):
        if not ink:
            continue
        if out and x - out[-1][1] <= gap:
            out[-1][1] = x
        else:
            out.append([x, x])
    return [(a, b) for a, b in out]


def _ink_width(text: str, font: object, direction: str | None = None) -> int:
    im = Image.new("L", (800, 120), 0)
    ImageDraw.Draw(im).text((20, 80), text, font=font, fill=255, anchor="ls", direction=direction)  # type: ignore[arg-type]
    box = im.getbbox()
    assert box is not None
    return box[2] - box[0]


def _arabic_face() -> int:
    return next(i for i, f in enumerate(fonts.FALLBACKS) if f.name == "arabic")


# --- item 8: bidirectional layout ------------------------------------------------------------------


def test_item8_levels_of_a_header_with_an_arabic_name() -> None:
    """The name is right to left (1); the spaces on both sides of it belong to the English (0)."""
    lv = bidi.levels(HEADER)
    start = HEADER.index(ARABIC)
    assert lv[:start] == [0] * start
    assert lv[start : start + len(ARABIC)] == [1] * len(ARABIC)
    assert lv[start + len(ARABIC) :] == [0] * len(" to place")


def test_item8_numbers_and_neutrals_inside_arabic_text() -> None:
    # A space between two Arabic words is Arabic; digits after Arabic are a number inside it (level 2).
    assert bidi.levels("محمد علي 2") == [1] * 9 + [2]
    # An emoji after an Arabic name, before the end of the line, goes with the line (left to right).
    assert bidi.levels("علي 🎲") == [1, 1, 1, 0, 0]
    assert bidi.visual_order(["a", "B", "C", "d"], [0, 1, 1, 0]) == ["a", "C", "B", "d"]
    assert bidi.visual_order(["A", "2", "B"], [1, 2, 1]) == ["B", "2", "A"]


def test_item8_runs_are_drawn_in_visual_order() -> None:
    line = placed(runs("Zoë 🎲 محمد علي wins", "bold"), "bold", 26)
    assert [r.text for r, _x, _w in line] == ["Zoë ", "🎲", " ", "محمد علي", " wins"]
    xs = [x for _r, x, _w in line]
    assert xs == sorted(xs)
    # Text that starts in Arabic: the English after it stays after it, on its right.
    line = placed(runs(f"{ARABIC}: pick a number", "bold"), "bold", 30)
    assert line[0][0].text == ARABIC and line[0][0].level == 1 and line[1][0].text.startswith(":")


def test_item8_arabic_name_in_the_header_sits_between_its_words() -> None:
    """The header image line: four words with gaps between them, the name shaped right to left by
    libraqm as one joined word (its ink is as wide as the word drawn alone), not touching "to"."""
    assert fonts.RAQM, "Pillow without libraqm: Arabic would be drawn unjoined"
    mask = text_mask(HEADER, "bold", 26, "ls", 0).fill
    words = _segments(mask, gap=8)
    assert len(words) == 4, words  # Set-up: | محمد | to | place
    arabic = fonts.fallback_font(_arabic_face(), "bold", 26)
    dejavu = fonts.font("bold", 26)
    name_ink = _ink_width(ARABIC, arabic, "rtl")
    assert abs((words[1][1] - words[1][0] + 1) - name_ink) <= 2
    assert abs((words[2][1] - words[2][0] + 1) - _ink_width("to", dejavu)) <= 1
    space = dejavu.getlength(" ")
    assert words[2][0] - words[1][1] >= space / 2  # a space's worth between the name and "to"
    assert words[1][0] - words[0][1] >= space / 2  # and between "Set-up:" and the name
    # The name's pixels are what libraqm draws for it alone: joined letters, right to left. Laid out
    # letter by letter in logical order (Pillow's basic layout), the picture differs.
    crop = mask.crop((words[1][0], 0, words[1][1] + 1, mask.height))
    alone = text_mask(ARABIC, "bold", 26, "ls", 0).fill
    assert abs(crop.getbbox()[2] - alone.getbbox()[2]) <= 2  # type: ignore[index]
    path = fonts.fallback_path(_arabic_face(), "bold")
    basic = ImageFont.truetype(str(path), 26, layout_engine=ImageFont.Layout.BASIC)
    unshaped = Image.new("L", alone.size, 0)
    ImageDraw.Draw(unshaped).text((0, -text_mask(ARABIC, "bold", 26, "ls", 0).offset[1]), ARABIC, font=basic,
                                  fill=255, anchor="ls")  # fmt: skip
    assert unshaped.tobytes() != alone.tobytes()


def test_item8_set_up_header_of_a_board_image_with_an_arabic_name(beginner: engine.GameState) -> None:
    """The same line in a real image: the board's legend header, "Set-up: محمد to place"."""
    start = engine.new_game({"players": 4, "board": "variable"}, 3)
    view = engine.public_view(start)
    names = ["Ada", "Bram", "Cleo", "Dev"]
    names[view["active"]] = ARABIC
    im = board_image(view, names).convert("L")
    top = board_layout(view).legend_top + legend.PAD
    band = im.crop((0, top, legend.COLUMNS[0][1] - 40, top + legend.HEADER))
    ink = band.point(lambda v: 255 if v < 110 else 0)  # dark text on the pale panel
    words = _segments(ink, gap=8)
    assert len(words) == 4, words
    dejavu = fonts.font("bold", 26)
    assert words[0][0] >= 20 and abs((words[0][1] - words[0][0] + 1) - _ink_width("Set-up:", dejavu)) <= 3
    assert abs((words[3][1] - words[3][0] + 1) - _ink_width("place", dejavu)) <= 3
    assert legend.status_text(view, names) == HEADER.replace(ARABIC, f"\u2068{ARABIC}\u2069")  # isolated (item 5)


def test_item8_a_cut_arabic_name_ends_on_its_left() -> None:
    """A shortened right-to-left name ends where a reader of it stops: the ellipsis on its left."""
    name = "عبد الرحمن بن محمد الفلاني"
    cut = fit_text(name, "bold", 26, 120)
    assert cut != name and text_width(cut, "bold", 26) <= 120
    line = placed(runs(cut + " wins", "bold"), "bold", 26)
    assert line[0][0].text == "…" and line[1][0].face == _arabic_face() and line[-1][0].text == " wins"


def test_item8_mixed_latin_arabic_emoji_name_keeps_every_part() -> None:
    name = "Zoë محمد 🔥"
    mask = text_mask(f"Turn 4: {name} to play", "bold", 26, "ls", 0)
    assert mask.colour is not None  # the emoji
    words = _segments(mask.fill, gap=8)
    assert len(words) == 6  # Turn | 4: | Zoë | محمد | (emoji: colour layer) | to | play
    assert mask.fill.width >= text_width(f"Turn 4: {name} to play", "bold", 26) - 4


# --- item 24: vendored fonts, colour emoji ---------------------------------------------------------


def test_item24_noto_fonts_ship_with_the_repository_with_their_licence() -> None:
    readme = (fonts.NOTO / "README.md").read_text()
    ofl = (fonts.NOTO / "OFL.txt").read_text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl
    for fb in fonts.FALLBACKS:
        for style in ("regular", "bold"):
            path = fonts.fallback_path(fonts.FALLBACKS.index(fb), style)  # type: ignore[arg-type]
            assert path is not None and path.parent == fonts.NOTO
            assert fb.file(style) in readme  # type: ignore[arg-type]
    requirements = (REPO / "requirements.txt").read_text()
    assert "manimgx" not in requirements and "fonttools" not in requirements.lower()


@pytest.mark.parametrize(
    "name",
    ["山田太郎", "さくら", "王秀英", "陳大文", "김민준", "㈱山田", "محمد", "שרה", "अर्जुन", "বাংলা", "தமிழ்", "ไทย", "ኢትዮጵያ", "Ψ", "🇫🇷"],
)
def test_item24_every_script_that_worked_before_is_covered(name: str) -> None:
    """Chinese (simplified and traditional), Japanese, Korean, Arabic, Hebrew, Indic, Thai, Ethiopic and
    flags: every character is drawn by a face that has it (not DejaVu's box)."""
    for run in runs(name, "bold"):
        for ch in run.text:
            assert fonts.is_joiner(ch) or fonts.covers(run.face, "bold", ch), (name, ch, run)


def test_item24_emoji_are_drawn_in_colour() -> None:
    """Noto Color Emoji's bitmaps keep their colours: a fire emoji has orange and red pixels."""
    mask = text_mask("🔥", "bold", 32, "lm", 0)
    assert mask.colour is not None and mask.fill.getbbox() is None
    warm = [p for p in mask.colour.get_flattened_data() if p[3] > 200 and p[0] > 200 and p[2] < 80 and p[0] - p[1] > 40]
    assert len(warm) > 50
    # Scaled from the 109 px strike to the text's size: about an em tall.
    assert 24 <= mask.colour.getbbox()[3] - mask.colour.getbbox()[1] <= 40  # type: ignore[index]


def test_item24_stats_image_draws_emoji_in_colour() -> None:
    stats = {"players": 2, "colours": ["red", "blue"], "dice": [1] * 11, "vp": [[0, 0], [2, 3]],
             "cards": [dict.fromkeys(("start", "production", "trade_in", "trade_out", "bank_in", "bank_out",
                                      "robbed_in", "robbed_out", "discarded", "dev_in"), 0)] * 2}  # fmt: skip
    plain = stats_image(stats, ["Zoë", "Bo"])
    fire = stats_image(stats, ["Zoë 🔥", "Bo"])
    diff = [p for p, q in zip(fire.get_flattened_data(), plain.get_flattened_data(), strict=True) if p != q]
    assert any(r > 200 and b < 80 and r - g > 40 for r, g, b in diff)
