"""Issue #33, the hand DM's area: what a person reads alone about moves (the menus' action labels, the mover's
"Done") and a C&K question's closing line come from the catalogue; English as before."""

from __future__ import annotations

import engine
from cogs.rules.cities_and_knights.decisions import engine_text
from ui.i18n.catalogue import localize
from ui.i18n.text import Text, Verbatim
from ui.rules.cities_and_knights import answer_choice_label
from ui.spots import describe_action

NAMES = ["Ann", "Bo", "Cy"]


def test_issue33_action_labels_in_the_readers_language() -> None:
    view = engine.view(engine.new_game({"players": 3}, 1), 0)
    assert describe_action(view, ("road", 5), NAMES) == "build a road on 4-5"
    assert describe_action(view, ("road", 5), NAMES, "de") == "eine Straße auf 4-5 bauen"
    assert describe_action(view, ("steal", 1), NAMES) == "steal from Bo"
    assert describe_action(view, ("steal", 1), NAMES, "de") == "von Bo stehlen"
    assert describe_action(view, ("monopoly", 0), NAMES, "de") == "Monopol auf Lehm ausspielen"


def test_issue33_every_action_said_in_english_as_the_engine_says_it() -> None:
    """``engine.actions.action_text`` (the catalogue's words) against ``engine.describe_action``, over the
    legal actions of base and C&K games: the English of "✅ Done: ..." and the menus did not change; a C&K answer's
    words are its decision's, as its menu says them ("Discard 1 brick", not "answer #3: 0")."""
    import random

    rng = random.Random(3)
    answers = 0
    for options in ({"players": 3}, {"players": 3, "expansion": "cities_and_knights"}):
        game = engine.new_game(options, 2)
        for _ in range(400):
            seats = engine.must_act(game)
            if not seats:
                break
            legal = engine.legal_actions(game, seats[0])
            view = engine.view(game, seats[0])
            for action in legal:
                said = describe_action(view, action, NAMES)
                if action[0] == "answer":  # its words need its decision (UiHooks.menu_worded): the menus' words
                    assert said == localize(answer_choice_label(view, action, NAMES), "en") and "answer #" not in said
                    answers += 1
                else:
                    assert said == engine.describe_action(action, NAMES, shape=game.topo)
            engine.apply_action(game, seats[0], rng.choice(legal))
    assert answers > 10


def test_issue33_CK_question_answered_in_the_games_language() -> None:
    engine.new_game({"players": 3, "expansion": "cities_and_knights"}, 1)  # the rule set's step texts
    english = localize(Text("ck-hand-answered-what", who=Verbatim("Bo"), what=engine_text("pillage")), "en")
    assert english == "✅ Bo answered (choose the city the barbarians pillage)."
    german = localize(Text("ck-hand-answered-what", who=Verbatim("Bo"), what=engine_text("pillage")), "de")
    assert german == "✅ Bo hat geantwortet (die Stadt wählen, die die Barbaren plündern)."
    assert engine_text("some_new_kind") == "some new kind"
