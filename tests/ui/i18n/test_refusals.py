"""The engine's refusals in the catalogue (issue #33): every kind of action, step and action of every rule set has
its words, the same English the engine's registries give, and a refusal reads in German, French, Spanish and
Brazilian Portuguese with the players named."""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest

import engine
from engine import actions as A
from engine import explain as why
from engine import rulesets
from engine.errors import named, seat_text
from engine.pending import STEP_TEXT, step_text
from engine.text import Text
from ui.i18n.catalogue import localize
from ui.i18n.languages import shipped

GAMES: list[dict[str, Any]] = [
    {"players": 4}, {"players": 2}, {"players": 4, "expansion": "cities_and_knights"},
    {"players": 4, "expansion": "seafarers"}, {"players": 6}, {"players": 5, "expansion": "cities_and_knights"},
]  # fmt: skip


@pytest.fixture(scope="module", autouse=True)
def every_rule_set() -> None:
    for name in rulesets.all_components():
        rulesets.load(name)


def test_issue33_every_kind_of_action_is_named_in_the_catalogue_as_the_engine_names_it() -> None:
    kinds = sys.modules["engine.explain"]._KIND_SUMMARY
    assert len(kinds) > 60  # the base game's and every rule set's
    for kind, english in kinds.items():
        assert localize(why.kind_text(kind), "en") == english, kind


def test_issue33_every_step_is_named_in_the_catalogue_as_the_engine_names_it() -> None:
    assert len(STEP_TEXT) > 30
    for kind, english in STEP_TEXT.items():
        assert localize(step_text(kind), "en") == english, kind


@pytest.mark.parametrize("options", GAMES, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_issue33_an_action_in_catalogue_words_reads_as_its_english_description(options: dict[str, Any]) -> None:
    """``action_text`` (the refusals' "You could: ...") says what ``describe`` says, for the actions of random
    games of each rule set, and has words in every language (no key shown in brackets)."""
    rng = random.Random(33)
    g = engine.new_game(options, 33)
    seen: set[str] = set()
    for _ in range(400):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        legal = engine.legal_actions(g, seat)
        for action in legal[:40]:
            text = A.action_text(action, shape=g.topo)
            if action[0] != "smith":  # its description counted ids from 1, not the island's labels
                assert localize(text, "en") == A.describe(action, None, shape=g.topo), action
            for tag in shipped():
                assert "[" not in localize(text, tag), (tag, action)
            seen.add(action[0])
        engine.apply_action(g, seat, rng.choice(legal))
    assert len(seen) >= 5, seen


def test_issue33_a_refusal_reads_in_each_language_naming_whom_the_game_waits_for() -> None:
    g = engine.new_game({"players": 3, "board": "beginner"}, 5)
    while g.step != "pre_roll":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    waiting = g.active
    other = (waiting + 1) % 3
    with pytest.raises(engine.IllegalAction) as refused:
        engine.apply_action(g, other, ("roll",))
    names = ["Ann", "Bo", "Cy"]
    words = {"en": f"Waiting for {names[waiting]} to roll the dice.", "de": f"Warten auf {names[waiting]}: würfeln.",
             "fr": f"En attente de {names[waiting]} : lancer les dés.", "es": f"Esperando a {names[waiting]}: tirar los dados.",
             "pt-BR": f"Aguardando {names[waiting]}: rolar os dados."}  # fmt: skip
    for tag, sentence in words.items():
        assert localize(refused.value.text(names), tag).endswith(sentence), tag
    assert localize(refused.value.text(), "de").endswith(f"Warten auf Spieler {waiting + 1}: würfeln.")
    assert refused.value.code == "not_your_turn" and "Text(" in str(refused.value)  # logs: the code and the keys


def test_issue33_seats_are_named_wherever_a_refusal_names_them() -> None:
    said = Text("refusals-do-steal", player=seat_text(1))
    assert localize(named(said, ["Ann", "Bo"]), "fr") == "voler Bo"
    assert localize(named(said, ["Ann"]), "en") == "steal from player 2"  # no such name: the seat as before


def test_issue33_invalid_options_say_why_in_the_readers_language() -> None:
    with pytest.raises(engine.InvalidOptions) as refused:
        engine.Options.from_dict({"players": 2, "expansion": "cities_and_knights"})
    assert localize(refused.value.text, "de").startswith("Städte & Ritter braucht mindestens 3 Spieler")
    assert localize(refused.value.text, "en").startswith("Cities & Knights needs at least 3 players")


def test_issue33_every_rule_sets_action_kind_has_catalogue_words() -> None:
    """A kind a rule set registers with an English description registers its catalogue words too, so that no
    "You could: ..." falls back to English."""
    described = set(sys.modules["engine.actions"]._DESCRIBE)
    assert len(described) > 40
    assert described <= set(sys.modules["engine.actions"]._TEXTS), described - set(sys.modules["engine.actions"]._TEXTS)
