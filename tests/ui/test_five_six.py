"""What people read in 5-6 player games (ui.rules.five_six): the turn buttons of the Special Build Phase and of
Second's phase, from the public view only; the lines of the SBP's events; the rules line."""

from __future__ import annotations

import engine
from tests.engine.six_helpers import end_turn, six_position
from tests.english import en, prompt_for, summarize
from ui.buttons import turn_ops
from ui.report import waiting_text
from ui.rulesets import UI

ASKING = {"six_sbp_skip": "on_request"}
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def test_SIX_SBP_9_build_after_this_turn_during_a_turn_only_when_slots_are_asked_for() -> None:
    g = six_position(6, step="main", active=0, options=ASKING)
    ops = turn_ops(engine.public_view(g))
    assert ops[-1] == "sbp_ask" and "end" in ops
    assert "sbp_ask" in turn_ops(engine.public_view(six_position(6, step="pre_roll", active=0, options=ASKING)))
    assert "sbp_ask" not in turn_ops(engine.public_view(six_position(6, step="main", active=0)))  # offered anyway


def test_SIX_SBP_3_SIX_SBP_4_a_slot_shows_purchases_and_done_only() -> None:
    hands = {1: (1, 1, 1, 1, 1)}
    g = six_position(6, step="main", active=0, hands=hands, options=ASKING)
    engine.apply_action(g, 1, ("sbp_request",))
    events = end_turn(g)
    public = engine.public_view(g)
    assert public["phase"] == "special_build" and public["active"] == 1
    assert turn_ops(public) == ["build", "buy", "hand", "sbp_pass"]  # no trade, bank, card or end turn
    assert "Special Build Phase slot" in prompt_for(public) and "Bo" in waiting_text(public, NAMES)
    lines = summarize(engine.events_for(events, None), NAMES)
    assert "🏗️ Special Build Phase: Bo's slot." in lines
    assert not any("Cy" in line for line in lines)  # the slots passed at once are not worth a line each


def test_SIX_SBP_9_a_request_is_a_line_of_the_turn() -> None:
    g = six_position(6, step="main", active=0, options=ASKING)
    events = engine.apply_action(g, 4, ("sbp_request",))
    assert summarize(engine.events_for(events, None), NAMES) == ["🏗️ Ed will build after this turn."]


def test_SIX_PAIR_2_second_phase_has_the_turn_buttons_and_its_own_prompt() -> None:
    g = six_position(6, step="main", active=0, options={"six_turn_mode": "paired_players"})
    events = end_turn(g)
    public = engine.public_view(g)
    assert public["active"] == 3 and public["five_six"]["second"] == 3
    assert {"build", "bank", "end"} <= set(turn_ops(public)) and "sbp_ask" not in turn_ops(public)
    assert "Second's phase" in prompt_for(public) and "no trades with players" in prompt_for(public)
    assert any("Second's phase: Di" in line for line in summarize(engine.events_for(events, None), NAMES))


def test_rules_line_names_the_turn_mode() -> None:
    hooks = UI.of_options({"players": 6, "six_turn_mode": "paired_players"})
    assert en(hooks.rules_text({"players": 6, "six_turn_mode": "paired_players"})) == "Base game, 5-6 players (paired players)"  # type: ignore[misc]
    ck = UI.of_options({"players": 5, "expansion": "cities_and_knights"})
    assert en(ck.rules_text({"players": 5, "expansion": "cities_and_knights"})).endswith("5-6 players (Special Build Phase)")  # type: ignore[misc]
