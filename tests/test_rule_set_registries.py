"""The registries above the engine (issue #21 item 2): one answer to "which rule set?" per layer.

Each layer composes its plug-ins along the components a view carries (``view["rule_set"]``), as the
engine composes its hooks; a new rule set registers a module and changes no shared file.
"""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass, field, fields
from typing import Any

import pytest

import engine
from cogs.rulesets import COGS
from engine import rulesets
from engine.plugins import LayerRegistry, components_named, components_of_options, components_of_view, compose
from engine.rulesets import Wrap
from history.rulesets import HISTORY
from players.rulesets import PLAYERS
from rendering.rulesets import RENDER
from ui.rulesets import UI, UiHooks

GAMES = {
    "base": {"players": 3},
    "cities_and_knights": {"players": 3, "expansion": "cities_and_knights"},
    "two_player": {"players": 2},
}
LAYERS_WITH_BASE = (UI, RENDER, PLAYERS, COGS)  # history's base game is the shared statistics


@dataclass(frozen=True)
class _Hooks:
    table: dict[str, int] = field(default_factory=dict)
    items: tuple[str, ...] = ()
    single: Any = None


def test_hooks_compose_like_the_engines() -> None:
    """Mappings merge (None removes a key), tuples concatenate in order, single hooks replace or wrap."""
    base = _Hooks(table={"a": 1, "b": 2}, items=("base",), single=lambda: "base")
    expansion = _Hooks(table={"b": None, "c": 3}, items=("expansion",))  # type: ignore[dict-item]
    extension = _Hooks(items=("extension",), single=Wrap(lambda previous: lambda: previous() + "+extension"))
    out = compose(_Hooks, [base, expansion, extension])
    assert out.table == {"a": 1, "c": 3}
    assert out.items == ("base", "expansion", "extension")
    assert out.single() == "base+extension"
    assert compose(_Hooks, [base, _Hooks(single=lambda: "replaced")]).single() == "replaced"


@pytest.mark.parametrize("name", GAMES)
def test_views_name_their_components_and_every_layer_composes_them(name: str) -> None:
    view = engine.public_view(engine.new_game(GAMES[name], seed=1))
    components = components_of_view(view)
    assert components == tuple(view["rule_set"]["components"]) == components_of_options(GAMES[name])
    assert components_named(view["rule_set"]["name"]) == components
    for layer in LAYERS_WITH_BASE:
        hooks = layer.of_view(view)
        unset = [f.name for f in fields(hooks) if getattr(hooks, f.name) is None and getattr(layer.plugin("base"), f.name)]
        assert not unset, (layer.layer, unset)
    assert HISTORY.of_view(view) is HISTORY.of(components)  # cached per combination


def test_a_view_without_rule_set_is_the_base_game() -> None:
    assert components_of_view({"players": []}) == ("base",)


def test_every_rule_set_has_a_plugin_in_each_layer_that_shows_it() -> None:
    for layer in (UI, RENDER, PLAYERS, HISTORY, COGS):
        assert set(layer.registered()) <= set(rulesets.all_components()), layer.layer
        for name in layer.registered():
            assert layer.plugin(name) is not None


def test_a_new_player_count_extension_is_a_module_and_a_registration() -> None:
    """A five_six-like extension composes on C&K without a change to a shared file: its hooks come
    after the expansion's, and the expansion's wrapped turn buttons stay in place."""
    module = types.ModuleType("tests._extension_ui")
    module.HOOKS = UiHooks(  # type: ignore[attr-defined]
        status_lines=(lambda view, names: ["extension status"],),
        seats_note=(lambda view: "; extension note",),
    )
    sys.modules[module.__name__] = module
    UI.register("test_extension", module.__name__)
    try:
        ck = UI.of(("base", "cities_and_knights"))
        both = UI.of(("base", "cities_and_knights", "test_extension"))
        assert both.status_lines == (*ck.status_lines, module.HOOKS.status_lines[0])  # type: ignore[attr-defined]
        view = engine.public_view(engine.new_game(GAMES["cities_and_knights"], seed=1))
        for step in ("ck_setup_city", "pre_roll", "main", "move_robber"):
            me = view["players"][view["active"]]
            assert both.step_ops(view, step, me) == ck.step_ops(view, step, me)  # type: ignore[operator]
        assert both.button_kinds == ck.button_kinds and both.rules_text is ck.rules_text
        assert [note({}) for note in both.seats_note] == ["; extension note"]
    finally:
        UI.unregister("test_extension")
        del sys.modules[module.__name__]
    assert "test_extension" not in UI.registered()


def test_a_rule_set_registers_once_per_layer() -> None:
    registry: LayerRegistry[_Hooks] = LayerRegistry("test", _Hooks)
    registry.register("base", "tests.nowhere")
    with pytest.raises(ValueError):
        registry.register("base", "tests.elsewhere")
    assert registry.plugin("cities_and_knights") is None  # adds nothing in this layer


def test_item30_2_a_rule_sets_folder_in_a_layer_is_found_by_its_name(tmp_path, monkeypatch) -> None:
    """Issue #30 item 2: ``<layer>.rules.<rule set>`` is the plug-in, found from the engine's registry
    by the rule set's name; no hand-written list names it."""
    folder = tmp_path / "toylayer" / "rules" / "cities_and_knights"
    folder.mkdir(parents=True)
    (tmp_path / "toylayer" / "__init__.py").write_text("")
    (tmp_path / "toylayer" / "rules" / "__init__.py").write_text("")
    (folder / "__init__.py").write_text("from tests.test_rule_set_registries import _Hooks\nHOOKS = _Hooks()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    registry: LayerRegistry[_Hooks] = LayerRegistry("toylayer", _Hooks)
    assert registry.registered() == ("cities_and_knights",)
    assert registry.module_of("cities_and_knights") == "toylayer.rules.cities_and_knights"
    assert isinstance(registry.plugin("cities_and_knights"), _Hooks)
    assert registry.plugin("base") is None and registry.plugin("two_player") is None
    assert LayerRegistry("nolayer", _Hooks).registered() == ()  # no package: no folder, no error
    for name in ("toylayer.rules.cities_and_knights", "toylayer.rules", "toylayer"):
        sys.modules.pop(name, None)
