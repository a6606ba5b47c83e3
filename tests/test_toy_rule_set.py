"""Issue #30 item 2: a rule set is a folder in every layer, plus its registration.

The toy rule set of ``tests/toy_rules/`` (used end to end by tests/bot/rules/test_toy_rule_set.py): its option comes
from its engine folder (default, allowed values, help), its words from its ui folder, and without its one
registration it is unknown again; nothing changes for the other rule sets.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine import rulesets
from engine.errors import InvalidOptions
from engine.options import Options, option_help
from tests import toy_rules
from tests.engine.helpers import raises_saying
from tests.english import status_text
from ui.buttons import turn_ops
from ui.rulesets import UI

NAMES = ["Ann", "Bo", "Cy"]


@pytest.fixture
def toy() -> Iterator[None]:
    with toy_rules.installed():
        yield


def test_item30_2_a_toy_rule_sets_option_comes_from_its_folder(toy: None) -> None:
    assert option_help()["toy_beacons"] == (2, (0, 5), "toy: beacons lit at the start (TOY-1)")
    options = Options(players=3, expansion="toy")
    assert options.rule_sets == ("base", "toy") and options.toy_beacons == 2
    assert options.to_dict() == {"players": 3, "expansion": "toy"}  # its default is not stored
    assert Options.from_dict({"expansion": "toy", "toy_beacons": 4}).toy_beacons == 4
    with raises_saying(InvalidOptions, "toy_beacons must be a whole number from 0 to 5"):
        Options(expansion="toy", toy_beacons=9)
    assert Options().rule_sets == ("base",)  # a base game does not select it


def test_item30_2_a_toy_rule_sets_words_and_button_come_from_its_ui_folder(toy: None) -> None:
    assert UI.module_of("toy") == "ui.rules.toy"  # found by name: no registration in this layer
    toy_view = engine.public_view(engine.new_game({"players": 3, "expansion": "toy", "toy_beacons": 3}, seed=1))
    assert toy_view["rule_set"]["components"] == ["base", "toy"]
    assert status_text(toy_view, NAMES).splitlines()[-2] == "Beacons lit: 3."
    assert "beacon" not in turn_ops(toy_view)  # set-up: no Beacons button
    started = engine.public_view(engine.new_game({"players": 3, "expansion": "toy", "board": "beginner"}, seed=1))
    assert started["step"] == "pre_roll" and turn_ops(started)[-1] == "beacon"
    default_view = engine.public_view(engine.new_game({"players": 3, "expansion": "toy"}, seed=1))
    assert status_text(default_view, NAMES).splitlines()[-2] == "Beacons lit: 2."
    base_view = engine.public_view(engine.new_game({"players": 3}, seed=1))
    assert "Beacons" not in status_text(base_view, NAMES) and "beacon" not in turn_ops(base_view)


def test_item30_2_without_the_toy_its_option_and_folders_are_gone(toy: None) -> None:
    """The registration is the toy's only trace: unregistered, it is unknown again."""
    rulesets.unregister("toy")
    assert "toy_beacons" not in option_help() and "toy" not in UI.registered()
    with raises_saying(InvalidOptions, "Unknown option"):
        Options(toy_beacons=1)


def test_item30_2_the_toy_leaves_no_trace_once_removed() -> None:
    with toy_rules.installed():
        assert "toy" in rulesets.all_components() and "toy" in UI.registered()
    assert "toy" not in rulesets.all_components() and "toy" not in UI.registered()
    assert "toy_beacons" not in option_help()
