"""Issue #34 item 6 (labels a screen reader reads for each spot): a first-time player heard "You: city on 13" for
a settlement in the board's "Pieces on the board" list; the kind reached the catalogue as the string "1", which
the ``[1]`` variant of ``board-building`` never matches. Each rule set's labels say which piece stands where."""

from __future__ import annotations

import random

import pytest

import engine
from engine.bots import random_action
from web.rulesets import piece_labels

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Fa"]
RULE_SETS = {
    "base": {"players": 4},
    "cities_and_knights": {"players": 4, "expansion": "cities_and_knights"},
    "two_player": {"players": 2},
    "five_six": {"players": 5},
    "seafarers": {"players": 4, "expansion": "seafarers"},
}
WORDS = {"en": ("settlement", "city"), "de": ("Siedlung", "Stadt"), "fr": ("colonie", "ville")}


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_item6_a_settlement_is_labelled_a_settlement_and_a_city_a_city(rule_set: str) -> None:
    rng = random.Random(3)
    g = engine.new_game(RULE_SETS[rule_set], seed=3)
    while not any(k == 1 for _v, _p, k in engine.public_view(g)["buildings"]):
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
    view = engine.public_view(g)
    v, seat, _kind = next(b for b in view["buildings"] if b[2] == 1)
    city = {**view, "buildings": [[v, seat, 2]]}  # the same piece upgraded
    for tag, (settlement, town) in WORDS.items():
        said = piece_labels(view, NAMES, tag)["buildings"][str(v)]
        assert settlement in said and town not in said, (rule_set, tag, said)
        said = piece_labels(city, NAMES, tag)["buildings"][str(v)]
        assert town in said and settlement not in said, (rule_set, tag, said)


HELP = {"seafarers": "sea_help", "cities_and_knights": "ck_help", "two_player": "two_help"}  # labels' group
LANGUAGES = ("en", "de", "fr", "es", "pt-BR")


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_board17_item1_a_rule_set_explains_its_own_parts_in_every_language(rule_set: str) -> None:
    """Board17 item 1 (first-time players met gold fields, Catan chits, trade cards and commodities unexplained):
    each rule set with parts of its own gives the board's "?" list a title and a text per part, in each language;
    the base game and 5-6 players have none."""
    view = engine.public_view(engine.new_game(RULE_SETS[rule_set], seed=3))
    for tag in LANGUAGES:
        said = piece_labels(view, NAMES, tag)
        helps = [v for k, v in said.items() if k.endswith("_help")]
        if rule_set not in HELP:
            assert not helps, (rule_set, helps)
            continue
        items = said[HELP[rule_set]]
        assert items and all(h["title"] and len(h["text"]) > len(h["title"]) for h in items), (rule_set, tag)
        assert not any("[" in h["title"] + h["text"] or "-board-help-" in h["text"] for h in items), (tag, items)
        assert len({h["key"] for h in items}) == len(items)


def test_board17_item1_what_is_explained_follows_the_game() -> None:
    """Seafarers: Catan chits only where the scenario awards them (not Fog Island, SEA-SVP-2), gold fields where
    the island has one; C&K: the robber's sleep only until the barbarians' first attack (CK-ROBBER-2)."""
    shores = engine.public_view(engine.new_game({"players": 4, "expansion": "seafarers"}, seed=3))
    keys = [h["key"] for h in piece_labels(shores, NAMES, "en")["sea_help"]]
    assert keys == ["gold", "chits", "ships", "pirate"], keys  # New Shores: two gold fields, small islands' chits
    fog = engine.public_view(engine.new_game({"players": 3, "expansion": "seafarers", "sea_scenario": "fog_island"}, seed=3))
    assert "chits" not in [h["key"] for h in piece_labels(fog, NAMES, "en")["sea_help"]]
    ck = engine.public_view(engine.new_game(RULE_SETS["cities_and_knights"], seed=3))
    assert [h["key"] for h in piece_labels(ck, NAMES, "en")["ck_help"]][-1] == "robber"
    attacked = {**ck, "ck": {**ck["ck"], "attacks": 1}}
    assert "robber" not in [h["key"] for h in piece_labels(attacked, NAMES, "en")["ck_help"]]
