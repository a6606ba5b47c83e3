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
