"""The registries of the layers above the engine: one answer to "which rule set?" (issue #21 item 2).

The engine composes a game's rule sets into ``state.rules`` (``engine.rulesets``) and writes them into
every view (``view["rule_set"]``: its name and its ``components``, base first). Each layer above the
engine (``ui``, ``rendering``, ``players``, ``history``, ``cogs``) keeps one ``LayerRegistry``: for each
rule set, the module of its plug-in in that layer, holding ``HOOKS``, an instance of the layer's hooks
dataclass. A layer asks its registry for the hooks of a view (or of options, or of a rule set's name)
and calls them; it never asks which rule set is active.

Hooks compose along the components, as the engine's do (base <- expansion <- player-count extension),
by the type of each field of the hooks dataclass:

* a mapping merges key by key (a value of ``None`` removes the key);
* a tuple concatenates, in component order;
* anything else replaces the earlier value when set (not ``None``), or wraps it when given as
  ``engine.rulesets.Wrap(factory)``: ``factory(previous) -> hook``.

A rule set's plug-in in a layer is found from the engine's registry by its name: the package
``<layer>.rules.<rule set>`` (``rendering.rules.cities_and_knights``), whose ``__init__`` holds ``HOOKS``
(issue #30 item 2: a rule set is a folder in every layer, and no layer keeps a hand-written list).
``register`` names another module instead (a test's plug-in, or a layer not yet moved into folders).
A rule set with nothing to add in a layer has no folder there. A plug-in's module is imported on first
use: rule-set modules may import the shared modules of their layer (which import the registry) without
an import cycle, and a process playing only the base game never loads the others.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from collections.abc import Iterable, Mapping
from typing import Any, Generic, TypeVar

from engine import maps, rulesets, topology
from engine.errors import InvalidOptions
from engine.options import Options, spec_defaults

H = TypeVar("H")

BASE_ONLY: tuple[str, ...] = ("base",)


def components_of_view(view: Mapping[str, Any]) -> tuple[str, ...]:
    """The rule sets of a view, base first (a hand-made view without ``rule_set``: the base game)."""
    rule_set = view.get("rule_set")
    return tuple(rule_set["components"]) if rule_set else BASE_ONLY


def map_of_view(view: Mapping[str, Any]) -> maps.MapTemplate | None:
    """The map a view's board lies on (named in the view's board; ``engine.maps.get`` loads the rule set
    that registers it, so a process handed only the view, a render worker, finds it too). A hand-made view
    without a board: None. A board without a name (only hand-made views: a view always comes from a
    loaded game, whose board names its map) reads through ``engine.maps.legacy_map_name``."""
    board = view.get("board")
    if not board:
        return None
    name = board.get("map")
    if name is None:
        try:
            name = maps.legacy_map_name(Options.from_dict(dict(view.get("options") or {})))
        except InvalidOptions:
            return None
    return maps.get(name)


def topology_of_view(view: Mapping[str, Any]) -> topology.Topology:
    """The frame a view's board lies on (``map_of_view``); a view without a board reads as the standard
    island."""
    template = map_of_view(view)
    return topology.STANDARD if template is None else template.topology


def components_of_options(options: Mapping[str, Any]) -> tuple[str, ...]:
    """The rule sets that option values select (missing options at their defaults; not validated)."""
    return rulesets.select(options, spec_defaults())


def option_default(options: Mapping[str, Any], name: str) -> Any:
    """The default of option ``name`` for the rule sets these options select (CK-WIN-1: 13 VP), and for
    defaults that follow other options' values (SEA-WIN-1: the scenario's VP target)."""
    components = components_of_options(options)
    defaults = {**spec_defaults(), **rulesets.defaults_of(components)}
    derived = rulesets.value_defaults_of(components, lambda other: options.get(other, defaults[other]))
    return derived[name] if name in derived else defaults[name]


def components_named(name: str) -> tuple[str, ...]:
    """The components of a composed rule set's name (``engine.rulesets.compose``: "base",
    "cities_and_knights", "cities_and_knights+five_six")."""
    return rulesets.components_of_name(name)


class LayerRegistry(Generic[H]):
    """The plug-ins of one layer, by rule set, and their composition per combination (cached)."""

    def __init__(self, layer: str, hooks_type: type[H], package: str | None = None) -> None:
        """``package``: where the rule sets' folders of this layer are (``<layer>.rules`` by default);
        a registry whose package does not exist finds no folder (only what is ``register``-ed)."""
        self.layer = layer
        self.hooks_type = hooks_type
        self.package = f"{layer}.rules" if package is None else package
        self._modules: dict[str, str] = {}
        self._loaded: dict[str, H] = {}
        self._composed: dict[tuple[str, ...], H] = {}
        self._found: dict[str, str | None] = {}
        rulesets.ON_CHANGE.append(self._forget)  # a rule set (un)registered: its folder and compositions

    def _forget(self) -> None:
        self._found.clear()
        self._composed.clear()

    def register(self, rule_set: str, module: str) -> None:
        """Rule set ``rule_set``'s plug-in in this layer is ``module``'s ``HOOKS`` (imported on first use)."""
        if rule_set in self._modules:
            raise ValueError(f"rule set {rule_set!r} has a {self.layer} plug-in already")
        self._modules[rule_set] = module
        self._composed.clear()

    def unregister(self, rule_set: str) -> None:
        """Remove a plug-in (tests that register one of their own put the registry back with this)."""
        del self._modules[rule_set]
        self._loaded.pop(rule_set, None)
        self._composed.clear()

    def registered(self) -> tuple[str, ...]:
        """The rule sets with a plug-in in this layer: their folders, in composition order, then what
        was ``register``-ed."""
        found = tuple(name for name in rulesets.all_components() if self.module_of(name) is not None)
        return (*found, *(name for name in self._modules if name not in found))

    def module_of(self, rule_set: str) -> str | None:
        """The module of rule set ``rule_set``'s plug-in here: a registered one, else its folder."""
        module = self._modules.get(rule_set)
        if module is not None:
            return module
        if rule_set not in self._found:
            folder = f"{self.package}.{rule_set}"
            self._found[rule_set] = folder if _exists(folder) else None
        return self._found[rule_set]

    def plugin(self, rule_set: str) -> H | None:
        """The hooks rule set ``rule_set`` adds in this layer (None: it adds nothing here)."""
        hooks = self._loaded.get(rule_set)
        if hooks is None:
            module = self.module_of(rule_set)
            if module is None:
                return None
            hooks = self._loaded[rule_set] = importlib.import_module(module).HOOKS
        return hooks

    def of(self, components: Iterable[str]) -> H:
        """The composed hooks of these rule sets (in composition order, base first)."""
        key = tuple(components)
        hooks = self._composed.get(key)
        if hooks is None:
            plugins = [p for p in (self.plugin(name) for name in key) if p is not None]
            hooks = self._composed[key] = compose(self.hooks_type, plugins)
        return hooks

    def of_view(self, view: Mapping[str, Any]) -> H:
        return self.of(components_of_view(view))

    def of_options(self, options: Mapping[str, Any]) -> H:
        return self.of(components_of_options(options))

    def of_name(self, name: str) -> H:
        return self.of(components_named(name))

    def of_all(self) -> H:
        """Every registered plug-in at once, in composition order: for what is not about one game
        (the help pages, the palettes to prepare, the event lines of a log: an event names its kind)."""
        return self.of(name for name in rulesets.all_components() if self.module_of(name) is not None)


def _exists(module: str) -> bool:
    """Whether ``module`` can be imported (its parent packages are imported to find out)."""
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # a parent package that does not exist
        return False


def compose(hooks_type: type[H], plugins: list[H]) -> H:
    """One hooks object from the plug-ins of a combination, later plug-ins over earlier ones."""
    values: dict[str, Any] = {}
    for field in dataclasses.fields(hooks_type):  # type: ignore[arg-type]
        if field.default is not dataclasses.MISSING:
            value = field.default
        elif field.default_factory is not dataclasses.MISSING:
            value = field.default_factory()
        else:
            value = None
        for plugin in plugins:
            given = getattr(plugin, field.name)
            if isinstance(given, Mapping):
                merged = {**value, **given}
                value = {key: item for key, item in merged.items() if item is not None}
            elif isinstance(given, tuple):
                value = (*value, *given)
            elif isinstance(given, rulesets.Wrap):
                value = given.factory(value)
            elif given is not None:
                value = given
        values[field.name] = value
    return hooks_type(**values)
