"""Cities & Knights in words (ui.rules.cities_and_knights) and the turn buttons of a C&K game, over random games."""

from __future__ import annotations

import random
import re

import pytest

import engine
from cogs.rulesets import COGS
from engine import bots
from tests.english import describe_event, en, status_text
from ui.buttons import BUTTON_KINDS, button_kinds, legal_ops, turn_ops
from ui.cards import CardTextError, parse_cards
from ui.i18n.catalogue import localize
from ui.rules.cities_and_knights import CARD_TEXT, answer_choice_label, card_name, hand_lines, rules_text
from ui.summary import private_notes

NAMES = ["Ann", "Bo", "Cy"]
CK = ("base", "cities_and_knights")  # the components of a C&K game (view["rule_set"])


def _games(count: int, moves: int):
    """(game, seat, view, raw events) along random C&K games."""
    for seed in range(count):
        g = engine.new_game({"expansion": "cities_and_knights", "players": 3, "barbarian_steps": 3}, seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            seats = engine.must_act(g)
            if not seats:
                break
            seat = seats[0]
            view = engine.view(g, seat)
            act = bots.greedy_action(g, seat, rng) if rng.random() < 0.7 else bots.random_action(g, seat, rng)
            events = engine.apply_action(g, seat, act)
            yield g, seat, view, events


def test_CK_DEC_every_open_decision_answer_has_a_label() -> None:
    labelled = set()
    for _g, _seat, view, _events in _games(3, 1500):
        for action in view["you"]["legal_actions"]:
            if action[0] == "answer":
                label = en(answer_choice_label(view, action, NAMES))
                assert label and not label.startswith("Answer ") and "[" not in label, (action, view["pending"])
                german = localize(answer_choice_label(view, action, NAMES), "de")
                assert german != label and "[" not in german, german  # issue #33: the reader's language
                labelled.add(next(d["kind"] for d in view["pending"] if d.get("id") == action[1]))
    assert "discard" in labelled and len(labelled) >= 6, labelled


def test_CK_PROG_3_public_lines_never_name_a_held_card_or_commodities_by_type() -> None:
    played: set[str] = set()
    for g, _seat, _view, events in _games(3, 1500):
        public = engine.events_for(events, None)
        played |= {e["card"] for e in public if e["type"] in ("progress_played", "progress_vp")}
        for event in public:
            line = describe_event(event, NAMES) or ""
            if event["type"] == "production":
                assert not re.search(r"\d+ (cloth|coin|paper)", line), line
            for card in CARD_TEXT:
                if card not in played:
                    assert card_name(card) not in line, (card, line)
        status_text(engine.view(g, None), NAMES)
        for seat in range(3):
            private_notes(events, seat, NAMES)  # every private event has words and none raises


def test_CK_PROG_1_the_drawer_alone_learns_the_card() -> None:
    drawn = {"type": "progress_drawn", "seat": 1, "deck": 1, "card": "spy", "private": [1], "secret": ["card"]}
    assert "Spy" in private_notes([drawn], 1, NAMES)[0]
    assert private_notes([drawn], 0, NAMES) == []
    assert "Spy" not in (describe_event(engine.events_for([drawn], None)[0], NAMES) or "")


def test_CK_hand_lists_progress_cards_with_effects() -> None:
    g = engine.new_game({"expansion": "cities_and_knights", "players": 3}, seed=1)
    g.ck.progress[0].append("wedding")
    lines = [localize(line, "en") for line in hand_lines(engine.view(g, 0))]
    assert any("Wedding — players with more VP" in line for line in lines)


def test_issue33_CK_hand_lines_in_german() -> None:
    """A German reader's C&K hand lines: progress cards with their effect, city improvements, knights."""
    g = engine.new_game({"expansion": "cities_and_knights", "players": 3}, seed=1)
    g.ck.progress[0].append("wedding")
    view = engine.view(g, 0)
    view["players"][0]["levels"] = [2, 0, 1]
    view["ck"]["knights"] = [[5, 0, 2, False]]
    english = [localize(line, "en") for line in hand_lines(view)]
    assert english[0] == "Progress cards (1/4):"
    assert english[2] == "City improvements: trade 2 (Trading House), politics 0, science 1 (Abbey)"
    assert english[3].startswith("Knights: strong on ") and english[3].endswith(" (inactive)")
    german = [localize(line, "de") for line in hand_lines(view)]
    assert german[0] == "Fortschrittskarten (1/4):"
    assert german[1] == "• Hochzeit — wer mehr SP hat als du, gibt dir 2 Karten seiner Wahl"
    assert german[2] == "Stadtausbau: Handel 2 (Handelshaus), Politik 0, Wissenschaft 1 (Kloster)"
    assert german[3].startswith("Ritter: starker auf ") and german[3].endswith(" (inaktiv)")


def test_CK_turn_buttons_fit_five_rows_and_base_buttons_are_unchanged() -> None:
    g = engine.new_game({"expansion": "cities_and_knights", "players": 3}, seed=1)
    main = {**engine.view(g, None), "phase": "play", "step": "main"}
    ck_ops = turn_ops(main)
    assert {"knights", "progress"} <= set(ck_ops) and len(ck_ops) <= 25
    assert not {"buy", "dev", "discard"} & set(ck_ops)
    base = {**engine.view(engine.new_game({"players": 3}, seed=1), None), "phase": "play", "step": "main"}
    assert turn_ops(base) == ["build", "buy", "trade", "bank", "end", "hand"]
    assert "progress" in legal_ops({"alchemist"}, CK) and "knights" in legal_ops({"knight_chase"}, CK)
    assert "wall" in button_kinds(CK)["build"] and "wall" not in BUTTON_KINDS["build"]  # C&K's, from its plug-in
    assert legal_ops({"wall"}, CK) == {"build"}


def test_CK_rules_text_and_commodity_parsing() -> None:
    assert localize(rules_text({}), "en") == "Base game"
    assert localize(rules_text({"expansion": "cities_and_knights", "ck_nasty": True}), "en").startswith("Cities & Knights")
    assert parse_cards("2 cloth 1 ore", more=COGS.of_name("cities_and_knights").card_words) == (0, 0, 1, 0, 0, 2, 0, 0)
    with pytest.raises(CardTextError):
        parse_cards("2 cloth")


@pytest.mark.parametrize(
    ("event", "line"),
    [
        ({"outcome": "barbarians", "losers": [1]}, "The barbarians win: Bo loses a city."),
        ({"outcome": "barbarians", "losers": [0, 2]}, "The barbarians win: Ann and Cy each lose a city."),
        ({"outcome": "barbarians", "losers": []}, "The barbarians win; nobody loses a city."),
        ({"outcome": "catan", "defenders": [2]}, "Catan is saved! Cy defended best."),
        ({"outcome": "catan", "defenders": [0, 1]}, "Ann and Bo tie for the strongest defence: no Defender of Catan"),
        ({"outcome": "catan", "defenders": []}, "No active knight: no Defender of Catan."),
    ],
)
def test_CK_BARB_4_and_CK_BARB_5_attack_line_says_who_loses_and_who_defended(event: dict, line: str) -> None:
    text = describe_event({"type": "barbarian_attack", "barbarians": 4, "knights": 3, "contributions": [0, 0, 0],
                           **event}, NAMES)  # fmt: skip
    assert text is not None and "strength 4 against Catan's knights 3" in text and line in text, text


def test_CK_BARB_4_pillaged_city_line_names_owner_and_spot() -> None:
    at = engine.topology.parse_vertex("30")
    reduced = describe_event({"type": "city_pillaged", "seat": 1, "at": at, "removed": False}, NAMES)
    removed = describe_event({"type": "city_pillaged", "seat": 1, "at": at, "removed": True}, NAMES)
    assert reduced == "🔥 The barbarians pillaged Bo's city on 30: it is a settlement now."
    assert removed == "🔥 The barbarians pillaged Bo's city on 30: it is gone."


def test_CK_DEC_waiting_text_names_each_owed_decision() -> None:
    from ui.report import waiting_text

    view = {"phase": "play", "pending": [
        {"seat": 1, "kind": "pillage", "blocking": True, "id": 3, "text": "choose the city the barbarians pillage"},
        {"seat": 2, "kind": "wedding", "blocking": True, "id": 4, "text": "give 2 cards for the Wedding"},
    ]}  # fmt: skip
    assert waiting_text(view, NAMES) == (
        "Waiting for Bo to choose the city the barbarians pillage; Cy to give 2 cards for the Wedding."
    )
    view["pending"] = view["pending"][:1]
    assert waiting_text(view, NAMES) == "Waiting for Bo to choose the city the barbarians pillage."


def test_a_decision_is_said_to_its_owner_in_the_second_person() -> None:
    """Issue #18 item 10: the message pinging the owner read "please discard half of their cards"."""
    from tests.english import prompt_for
    from ui.rules.cities_and_knights import decision_text

    decision = {"seat": 1, "kind": "knight_retreat", "blocking": True, "id": 3, "text": "move their displaced knight"}
    assert en(decision_text(decision, NAMES, to_owner=True)) == "move your displaced knight"
    assert en(decision_text(decision, NAMES)) == "move their displaced knight"  # said about them (status)
    assert localize(decision_text(decision, NAMES, to_owner=True), "de") == "deinen vertriebenen Ritter versetzen"
    gift = {"seat": 1, "kind": "wedding_gift", "blocking": True, "id": 4, "to": 0}
    assert en(decision_text(gift, NAMES, to_owner=True)) == "give a card for the Wedding (for Ann)"
    view = {"pending": [decision], "ck": {}}
    assert prompt_for(view) == "move your displaced knight"


def test_a_multi_card_effect_is_one_line_not_one_line_per_card() -> None:
    """Issue #18 item 11: a Wedding printed "Ada gave a card to Cleo." once per card, a discard of 4 four lines."""
    from tests.english import summarize

    gift = {"type": "card_given", "seat": 0, "to": 2, "why": "wedding"}
    owed = {"type": "decision_owed", "seat": 1}  # bookkeeping between the answers: no line of its own
    events = [
        {"type": "ck_progress_played", "seat": 2, "card": "wedding"},
        gift, owed, gift,
        {"type": "card_given", "seat": 1, "to": 2, "why": "wedding"},
        {"type": "card_given", "seat": 1, "to": 2, "why": "wedding"},
        {"type": "discarded", "seat": 1}, {"type": "discarded", "seat": 1}, {"type": "discarded", "seat": 1},
        {"type": "discards_revealed", "cards": [[0] * 8, [1, 0, 0, 0, 0, 1, 1, 0], [0] * 8]},
        {"type": "card_taken", "seat": 2, "from": 1, "why": "master_merchant"},
    ]  # fmt: skip
    lines = summarize(events, NAMES)
    # issue #29 item 5: the discards are named once all are made (one line, not a count then the cards)
    assert lines[-4:] == [
        "Ann gave 2 cards to Cy.", "Bo gave 2 cards to Cy.", "Bo discarded 1 brick, 1 cloth, 1 coin.",
        "Cy took a card from Bo.",
    ]  # fmt: skip
    private = [{"type": "card_taken", "seat": 2, "from": 1, "card": c, "why": "master_merchant"} for c in (2, 6, 2)]
    assert summarize(private, NAMES) == ["Cy took 2 ore, 1 coin from Bo."]


def test_a_monopoly_that_finds_nothing_says_so_not_took_0() -> None:
    """The C&K demo's thread read "Cleo took 0 coin from the others."."""
    from tests.english import describe_event

    assert describe_event({"type": "monopoly", "seat": 2, "resource": 6, "taken": [0, 0, 0]}, NAMES) == (
        "Cy took no coin: the others had none."
    )
    assert describe_event({"type": "played_monopoly", "seat": 0, "resource": 4, "taken": [0, 0, 0]}, NAMES) == (
        "Ann played Monopoly on wool: the others had none."
    )


def test_CK_item30_2_a_walls_spot_is_named_by_the_rule_sets_folder() -> None:
    """The shared menu text of a spot names a city wall's intersection through C&K's ``spot_choices``, as the
    shared settlement's and city's; a base game has no wall."""
    from ui.spots import action_choice

    ck_view = engine.public_view(engine.new_game({"players": 3, "expansion": "cities_and_knights"}, seed=1))
    base_view = engine.public_view(engine.new_game({"players": 3}, seed=1))
    assert action_choice(ck_view, ["wall", 7], NAMES) == action_choice(ck_view, ["city", 7], NAMES)
    assert action_choice(ck_view, ["wall", 7], NAMES)[1] == "8"
    assert action_choice(base_view, ["wall", 7], NAMES) is None
