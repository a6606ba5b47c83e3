"""Issue #29 item 3: the roll prompt names the card a rule set lets one play before the roll.

BASE-TURN-5: a development card may be played before the roll. CK-GEN-2 / CK-TURN-1 step 1: Cities &
Knights has no development cards; the one card played before the roll is the Alchemist (a progress
card). The prompt comes from the rule set's ui hooks (``UiHooks.step_prompts``), for every player count.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.testing import position
from engine.testing.cities_and_knights import ck_position
from tests.english import prompt_for
from ui.person import about_them
from ui.report import waiting_text
from ui.rulesets import ui_of

NAMES = ["Ada", "Bram", "Cleo", "Dev", "Eve", "Finn"]


def _view(players: int, ck: bool, **options: Any) -> dict[str, Any]:
    if players >= 5:
        options = {"board": "variable", **options}
    g = ck_position(players, options=options) if ck else position(players, options=options)
    assert g.step == "pre_roll"
    return engine.public_view(g)


@pytest.mark.parametrize(("players", "options"), [(3, {}), (4, {}), (5, {}), (6, {"six_turn_mode": "paired_players"})])
def test_item29_3_CK_TURN_1_the_c_and_k_roll_prompt_names_the_alchemist_not_a_development_card(
    players: int, options: dict[str, Any]
) -> None:
    view = _view(players, True, **options)
    prompt = prompt_for(view)
    assert prompt == "roll the dice (or play the Alchemist first)"
    assert "development card" not in waiting_text(view, NAMES[:players])
    assert waiting_text(view, NAMES[:players]) == f"Waiting for Ada to {about_them(prompt)}."


@pytest.mark.parametrize(("players", "options"), [(3, {}), (4, {}), (5, {}), (6, {"six_turn_mode": "paired_players"})])
def test_item29_3_BASE_TURN_5_the_base_roll_prompt_keeps_the_development_card(
    players: int, options: dict[str, Any]
) -> None:
    assert prompt_for(_view(players, False, **options)) == "roll the dice (or play a development card first)"


def test_item29_3_the_prompt_comes_from_the_rule_sets_hooks() -> None:
    """The base game's prompts are the base plug-in's; C&K's replaces only the roll's (a mapping merged along
    the components), so every other step keeps the base text."""
    base, ck = ui_of(_view(4, False)), ui_of(_view(4, True))
    assert ck.step_prompts["pre_roll"] != base.step_prompts["pre_roll"]
    assert {k: v for k, v in ck.step_prompts.items() if k != "pre_roll"} == {
        k: v for k, v in base.step_prompts.items() if k != "pre_roll"
    }
