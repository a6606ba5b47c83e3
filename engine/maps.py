"""Map templates: a board is a map, and a map is data found by its name (issue #30 item 1).

A ``MapTemplate`` is a frame (``engine.topology.Topology``: which hexes are land and which sea, the
harbor spots on its coastal paths), the pieces dealt onto it (``Kit``: terrain tiles, number tokens in
letter order, harbor pieces) and, for a printed map, the deal itself (``fixed``: terrain, numbers and
harbors per spot). The standard island, the beginner map and the 30-hex island of 5-6 players are
templates like any other, each registered by its rule set (``engine/rules/base/maps.py``,
``engine/rules/five_six/geometry.py``); a rule set names the maps it registers in its declaration
(``"maps"``) so that a board naming one loads that rule set first.

Where a map is named:

* a board's JSON carries ``"map"`` (``Board.to_json``), resolved with ``get``;
* a new game's map is the rule sets' ``map_name(options)`` hook;
* a board saved before maps were named has no ``"map"``: ``legacy_map_name`` (the one place, below).

A map is never recognised by counting its hexes (``tests/test_architecture.py`` checks this).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import topology as geo
from engine.errors import InvalidState

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.options import Options


class Kit:
    """The pieces of a map: terrain tiles, number tokens in letter order, harbor pieces."""

    __slots__ = ("harbors", "terrain", "tokens")

    def __init__(self, terrain: tuple[int, ...], tokens: tuple[int, ...], harbors: tuple[int, ...]) -> None:
        self.terrain = tuple(sorted(terrain))
        self.tokens = tokens
        self.harbors = tuple(sorted(harbors))


Deal = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


class MapTemplate:
    """One map: its frame, its pieces, and (a printed map) its fixed deal. Read-only once made; equal only to
    itself. (A plain class, not a frozen dataclass: ``dataclasses`` imports ``inspect``, which would cost
    ``import engine`` tens of milliseconds: issue #32 item 6.)"""

    name: str  # what a board's JSON says (``"map"``)
    topology: geo.Topology  # the frame and the graph a game plays on
    kit: Kit
    rule_set: str  # the rule set that registered it (a board of it is valid in that rule set's games)
    fixed: Deal | None  # terrain, numbers, harbors of a printed map; None: dealt at random
    # A map whose rule set deals it its own way (Seafarers: printed terrain with shuffled harbor types, or
    # shuffled within areas): ``dealer(template, options, rng) -> Board``; None: ``engine.board.deal``'s.
    dealer: Callable[[MapTemplate, Any, Any], Any] | None
    # A map whose boards change in play (Seafarers' fog, revealed tile by tile): ``check(template, terrain,
    # numbers, harbors)`` raises InvalidState for a board that is not one of it; None: the kit's check.
    check: Callable[[MapTemplate, tuple[int, ...], tuple[int, ...], tuple[int, ...]], None] | None

    _FIELDS = ("name", "topology", "kit", "rule_set", "fixed", "dealer", "check")

    def __init__(
        self,
        name: str,
        topology: geo.Topology,
        kit: Kit,
        rule_set: str,
        fixed: Deal | None = None,
        dealer: Callable[[MapTemplate, Any, Any], Any] | None = None,
        check: Callable[[MapTemplate, tuple[int, ...], tuple[int, ...], tuple[int, ...]], None] | None = None,
    ) -> None:
        values = (name, topology, kit, rule_set, fixed, dealer, check)
        for field, value in zip(self._FIELDS, values, strict=True):
            object.__setattr__(self, field, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a MapTemplate")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of a MapTemplate")

    def __repr__(self) -> str:
        return f"MapTemplate({', '.join(f'{f}={getattr(self, f)!r}' for f in self._FIELDS)})"


MAPS: dict[str, MapTemplate] = {}


def register(template: MapTemplate) -> MapTemplate:
    """Make a map known (its rule set does when its hooks load; a test may register its own). Its frame
    is registered with ``engine.topology`` (tables of pre-built actions grow to it)."""
    known = MAPS.get(template.name)
    if known is not None:
        if known.topology is not template.topology:
            raise ValueError(f"map {template.name!r} registered twice with different frames")
        return known
    shape, kit = template.topology, template.kit
    if len(kit.terrain) != shape.N_HEX or len(kit.harbors) != len(shape.HARBOR_EDGES):
        raise ValueError(f"map {template.name!r}: its pieces do not fit its frame")
    geo.register(shape)
    MAPS[template.name] = template
    return template


def unregister(name: str) -> None:
    """Forget a map (tests that register one of their own)."""
    del MAPS[name]


def get(name: Any) -> MapTemplate:
    """The map named ``name``, loading the rule set that declares it if it is not known yet."""
    template = MAPS.get(name) if isinstance(name, str) else None
    if template is None and isinstance(name, str):
        from engine import rulesets

        for rule_set in rulesets.REGISTRY.values():
            if name in rule_set.maps:
                rulesets.load(rule_set.name)
        template = MAPS.get(name)
    if template is None:
        raise InvalidState(f"no map is named {name!r}")
    return template


def for_options(options: Options) -> MapTemplate:
    """The map a new game with these options is played on (the rule sets' ``map_name`` hook)."""
    from engine import rulesets

    return get(rulesets.for_options(options).map_name(options))


def legacy_map_name(options: Options) -> str:
    """The map of a board saved before maps were named (no ``"map"`` in its JSON): every stored game.

    THE ONE LEGACY READ. Until maps had names the options decided the map completely (the rule sets'
    island, and the ``board`` option between the standard and the beginner map), so an unnamed board
    lies on the map that a new game with the same options gets. Nothing else may guess a map: every
    board written since names its own, and this is never asked for one that does.
    """
    return for_options(options).name


def name_in(board: Mapping[str, Any], options: Options) -> str:
    """The map a board's JSON names, or (a board saved before maps were named) ``legacy_map_name``."""
    name = board.get("map")
    return legacy_map_name(options) if name is None else name


def check_owner(template: MapTemplate, components: tuple[str, ...]) -> None:
    """A saved board must lie on a map of the game's rule sets: of the last component that registers
    maps (a 5-6 player game is on the 30-hex island, never on the standard one)."""
    from engine import rulesets

    owners = [name for name in components if rulesets.REGISTRY[name].maps or name == template.rule_set]
    if not owners or owners[-1] != template.rule_set:
        raise InvalidState(f"the map {template.name!r} is not one of the game's rule sets")
