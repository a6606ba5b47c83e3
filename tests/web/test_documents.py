"""Issue #34 items 3 and 4: the legal targets come from the same legal-action code (and the decision images'
kinds), and an update is the changed parts only, under 5 KB per move."""

from __future__ import annotations

import json
import random

import engine
from engine.bots import random_action
from rendering.decision import legal_spots
from tests.engine.helpers import beginner, counts, give, roll, take_all
from web.diff import diff, patch
from web.documents import Viewer, document
from web.legal import legal_form
from web.status import player_lines

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_item4_a_diff_applied_gives_the_new_document() -> None:
    old = {"a": 1, "b": [1, 2, 3], "c": {"d": None, "e": [1]}, "gone": True}
    new = {"a": 2, "b": [1, 5, 3], "c": {"d": 4, "e": [1, 2]}, "f": None}
    ops = diff(old, new)
    assert patch(old, ops) == new
    assert [["gone"]] in ops and [["b", 1], 5] in ops and [["f"], None] in ops
    assert diff(new, new) == []


def test_item3_the_spots_offered_are_the_decision_images_legal_spots() -> None:
    g = engine.new_game({"players": 4, "board": "variable"}, seed=3)
    seat = engine.must_act(g)[0]
    view = engine.view(g, seat)
    form = legal_form(view, NAMES, "en")
    spots = sorted(a["at"][1] for a in form["acts"] if a.get("at") and a["at"][0] == "v")
    assert spots == list(legal_spots(view, "settlement"))
    assert all(a["a"] in view["you"]["legal_actions"] for a in form["acts"])


def test_item3_a_discard_of_many_variants_comes_as_a_form() -> None:
    g = beginner()
    for p in range(4):
        take_all(g, p)
    give(g, 2, counts(brick=2, lumber=2, ore=2, grain=2, wool=2))
    roll(g, 7)
    form = legal_form(engine.view(g, 2), NAMES, "en")
    discard = form["forms"]["discard"]
    assert discard["variants"] > 24 and not [a for a in form["acts"] if a["a"][0] == "discard"]
    assert discard["total"] == 5 and discard["max"] == [2, 2, 2, 2, 2]  # half of 10, at most what is held
    assert discard["cards"][:2] == ["brick", "lumber"]
    # the viewer's own words, not the step's "discard half of their cards" (polish34 item 6)
    assert discard["words"] == "Discard 5 of your 10 cards"
    assert legal_form(engine.view(g, 2), NAMES, "de")["forms"]["discard"]["words"] == "Wirf 5 deiner 10 Karten ab"


def test_item3_item4_a_game_played_to_the_end_streams_small_updates() -> None:
    """Every seat's board and the spectator's over a whole random game: each update (the changed parts)
    under 5 KB; every document applies to the next."""
    rng = random.Random(7)
    g = engine.new_game({"players": 4, "board": "variable"}, seed=11)
    viewers = [Viewer(1, None, None, "en"), *(Viewer(1, 100 + s, s, "en") for s in range(4))]
    last = {v: document(v, 0, engine.view(g, v.seat), NAMES) for v in viewers}
    largest = 0
    for seq in range(1, 400):
        if g.phase == "over":
            break
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
        for v in viewers:
            doc = document(v, seq, engine.view(g, v.seat), NAMES)
            ops = diff(last[v], doc)
            assert patch(last[v], ops) == doc
            largest = max(largest, len(json.dumps({"ops": ops, "log": []}, separators=(",", ":"))))
            last[v] = doc
    assert largest < 5000, largest
    assert "you" not in last[viewers[0]]["view"]


def _played(options: dict, until, seed: int = 3) -> engine.GameState:
    rng = random.Random(seed)
    g = engine.new_game(options, seed=seed)
    for _ in range(3000):
        seat = engine.must_act(g)[0]
        if until(engine.public_view(g)):
            return g
        engine.apply_action(g, seat, random_action(g, seat, rng))
    raise AssertionError("no such position")


def test_item3_item6_every_rule_sets_pieces_have_words_in_the_viewers_language() -> None:
    """The document's "labels": what a screen reader says for each piece the page draws (web/rules/<rule set>)."""
    ck = _played({"players": 4, "expansion": "cities_and_knights"}, lambda v: len(v["ck"]["knights"]) >= 3)
    doc = document(Viewer(1, None, None, "de"), 1, engine.public_view(ck), NAMES)
    knights = engine.public_view(ck)["ck"]["knights"]
    assert sorted(doc["labels"]["knights"]) == sorted(str(k[0]) for k in knights)
    v, seat, _level, active = knights[0]
    said = doc["labels"]["knights"][str(v)]
    assert said.startswith(NAMES[seat]) and str(v + 1) in said and "Ritter" in said  # "Ann: Ritter – einfacher auf 3"
    assert ("inaktiv" in said) == (not active)
    assert "Barbaren" in doc["labels"]["barbarians"] and len(doc["labels"]["buildings"]) == len(
        doc["view"]["buildings"]
    )
    sea = _played(
        {"players": 3, "expansion": "seafarers", "sea_scenario": "fog_island"},
        lambda v: len(v["seafarers"]["ships"]) >= 2,
    )
    labels = document(Viewer(1, None, None, "en"), 1, engine.public_view(sea), NAMES)["labels"]
    assert len(labels["ships"]) == len(engine.public_view(sea)["seafarers"]["ships"]) and "ship on" in next(
        iter(labels["ships"].values())
    )
    assert labels["fog"] and all("fog" in w for w in labels["fog"].values()) and "pirate" in labels["pirate"]
    two = _played({"players": 2}, lambda v: len(v["buildings"]) >= 6)
    words = document(Viewer(1, None, None, "en"), 1, engine.public_view(two), NAMES[:2])["labels"]["buildings"].values()
    assert any("neutral" in w for w in words)  # the neutral players' pieces are named by their colour


def test_item3_each_players_public_counts_are_counted_in_the_viewers_language() -> None:
    """The players list says "1 point · 1 card", not "1 points · 1 cards"; no development cards, no mention; the
    knights played and the awards follow (polish34 item 1: the board's status no longer says them)."""
    view = engine.public_view(engine.new_game({"players": 3}, seed=1))
    view["players"][0].update(public_vp=1, resource_count=1, dev_card_count=0)
    view["players"][1].update(public_vp=3, resource_count=5, dev_card_count=2, knights=3, largest_army=True)
    assert player_lines(view, "en")[0] == "1 point · 1 card"
    assert player_lines(view, "de")[1] == "3 Punkte · 5 Karten · 2 Entwicklungskarten · 3 Ritter ausgespielt · Größte Rittermacht"
    assert len(document(Viewer(1, None, None, "en"), 0, view, NAMES)["players"]) == 3
