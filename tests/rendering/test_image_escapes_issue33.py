"""Issue #33 item 4: no word drawn in an image escapes the catalogue.

Every image kind of every rule set (the board with its table, caption and strip, the final board, every decision
image with legal spots and one without, the hand in its states, the statistics) is rendered with the pseudo-locale
forced; every string drawn is recorded (``rendering.words.recording_drawn_text``) and any plain-English word in it
(``tools.i18n.escapes.escaped``: the pseudo-locale's words are accented) fails the test. Players' names and the
board's spot labels (hex letters such as "AB") are not words of ours and are left out.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

import engine
import rendering
from engine import topology as topo
from engine.plugins import topology_of_view
from history.stats import compute_stats
from rendering.rules.seafarers import sample_view
from rendering.stats import render_stats
from rendering.words import recording_drawn_text
from tests.history.helpers import play_log
from tests.rendering.helpers import ck_rolled, play_until
from tools.i18n.escapes import escaped
from ui.i18n.languages import PSEUDO, force_language

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]


@pytest.fixture(autouse=True)
def pseudo() -> Iterator[None]:
    force_language(PSEUDO)
    try:
        yield
    finally:
        force_language(None)


def _labels(view: dict[str, Any]) -> list[str]:
    """The board's spot labels: letters, not words (two letters on the 5-6 island and the sea hexes)."""
    shape = topology_of_view(view)
    return [*shape.HEX_LABELS, *(topo.hex_label(h) for h in range(len(shape.FRAME_HEX_COORDS)))]


def _escapes(drawn: list[str], view: dict[str, Any] | None = None) -> list[str]:
    names = [*NAMES, *(_labels(view) if view is not None else ())]
    return [f"{line!r}: {words}" for line in drawn if (words := escaped(line, names))]


def _all_images(view: dict[str, Any], game: engine.GameState) -> list[str]:
    """Render the board, every decision kind (with its spots, and the first two-spot kinds' second spots) and the
    hand of the seat to act; what escaped."""
    out = []
    with recording_drawn_text() as drawn:
        rendering.render_board(view, NAMES, show_numbers=True, language=PSEUDO)
    out += _escapes(drawn, view)
    seat = next((s for s in range(game.n) if engine.legal_actions(game, s)), 0)
    mine = engine.player_view(game, seat)
    kinds = rendering.decision_kinds(mine)
    # One recorder for them all: what the first drew and cached (the board under the spots) is recorded then, and
    # the caches are not emptied before each kind (which cost seconds of redrawing).
    with recording_drawn_text() as drawn:
        for kind in [*kinds, *rendering.decision.kinds_of(mine)][: len(kinds) + 2]:  # and two without spots
            rendering.render_decision(mine, NAMES, kind=kind, language=PSEUDO)
            spots = rendering.legal_spots(mine, kind) if kind in kinds else ()
            if spots and rendering.decision.kinds_of(mine)[kind].second:
                rendering.render_decision(mine, NAMES, kind=kind, origin=spots[0], language=PSEUDO)
    out += _escapes(drawn, mine)
    with recording_drawn_text() as drawn:
        rendering.render_hand(mine, NAMES, language=PSEUDO)
    out += _escapes(drawn)
    return out


def _base_hand_states(game: engine.GameState) -> list[str]:
    """The base hand with a discard owed, new development cards, hidden points, an empty deck, pieces gone."""
    view = engine.player_view(game, 0)
    you = view["you"]
    you.update(discard_owed=4, dev_cards={c: 1 for c in you.get("dev_cards", {}) or {"knight": 1}},
               dev_cards_new={"knight": 1}, hidden_vp_cards=1, hand={"brick": 0, "lumber": 3, "ore": 0, "grain": 1, "wool": 0})  # fmt: skip
    view["dev_deck"] = 0
    view["players"][0]["roads_left"] = 0
    with recording_drawn_text() as drawn:
        rendering.render_hand(view, NAMES, language=PSEUDO)
    return _escapes(drawn)


def test_issue33_item4_base_images_draw_no_english(midgame: engine.GameState) -> None:
    view = engine.public_view(midgame)
    assert not _all_images(view, midgame) + _base_hand_states(midgame)


def test_issue33_item4_setup_and_final_boards_draw_no_english() -> None:
    game = engine.new_game({"players": 4}, seed=3)
    problems = _all_images(engine.public_view(game), game)
    over = engine.public_view(game)
    over.update(phase="over", winner=1)
    over["players"][1]["vp"] = 10
    with recording_drawn_text() as drawn:
        rendering.render_board(over, None, language=PSEUDO)  # "Player 1": no names given
    assert not problems + _escapes(drawn, over)


def test_issue33_item4_cities_and_knights_images_draw_no_english() -> None:
    game = ck_rolled()
    problems = _all_images(engine.public_view(game), game)
    view = engine.player_view(game, 0)
    poor = copy.deepcopy(view)
    poor["you"]["hand"] = {k: 0 for k in poor["you"]["hand"]}
    poor["you"]["progress_cards"] = []
    poor["players"][0]["walls"] = 3
    with recording_drawn_text() as drawn:
        rendering.render_hand(poor, NAMES, language=PSEUDO)
        fresh = engine.public_view(engine.new_game({"players": 3, "expansion": "cities_and_knights"}, seed=2))
        rendering.render_board(fresh, NAMES, language=PSEUDO)  # not rolled yet
    assert not problems + _escapes(drawn, fresh)


def test_issue33_item4_seafarers_images_draw_no_english() -> None:
    game = engine.new_game({"players": 4, "expansion": "seafarers", "sea_scenario": "four_islands"}, seed=0)
    problems = _all_images(sample_view("four_islands"), game)
    play_until(game, lambda g, seat: any(a[0] == "ship" for a in engine.legal_actions(g, seat)))
    assert not problems + _all_images(engine.public_view(game), game)


def test_issue33_item4_two_player_and_six_player_images_draw_no_english() -> None:
    two = engine.new_game({"players": 2}, seed=0)
    play_until(two, lambda g, seat: any(a[0] == "end_turn" for a in engine.legal_actions(g, seat)))
    six = engine.new_game({"players": 6}, seed=0)
    assert not _all_images(engine.public_view(two), two) + _all_images(engine.public_view(six), six)


@pytest.mark.parametrize("options", [
    {"players": 4}, {"players": 3, "expansion": "cities_and_knights"}, {"players": 2},
    {"players": 4, "expansion": "seafarers", "sea_scenario": "fog_island"},
])  # fmt: skip
def test_issue33_item4_statistics_draw_no_english(options: dict[str, Any]) -> None:
    stats = compute_stats(options, 7, play_log(options, limit=600)).to_dict()
    with recording_drawn_text() as drawn:
        render_stats(stats, NAMES, language=PSEUDO)
    assert drawn and not _escapes(drawn)


def test_issue33_item4_the_recorder_sees_english_when_it_is_drawn(midgame: engine.GameState) -> None:
    """The check can fail: an English render is full of plain words, and the recorder is off outside its block."""
    with recording_drawn_text() as drawn:
        rendering.render_board(engine.public_view(midgame), NAMES, language="en")
    assert "VP" in drawn and _escapes(drawn)
    rendering.render_board(engine.public_view(midgame), NAMES, language="en")
    assert "VP" not in drawn[drawn.index("VP") + 1 :]
