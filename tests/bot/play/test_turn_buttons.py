"""Turn-message buttons: the ones of the current step, from public information only, all enabled
(issue #18 items 1 and 14; before, they were enabled from the awaited seats' legal actions)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from cogs.play.components import TURN_OPS, turn_buttons, turn_labels
from engine import rulesets
from engine.bots import random_action
from engine.constants import KNIGHT, VICTORY_POINT
from engine.serialize import from_dict, to_dict
from tests.engine.helpers import beginner, counts, give, give_dev, roll, take_all
from ui.buttons import BUTTON_KINDS, OFFER, button_kinds, legal_ops, nothing_text, turn_ops
from ui.i18n.catalogue import localize
from ui.rules.two_player import button_label
from ui.rulesets import UI


def _shown(g: engine.GameState) -> list[str]:
    """The ops of the turn message's buttons, in order; every one of them must be enabled."""
    view = engine.public_view(g)
    rows = turn_buttons(1, view).to_components()
    buttons = [b for row in rows for b in row["components"]]
    assert not [b for b in buttons if b.get("disabled")], "a shown turn button is never disabled"
    assert len(rows) <= 5 and all(len(row["components"]) <= 5 for row in rows)
    return [b["custom_id"].rsplit(":", 1)[1] for b in buttons]


def test_every_button_op_has_kinds_and_a_label() -> None:
    """The shared turn message labels the base game's ops and each rule set's own (``CogHooks.turn_labels``,
    from its folder, issue #30 item 2): every op a game's rules lead to has a label or its rule set's button."""
    assert set(TURN_OPS) == set(BUTTON_KINDS)
    for name in rulesets.all_components():
        components = ("base", name) if name != "base" else ("base",)
        own = set(UI.of(components).own_button_kinds)  # drawn by the rule set's own button (2 players, 5-6)
        assert set(button_kinds(components)) - own <= set(turn_labels({"rule_set": {"components": components}})), name


def test_turn_buttons_refuse_a_private_view() -> None:
    with pytest.raises(ValueError, match="public view"):
        turn_buttons(1, engine.view(beginner(), 0))


def test_pre_roll_shows_roll_and_the_hand_only() -> None:
    assert _shown(beginner()) == ["roll", "hand"]


def test_BASE_DEV_2_pre_roll_play_card_follows_the_public_card_count_not_the_card() -> None:
    """Issue #18 item 1: 'Play card…' was disabled exactly when every card held was a VP card."""
    knight, vp = beginner(), beginner()
    give_dev(knight, 0, KNIGHT)
    give_dev(vp, 0, VICTORY_POINT)
    assert _shown(knight) == _shown(vp) == ["roll", "dev", "hand"]


def test_main_step_shows_the_same_buttons_whatever_the_hand() -> None:
    poor, rich = beginner(), beginner()
    for g in (poor, rich):
        roll(g, 8)
        for p in range(4):
            take_all(g, p)
    give(rich, 0, counts(wool=4, ore=3, grain=3, brick=2, lumber=2))
    assert _shown(poor) == _shown(rich) == ["build", "buy", "trade", "bank", "end", "hand"]
    give_dev(poor, 0, VICTORY_POINT)  # the number of development cards held is public
    assert _shown(poor) == ["build", "buy", "dev", "trade", "bank", "end", "hand"]


def test_discard_step_shows_discard_only() -> None:
    g = beginner()
    for p in range(4):
        take_all(g, p)
    give(g, 2, counts(brick=8))
    roll(g, 7)
    assert engine.must_act(g) == [2]
    assert _shown(g) == ["discard", "hand"]


def test_robber_step_shows_the_robber_only() -> None:
    g = beginner()
    for p in range(4):
        take_all(g, p)
    roll(g, 7)
    assert _shown(g) == ["robber", "hand"]


def test_setup_shows_build_only() -> None:
    assert _shown(engine.new_game({"players": 3, "board": "variable"}, seed=5)) == ["build", "hand"]


def test_game_over_shows_nothing() -> None:
    view = {**engine.public_view(beginner()), "phase": "over"}
    assert turn_ops(view) == []


def _ck_pre_roll(cards: list[str]) -> engine.GameState:
    g = engine.new_game({"players": 3, "expansion": "cities_and_knights", "board": "variable"}, seed=3)
    rng = random.Random(3)
    while g.phase == "setup":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
    assert g.step == "pre_roll"
    record = to_dict(g)
    held = record["ck"]["progress"][g.active]
    for card in cards:  # from the science deck (both cards are green: the deck colours stay public)
        record["ck"]["decks"][2].remove(card)
        held.append(card)
    return from_dict(record)


def test_CK_TURN_1_progress_before_the_roll_does_not_tell_an_alchemist() -> None:
    """Issue #18 item 1: Progress… was enabled before the roll exactly when an Alchemist was held."""
    alchemist, irrigation = _ck_pre_roll(["alchemist"]), _ck_pre_roll(["irrigation"])
    assert engine.public_view(alchemist) == engine.public_view(irrigation)
    assert _shown(alchemist) == _shown(irrigation) == ["roll", "progress", "hand"]
    assert _shown(_ck_pre_roll([])) == ["roll", "hand"]


def test_CK_main_step_buttons() -> None:
    g = _ck_pre_roll([])
    engine.testing.roll(g, (3, 5, "trade"))
    while engine.must_act(g) != [g.active] or g.step != "main":  # answer whatever the roll asked
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, engine.legal_actions(g, seat)[0])
    # The set-up city allows Improve… (a player without a city would not see it: the board is public).
    assert _shown(g) == ["build", "knights", "improve", "progress", "trade", "bank", "end", "hand"]


def test_TWO_ACT_1_two_player_card_buttons_follow_public_facts() -> None:
    g = engine.new_game({"players": 2, "board": "variable"}, seed=4)
    rng = random.Random(4)
    while g.phase == "setup" or g.step != "pre_roll":
        seat = engine.must_act(g)[0]
        engine.apply_action(g, seat, random_action(g, seat, rng))
    view = engine.public_view(g)
    on_desert = view["board"]["terrain"][view["board"]["robber"]] == 5
    expected = ["roll", "hand", "forced"] + ([] if on_desert else ["desert"])
    assert _shown(g) == expected  # no Knight played yet: no Knight exchange
    labels = {b["label"] for row in turn_buttons(1, view).to_components() for b in row["components"]}
    assert localize(button_label("forced", view), "en") in labels


def _waiting_kinds(g: engine.GameState) -> set[str]:
    waiting = engine.must_act(g)
    kinds = {a[0] for s in waiting for a in engine.legal_actions(g, s)}
    return kinds | ({OFFER} if any(engine.can_propose_trade(g, s) for s in waiting) else set())


@pytest.mark.parametrize(
    "options",
    [
        {"players": 4},
        {"players": 3, "dev_card_during_roll_resolution": True, "vp_card_reveal": "any_time_own_turn"},
        {"players": 3, "robber_steal": "optional", "combined_trade_build": False},
        {"players": 2},
        {"players": 3, "expansion": "cities_and_knights"},
        {"players": 4, "expansion": "cities_and_knights", "ck_knight_errant": True},
    ],
)
def test_the_step_buttons_lead_to_every_legal_move_and_stay_few(options: dict[str, Any]) -> None:
    """Issue #18 item 14: by step, not by hand, yet nothing the awaited players may do lacks its button."""
    most = 0
    for seed in range(6):
        g = engine.new_game({"board": "variable", **options}, seed=seed)
        rng = random.Random(seed)
        for _ in range(2000):
            if g.phase == "over":
                break
            ops = turn_ops(engine.public_view(g))
            missing = legal_ops(_waiting_kinds(g), g.rules.components) - set(ops)
            assert not missing, f"step {g.step}: legal moves without their button: {missing}"
            most = max(most, len(ops))
            seat = engine.must_act(g)[0]
            engine.apply_action(g, seat, random_action(g, seat, rng))
    assert 6 <= most <= 10  # the main step shows 6 or more; never more than 10


def english(text: object) -> str:
    return localize(text, "en")  # type: ignore[arg-type]


def test_a_click_that_leads_nowhere_is_answered_privately_with_what_is_legal() -> None:
    g = beginner()
    give_dev(g, 0, VICTORY_POINT)
    owner = engine.view(g, 0)
    assert not [a for a in owner["you"]["legal_actions"] if a[0] in BUTTON_KINDS["dev"]]
    assert english(nothing_text(owner, "dev", "Play a development card", "")).startswith("You have no card you can play now")
    other = engine.view(g, 1)
    text = english(nothing_text(other, "dev", "Play a development card", "Waiting for Ann to roll the dice."))
    assert text == "You can't play a development card right now. Waiting for Ann to roll the dice."
    roll(g, 8)
    take_all(g, 0)
    assert "a road costs 1 brick, 1 lumber" in english(nothing_text(engine.view(g, 0), "build", "Build", ""))


def test_answer_clicked_by_a_player_who_owes_nothing_reads_right() -> None:
    """Issue #18 item 10: a wrong player pressing Answer… read "You can't your answer right now". Answer… is
    C&K's button, and its texts come from C&K's ui plug-in (issue #30 item 2)."""
    g = engine.new_game({"expansion": "cities_and_knights", "players": 3}, seed=1)  # Ann (seat 0) places first
    other = english(nothing_text(engine.view(g, 1), "answer", "Answer a decision", "Waiting for Ann to roll the dice."))
    assert other == "You can't answer anything right now. Waiting for Ann to roll the dice."
    assert english(nothing_text(engine.view(g, 0), "answer", "Answer a decision", "")) == "You owe no decision right now."
