"""Issue #30 item 2: a rule set is a folder in every layer, plus its registration.

A toy rule set, written here as two folders (``engine/rules/toy/`` and ``ui/rules/toy/``, in a
temporary directory added to those packages), adds one option (its default and help) and one status
line that reads it. The only other step is the registration (``engine.rulesets.register``); no shared
file names it, and nothing else changes for the other rule sets.
"""

from __future__ import annotations

import importlib
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
import engine.rules
import ui.rules
from engine import rulesets
from engine.errors import InvalidOptions
from engine.options import Options, option_help
from ui.report import status_text
from ui.rulesets import UI

FOLDERS = {
    "engine_rules/toy/__init__.py": '''
        """A toy expansion: the base game with beacons (their number is its one option)."""

        from engine.option_types import OptionSpec

        OPTIONS: dict[str, OptionSpec] = {"toy_beacons": (2, (0, 5), "toy: beacons lit at the start (TOY-1)")}

        DECLARATION = {
            "name": "toy",
            "layer": 1,
            "hooks_module": "engine.rules.toy.hooks",
            "selected_by": ("expansion", ("toy",)),
            "options": OPTIONS,
        }
    ''',
    "engine_rules/toy/hooks.py": """
        from engine.rulesets import Hooks

        HOOKS = Hooks()  # the rules are the base game's
    """,
    "ui_rules/toy/__init__.py": """
        from engine.plugins import option_default
        from ui.rulesets import UiHooks


        def beacons(view, names):
            options = view["options"]  # a view carries the options that differ from their defaults
            lit = options.get("toy_beacons", option_default(options, "toy_beacons"))
            return [f"Beacons lit: {lit}."]


        HOOKS = UiHooks(status_lines=(beacons,))
    """,
}
NAMES = ["Ann", "Bo", "Cy"]


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for rel, text in FOLDERS.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    monkeypatch.setattr(engine.rules, "__path__", [*engine.rules.__path__, str(tmp_path / "engine_rules")])
    monkeypatch.setattr(ui.rules, "__path__", [*ui.rules.__path__, str(tmp_path / "ui_rules")])
    importlib.invalidate_caches()
    declaration = importlib.import_module("engine.rules.toy")
    rulesets.register(rulesets.RuleSet(**declaration.DECLARATION))  # the one registration
    try:
        yield
    finally:
        if "toy" in rulesets.REGISTRY:
            rulesets.unregister("toy")
        for package in (engine.rules, ui.rules):
            sys.modules.pop(f"{package.__name__}.toy", None)
            if hasattr(package, "toy"):
                delattr(package, "toy")
        sys.modules.pop("engine.rules.toy.hooks", None)


def test_item30_2_a_toy_rule_sets_option_comes_from_its_folder(toy: None) -> None:
    assert option_help()["toy_beacons"] == (2, (0, 5), "toy: beacons lit at the start (TOY-1)")
    options = Options(players=3, expansion="toy")
    assert options.rule_sets == ("base", "toy") and options.toy_beacons == 2
    assert options.to_dict() == {"players": 3, "expansion": "toy"}  # its default is not stored
    assert Options.from_dict({"expansion": "toy", "toy_beacons": 4}).toy_beacons == 4
    with pytest.raises(InvalidOptions, match="toy_beacons must be a whole number from 0 to 5"):
        Options(expansion="toy", toy_beacons=9)
    assert Options().rule_sets == ("base",)  # a base game does not select it


def test_item30_2_a_toy_rule_sets_status_line_comes_from_its_ui_folder(toy: None) -> None:
    assert UI.module_of("toy") == "ui.rules.toy"
    toy_view = engine.public_view(engine.new_game({"players": 3, "expansion": "toy", "toy_beacons": 3}, seed=1))
    assert toy_view["rule_set"]["components"] == ["base", "toy"]
    assert status_text(toy_view, NAMES).splitlines()[-2] == "Beacons lit: 3."
    default_view = engine.public_view(engine.new_game({"players": 3, "expansion": "toy"}, seed=1))
    assert status_text(default_view, NAMES).splitlines()[-2] == "Beacons lit: 2."
    base_view = engine.public_view(engine.new_game({"players": 3}, seed=1))
    assert "Beacons" not in status_text(base_view, NAMES)


def test_item30_2_without_the_toy_its_option_and_folder_are_gone(toy: None) -> None:
    """The fixture's registration is the toy's only trace: unregistered, it is unknown again."""
    rulesets.unregister("toy")
    assert "toy_beacons" not in option_help() and "toy" not in UI.registered()
    with pytest.raises(InvalidOptions, match="Unknown option"):
        Options(toy_beacons=1)
