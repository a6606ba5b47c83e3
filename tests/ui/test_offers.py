"""Offer ids autocomplete with the open offers a player may answer; closed offers say who traded what."""

from __future__ import annotations

import engine
from tests.engine.helpers import beginner, counts, give, roll, take_all
from ui.i18n.catalogue import localize
from ui.offers import cannot_propose_text, offer_choices, offer_label
from ui.offers import closed_offer_text as _closed_offer_text

NAMES = ["Ann", "Bo", "Cy", "Di"]


def _main() -> engine.GameState:
    g = beginner()
    roll(g, 12)
    for p in range(4):
        take_all(g, p)
    return g


def _choices(g: engine.GameState, seat: int, command: str, typed: str = "") -> list[tuple[str, int]]:
    return offer_choices(engine.view(g, seat), command, typed, NAMES)


def test_offer_label_names_the_proposer_and_terms() -> None:
    offer = {"id": 3, "seat": 0, "give": [0, 0, 0, 0, 2], "get": [0, 0, 1, 0, 0], "parent": -1}
    assert offer_label(offer, NAMES) == "#3 Ann gives 2 wool for 1 ore"
    assert offer_label({**offer, "parent": 1}, NAMES).endswith("(counter-offer)")


def test_autocomplete_lists_only_offers_legal_for_that_user_and_command() -> None:
    g = _main()
    give(g, 0, counts(wool=3))
    give(g, 1, counts(ore=1))
    give(g, 2, counts(grain=1))
    engine.apply_action(g, 0, ("offer", counts(wool=2), counts(ore=1), -1))
    to_all = g.offers[0].id
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(grain=1), 2))
    to_cy = g.offers[1].id
    # Bo holds ore, not grain: he may accept only the first; he may decline both offers made to him.
    assert _choices(g, 1, "accept") == [(f"#{to_all} Ann gives 2 wool for 1 ore", to_all)]
    assert [oid for _, oid in _choices(g, 1, "decline")] == [to_all]
    assert [oid for _, oid in _choices(g, 2, "accept")] == [to_cy]
    # Typing filters: by id or by words of the label.
    assert [oid for _, oid in _choices(g, 2, "decline", f"#{to_cy}")] == [to_cy]
    assert _choices(g, 2, "decline", "brick") == []
    # Only the proposer withdraws; nothing to confirm before someone accepts.
    assert [oid for _, oid in _choices(g, 0, "withdraw")] == [to_all, to_cy]
    assert _choices(g, 1, "withdraw") == [] and _choices(g, 0, "confirm") == []
    engine.apply_action(g, 1, ("accept", to_all))
    assert _choices(g, 0, "confirm") == [(f"#{to_all} Ann gives 2 wool for 1 ore — accepted by Bo", to_all)]
    assert _choices(g, 1, "accept") == []  # already accepted
    # Counter-offers: offers made to you, while you may propose.
    assert [oid for _, oid in _choices(g, 2, "counter")] == [to_all, to_cy]
    assert _choices(g, 0, "counter") == [] and _choices(g, 3, "counter") == []


def test_counter_offers_not_listed_when_the_1997_rules_forbid_them() -> None:
    g = beginner(trade_proposals="active_only")
    roll(g, 12)
    for p in range(4):
        take_all(g, p)
    give(g, 0, counts(wool=1))
    give(g, 1, counts(ore=1))
    engine.apply_action(g, 0, ("offer", counts(wool=1), counts(ore=1), -1))
    assert _choices(g, 1, "counter") == []
    assert "1997" in refusal(engine.view(g, 1), NAMES)


def test_closed_offer_says_who_traded_what_or_why_it_closed() -> None:
    g = _main()
    give(g, 0, counts(wool=2, brick=1))
    give(g, 1, counts(ore=1))
    give(g, 2, counts(grain=1))
    engine.apply_action(g, 0, ("offer", counts(wool=2), counts(ore=1), 1))
    first = g.offers[0].id
    engine.apply_action(g, 0, ("offer", counts(brick=1), counts(grain=1), 2))
    ev = engine.apply_action(g, 1, ("accept", first))
    ev = engine.apply_action(g, 0, ("confirm", first, 1))
    public = engine.events_for(ev, None)
    traded, closed = public[0], public[1]
    assert closed_offer_text(traded, NAMES) == f"✅ **Trade #{first} done:** Ann gave 2 wool to Bo for 1 ore."
    text = closed_offer_text(closed, NAMES)
    assert "Ann gives 1 brick for 1 grain" in text and "another trade was made" in text
    # Older stored events carry only the id.
    assert closed_offer_text({"type": "trade_closed", "offer": 9, "reason": "withdrawn"}, NAMES) == (
        "~~Trade #9~~ — closed: withdrawn."
    )


def test_cannot_propose_explains_why() -> None:
    g = beginner()
    assert "rolled" in refusal(engine.view(g, 1), NAMES) and "Ann" in refusal(
        engine.view(g, 1), NAMES
    )
    roll(g, 12)
    take_all(g, 1)
    assert refusal(engine.view(g, 1), NAMES) == "You have no resource cards to offer."
    setup = engine.new_game({"players": 3}, seed=1)
    assert "set-up" in refusal(engine.view(setup, 0), NAMES)


def refusal(view: dict, names: list[str]) -> str:  # type: ignore[type-arg]
    """``cannot_propose_text`` in English (issue #33: it returns a Text)."""
    return localize(cannot_propose_text(view, names), "en")


def closed_offer_text(event: dict, names: list[str]) -> str:
    """The closed offer's message in English (issue #33: a ``Text``, put into the game's language)."""
    return localize(_closed_offer_text(event, names), "en")


def test_issue33_a_closed_offer_reads_in_the_game_s_language() -> None:
    closed = {"type": "trade_closed", "offer": 4, "seat": 0, "give": [0, 0, 2, 0, 0], "get": [0, 0, 0, 0, 1],
              "reason": "turn ended"}  # fmt: skip
    assert localize(_closed_offer_text(closed, NAMES), "de") == (
        "~~Handel #4: Ann gibt 2 Erz für 1 Wolle~~ — geschlossen: der Zug ist zu Ende."
    )
