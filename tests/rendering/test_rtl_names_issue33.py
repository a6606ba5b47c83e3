"""Issue #33 item 5: right-to-left names inside the sentences of every image that draws names, in English and German.

Each image kind that draws names (the board's status line and table, the final standings, a decision image's caption,
the hand's title, the statistics' legend and tables) is rendered with an Arabic and a Hebrew name of two words each
(where a reversed word order is the classic bug), every string drawn is recorded, and each line holding a name is
laid out as the renderer lays it out (``rendering.shapes.placed``: FriBiDi's levels for the line, runs of one face
in visual order, each run shaped by libraqm in its direction). The visual order must be the expected one: the
words around the name in reading order, the name's letters right to left as one block (its two words in Arabic /
Hebrew order), nothing of the sentence pulled into it.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
import rendering
from history.stats import compute_stats
from rendering import bidi
from rendering.shapes import placed, runs
from rendering.stats import render_stats
from rendering.words import recording_drawn_text
from tests.history.helpers import play_log
from tests.rendering.helpers import ck_rolled

ARABIC = "محمد علي"
HEBREW = "שרה לוי"
NAMES = [ARABIC, "Bo", HEBREW, "Di"]
ISOLATES = str.maketrans("", "", "\u2066\u2067\u2068\u2069\u200e\u200f")


def _visual(line: str) -> str:
    """``line`` as drawn, left to right: its runs in visual order, a right-to-left run's letters reversed (libraqm
    draws them right to left)."""
    return "".join(run.text[::-1] if run.level % 2 else run.text for run, _x, _w in placed(runs(line, "bold"), "bold", 26))


def _expected(line: str) -> str:
    plain = line.translate(ISOLATES).replace("…\u200f", "…")
    return plain.replace(ARABIC, ARABIC[::-1]).replace(HEBREW, HEBREW[::-1])


def _named_lines(drawn: list[str]) -> list[str]:
    return [line for line in drawn if ARABIC in line.translate(ISOLATES) or HEBREW in line.translate(ISOLATES)]


def _check(drawn: list[str], at_least: int) -> None:
    lines = _named_lines(drawn)
    assert len(lines) >= at_least, drawn
    for line in lines:
        assert _visual(line) == _expected(line), line


def test_issue33_item5_fribidi_lays_out_the_lines() -> None:
    """The levels come from FriBiDi, the library libraqm runs (Pillow's wheels load it), and agree with the rules
    kept for a Pillow without it on a line without isolates."""
    assert bidi._fribidi() is not None
    line = f"Zug 3: {HEBREW} ist dran"
    assert bidi.levels(line) == bidi._levels(line)
    start = line.index(HEBREW)
    assert bidi.levels(line)[start : start + len(HEBREW)] == [1] * len(HEBREW)


@pytest.mark.parametrize("tag", ["en", "de"])
def test_issue33_item5_board_status_and_table(tag: str) -> None:
    game = engine.new_game({"players": 4}, seed=3)
    view = engine.public_view(game)
    with recording_drawn_text() as drawn:
        for active in (0, 2):  # the Arabic, then the Hebrew name in the status line
            rendering.render_board({**view, "active": active}, NAMES, language=tag)
    _check(drawn, 2 + 2 * 2)  # two status lines, both names in the table twice


@pytest.mark.parametrize("tag", ["en", "de"])
def test_issue33_item5_final_standings(tag: str) -> None:
    over: dict[str, Any] = engine.public_view(engine.new_game({"players": 4}, seed=3))
    over.update(phase="over", winner=2)
    over["players"][2]["vp"] = 10
    with recording_drawn_text() as drawn:
        rendering.render_board(over, NAMES, language=tag)
    _check(drawn, 3)  # "Game over: שרה לוי wins with 10 VP", "1. שרה לוי", "2. محمد علي"


@pytest.mark.parametrize("tag", ["en", "de"])
def test_issue33_item5_decision_caption_and_hand_title(tag: str) -> None:
    game = engine.new_game({"players": 4}, seed=3)
    view = engine.player_view(game, game.active)
    names = list(NAMES)
    names[game.active] = HEBREW
    with recording_drawn_text() as drawn:
        rendering.render_decision(view, names, language=tag)
        rendering.render_hand(view, names, language=tag)
    _check(drawn, 3)  # the caption, the hand's title, the table


def test_issue33_item5_cities_and_knights_hand_and_board() -> None:
    game = ck_rolled()
    with recording_drawn_text() as drawn:
        rendering.render_hand(engine.player_view(game, 0), [ARABIC, HEBREW, "Cy"], language="de")
        rendering.render_board(engine.public_view(game), [ARABIC, HEBREW, "Cy"], language="de")
    _check(drawn, 3)


@pytest.mark.parametrize("tag", ["en", "de"])
def test_issue33_item5_statistics(tag: str) -> None:
    options = {"players": 4}
    stats = compute_stats(options, 7, play_log(options, limit=300)).to_dict()
    with recording_drawn_text() as drawn:
        render_stats(stats, NAMES, language=tag)
    _check(drawn, 4)  # each name in the chart's legend and the table


def test_issue33_item5_a_name_does_not_take_the_number_after_it() -> None:
    """Isolated (FSI ... PDI), a name leaves the sentence's numbers where the sentence has them: "שרה לוי 12" would
    otherwise be drawn "12 יול הרש" (a number after right-to-left letters belongs to them)."""
    line = f"{bidi.isolate(HEBREW)} 12"
    assert _visual(line) == f"{HEBREW[::-1]} 12"
    assert _visual(f"{HEBREW} 12") != f"{HEBREW[::-1]} 12"
