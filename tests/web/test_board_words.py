"""What the board says (issue #34, polish34: what the screenshots and the first reviews found on the live board).

Item 1: the board's status says what the board needs (whose move and what they owe, the last roll, the rule set's
one line, the target), each player's counts are in their line of the Players panel. Item 2: no line the board shows
tells a person to press a Discord button or type a command. Items 6 and 7: a card form's heading and a two-spot
move's first spot in the viewer's own words."""

from __future__ import annotations

import random
import re
from typing import Any

import engine
from engine.bots import random_action
from ui.i18n.catalogue import localize
from ui.i18n.languages import LANGUAGES
from ui.i18n.text import Text
from web.documents import Viewer, document
from web.legal import legal_form
from web.rulesets import WEB

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Fa"]
# Discord's how-to: a command, a bold button name, "press ...", C&K's "Answer…"
DISCORD = re.compile(r"/catan|\*\*|`|\bpress\b|Answer…|Done building|End turn|\(🎲")


def _doc(g: engine.GameState, seat: int | None, tag: str = "en") -> dict[str, Any]:
    view = engine.view(g, seat) if seat is not None else engine.public_view(g)
    return document(Viewer(1, None if seat is None else 100 + seat, seat, tag), 1, view, NAMES[: len(view["players"])])


def _played(options: dict[str, Any], seed: int, until: Any) -> engine.GameState:
    rng = random.Random(seed)
    g = engine.new_game(options, seed=seed)
    for _ in range(2000):
        if until(g):
            return g
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
    raise AssertionError("no such position")


def _board_lines(doc: dict[str, Any]) -> list[str]:
    """Every line of words the page shows from a document, but the log's and the pieces' labels."""
    legal, trade = doc["legal"], doc["trade"]
    return [
        *doc["status"].split("\n"),
        *doc["hand"],
        *doc["players"],
        *(a["words"] for a in legal["acts"]),
        *(f["words"] for f in legal["forms"].values()),
        *legal["firsts"].values(),
        *([trade["why"]] if "why" in trade else []),
    ]


def test_polish34_item1_the_board_status_is_whose_move_the_roll_the_rule_sets_line_and_the_target() -> None:
    """C&K: five lines (turn, what is owed, roll, barbarians, rules and target), no line per player; each player's
    improvements and progress cards are in their line of the Players panel."""
    g = _played({"players": 4, "expansion": "cities_and_knights"}, 3, lambda g: g.phase == "play" and g.turn >= 3)
    seat = engine.must_act(g)[0]
    doc = _doc(g, seat)
    lines = doc["status"].split("\n")
    assert len(lines) <= 5 and not any(line.startswith("•") for line in lines), lines
    assert lines[0].startswith("Turn ") and lines[1].startswith("Waiting for you to "), lines
    assert any(line.startswith("Last roll: ") for line in lines), lines
    assert any(line.startswith("Barbarians: step ") for line in lines), lines
    assert lines[-1].endswith("First to 13 VP wins."), lines
    assert not any(name in line for line in lines[2:] for name in NAMES[:4]), lines  # nobody's counts
    assert len(doc["players"]) == 4 and all("improvements T" in line for line in doc["players"]), doc["players"]
    # every language has the board's own words (tools.i18n checks the catalogue; here: they are used)
    assert "Barbaren: Feld" in _doc(g, seat, "de")["status"]


def test_polish34_item2_no_line_the_board_shows_names_a_discord_button_or_command() -> None:
    """Random games of the rule sets whose Discord lines name buttons (5-6 players' Special Build Phase and paired
    players' Second, C&K's decisions), every seat the game waits for and a spectator; then the hand lines of
    Seafarers' gold and of the 2-player forced trade, which the games reach too rarely to wait for."""
    seen: set[str] = set()
    for options, seed, steps in (
        ({"players": 6, "expansion": "cities_and_knights"}, 1, 180),
        ({"players": 6, "six_turn_mode": "paired_players"}, 1, 110),
        ({"players": 2}, 1, 40),  # the 2-player variant's second roll named Discord's 🎲 Roll button
    ):
        rng = random.Random(seed)
        g = engine.new_game(options, seed=seed)
        for _ in range(steps):
            seats = engine.must_act(g)
            for seat in [*sorted(set(seats)), None]:
                for line in _board_lines(_doc(g, seat)):
                    assert not DISCORD.search(line), (options, line)
                    seen.update(k for k in ("Special Build Phase slot", "As Second", "second production roll") if k in line)
            engine.apply_action(g, seats[0], random_action(g, seats[0], rng))
    assert seen == {"Special Build Phase slot", "As Second", "second production roll"}, seen  # the lines were reached, and worded for the board

    sea = _played({"players": 3, "expansion": "seafarers", "sea_scenario": "fog_island"}, 3, lambda g: g.phase == "play")
    view = engine.view(sea, 0)
    view["seafarers"] = {**view["seafarers"], "gold_owed": [2, 0, 0]}
    hand = document(Viewer(1, 100, 0, "en"), 1, view, NAMES[:3])["hand"]
    assert "⚠️ You owe a gold choice of 2 resources." in hand, hand
    two = _played({"players": 2}, 3, lambda g: g.phase == "play")
    view = engine.view(two, engine.public_view(two)["active"])
    seat = view["you"]["seat"]
    view["two_player"] = {**view["two_player"], "forced_trade_give": 2}
    hand = document(Viewer(1, 100, seat, "en"), 1, view, NAMES[:2])["hand"]
    assert "⚠️ Give 2 cards back to finish the forced trade." in hand, hand
    # every rule set's board wording, in every language, names no button or command
    for board_key in WEB.of_all().words.values():
        for tag in (language.tag for language in LANGUAGES):
            said = localize(Text(board_key, count=2, you=1), tag)
            assert said and not re.search(r"/catan|\*\*|`|⏭️", said), (board_key, tag, said)


def test_polish34_item6_item7_a_forms_heading_and_a_two_spot_moves_first_spot_in_the_viewers_words() -> None:
    """A knight's move (C&K): the first spot says the move and how many places go with it, not every destination."""
    g = _played(
        {"players": 4, "expansion": "cities_and_knights"},
        3,
        lambda g: any(a[0] == "knight_move" for a in engine.legal_actions(g, engine.must_act(g)[0])),
    )
    seat = engine.must_act(g)[0]
    form = legal_form(engine.view(g, seat), NAMES[:4], "en")
    moves = [a["a"] for a in form["acts"] if a["a"][0] == "knight_move"]
    first = moves[0][1]
    places = {m[2] for m in moves if m[1] == first}
    said = form["firsts"][f"v:{first}"]
    n = len(places)
    assert said == f"move knight: {n} place{'s' if n != 1 else ''} to pick next", said
    assert "Ritter bewegen" in legal_form(engine.view(g, seat), NAMES[:4], "de")["firsts"][f"v:{first}"]


def test_polish34_item2_a_move_refused_in_a_paused_game_names_no_command_on_the_board() -> None:
    """The pause's refusal (service.moves.play: GamePaused) as web.moves words it: no "/catan me back"."""
    from service.time.table_time import pause_refusal
    from web.status import WORDS, on_board

    for tag in (language.tag for language in LANGUAGES):
        said = localize(on_board(pause_refusal(3), WORDS), tag)
        assert "#3" in said and not DISCORD.search(said), (tag, said)
