"""Issue #34 item 4: every move a person can make through Discord can be made on the board, in every rule set.

Random games of each rule set run through the engine; at every state, every legal action of every seat that
must act is offered by the page's form (``web.legal.legal_form``): on spots the page draws (ids of the island's
map, ``web.mapdata``), as a button or menu line with words in the viewer's language (a catalogue's, never an
engine kind or a raw "answer #12: 3"), or as a card-count form whose limits admit it. Trade offers and answers
are the trade panel's (``offer``, ``accept``, ...: never in ``legal_actions``)."""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine.bots import random_action
from web.legal import legal_form
from web.mapdata import map_data

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Fa"]
RULE_SETS = {
    "base": {"players": 4},
    "cities_and_knights": {"players": 4, "expansion": "cities_and_knights"},
    "two_player": {"players": 2},
    "five_six": {"players": 5, "six_robber_start": "starting_player_chooses", "six_sbp_skip": "on_request"},
    "five_six_paired_players": {"players": 6, "six_turn_mode": "paired_players"},
    "five_six_cities_and_knights": {"players": 6, "expansion": "cities_and_knights"},
    "seafarers_new_shores": {"players": 4, "expansion": "seafarers"},
    "seafarers_fog_island": {"players": 3, "expansion": "seafarers", "sea_scenario": "fog_island"},
    "seafarers_through_the_desert": {"players": 4, "expansion": "seafarers", "sea_scenario": "through_the_desert",
                                     "sea_ttd_robber_start": "starting_player_chooses"},
}  # fmt: skip
# Words are asked in the pseudo-locale (ui.i18n.pseudo: every catalogue letter accented), so plain English, an engine
# kind, a catalogue key or a raw "answer #12" shows as a run of plain letters (the names are at most 3 letters).
RAW = re.compile(r"#\d|[A-Za-z]{4,}")
LANG = "qps"


def _spot_exists(m: dict, at: list) -> bool:
    size = {"v": len(m["vertices"]), "e": len(m["edges"]), "h": len(m["hexes"]) + len(m["frame"])}[at[0]]
    return all(isinstance(i, int) and 0 <= i < size for i in at[1:])


def _spot_words(m: dict, at: list) -> str:
    if at[0] == "h" and at[1] >= len(m["hexes"]):
        return m["frame"][at[1] - len(m["hexes"])]["label"]  # a sea hex of the frame: its letters
    return {"v": m["vertices"], "e": m["edges"], "h": m["hexes"]}[at[0]][at[1]]["words"]


def _in_form(form: dict, action: list) -> bool:
    bundle = list(action[1])
    return sum(bundle) == form["total"] and all(0 <= n <= top for n, top in zip(bundle, form["max"], strict=True))


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_item4_every_legal_action_of_a_rule_set_is_offered_on_the_page(rule_set: str) -> None:
    rng = random.Random(5)
    g = engine.new_game(RULE_SETS[rule_set], seed=5)
    island = map_data(engine.public_view(g), LANG)
    seen: dict[str, set[str]] = {}
    players = len(engine.public_view(g)["players"])
    for step in range(1000):
        if g.phase == "over":
            break
        seats = engine.must_act(g)
        # the seats the game waits for, and now and then every seat: moves a seat may make out of turn (5-6 players:
        # asking for a Special Build Phase slot)
        for seat in sorted(set(seats)) if step % 5 else range(players):
            view = engine.view(g, seat)
            form = legal_form(view, NAMES, LANG)
            offered = {repr(e["a"]): e for e in form["acts"]}
            for action in view["you"]["legal_actions"]:
                kind = action[0]
                if kind in form["forms"]:
                    assert _in_form(form["forms"][kind], list(action)), (rule_set, action, form["forms"][kind])
                    said = [form["forms"][kind]["words"], *form["forms"][kind]["cards"]]
                    assert not any(RAW.search(w) for w in said), (rule_set, kind, said)
                    assert len(form["forms"][kind]["cards"]) == len(action[1])
                    seen.setdefault(kind, set()).add("form")
                    continue
                entry = offered.get(repr(list(action)))
                assert entry is not None, (rule_set, action)
                assert entry["words"] and not RAW.search(entry["words"]), (rule_set, action, entry["words"])
                if "at" in entry:
                    assert _spot_exists(island, entry["at"]), (rule_set, action, entry["at"])
                    spot = _spot_words(island, entry["at"])  # what a screen reader says for the spot itself
                    assert spot and not RAW.search(spot), (rule_set, action, spot)
                seen.setdefault(kind, set()).add("spot" if "at" in entry else "words")
        engine.apply_action(g, seats[0], random_action(g, seats[0], rng))
    # the moves of each kind that names a place are played on the board (item 4: "click an intersection, ...")
    on_board = {"settlement", "city", "road", "robber", "ship", "move_ship", "pirate", "knight_hire", "knight_move",
                "neutral_road", "neutral_settlement", "wall", "inventor", "bishop", "merchant", "robber_start",
                "sea_robber_start"}  # fmt: skip
    for kind in on_board & set(seen):
        assert seen[kind] == {"spot"}, (rule_set, kind, seen[kind])
    assert len(seen) >= 8, seen
