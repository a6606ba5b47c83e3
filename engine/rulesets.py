"""The one registry of rule sets: every rule set, the base game included, is a plug-in with the same hooks.

A rule set lives in its own folder under ``engine/rules/`` and has two parts:

* a **declaration** (``DECLARATION`` in the folder's ``__init__``: the keyword arguments of a
  ``RuleSet``, plain data that imports nothing of the engine but leaf modules (``engine.errors``,
  ``engine.option_types``), so importing it is cheap and cannot cycle): its name, which option value
  selects it, its layer in the composition, its own options (name, default, allowed values, help: in the
  folder's ``options``), the defaults it changes (``option_defaults``; ``value_defaults``: defaults that
  follow other options' values, Seafarers' VP target per scenario) and its checks of a game's options, and the record it
  keeps on the state (``state.ck``, ``state.two``: attribute and JSON key);
* its **hooks** (``Hooks``, in a module named by the declaration, imported on first use so that a
  process playing only the base game never loads Cities & Knights).

Rule sets compose where the rules do. The options select the components once per game, ordered by
layer: the base game (layer 0), then an expansion such as Cities & Knights or Seafarers (layer 1),
then a player-count extension such as the 2-player variant or 5-6 players (layer 2). So
``base <- two_player``, ``base <- cities_and_knights`` and ``base <- cities_and_knights <- five_six``
are all compositions of the same kind. ``compose`` folds the components' hooks into one ``Rules``
table, cached per combination, that the state carries (``state.rules``): the shared engine calls
``state.rules.<hook>`` and never asks which rule set is active.

How hooks fold (later components over earlier ones):

* tables (``TABLES``: step listers, action handlers, validators, bot priorities) merge key by key; a
  value of ``None`` removes the key (a rule set forbidding an action or dropping a step);
* lists (``LISTS``: after a road or settlement, VP bonus, view fields, ...) concatenate in order;
* single hooks (everything else) replace, or wrap the earlier one when given as ``Wrap(factory)``:
  ``factory(previous) -> hook`` (for example an end of turn that inserts a Special Build Phase, or a
  listing that answers open decisions first). ``Bind(factory)`` builds a hook from the composed
  tables once (``factory(rules) -> hook``), for hot hooks.

Hooks (``state`` is the ``GameState``; listers append actions to ``out``):

=====================  =============================================================================
``map_name``           ``(options) -> str``: the map (``engine.maps``) a new game is played on; its board is
                       dealt first from the game's RNG (``engine.board.deal``)
``bank``               ``(options) -> counts``: the bank's cards at the start (hands are as wide)
``colours``            ``(options) -> [colour]``: the colour of every piece owner (seats first)
``deal``               ``(state)``: decks from the RNG after the board (development cards, C&K decks)
``prepare``            list of ``(state)``: after dealing, before play starts (neutral colours)
``start``              ``(state)``: how play starts (set-up phase, or the beginner map's pieces)
``setup_order``        ``(state) -> [seat]``: the seats of the set-up placements, in order
``list_actions``       ``(state, seat) -> [action]``: everything the seat may do now (bound: ``Bind``)
``step_listers``       ``{step: (state, seat, out)}``: the active player's actions per step
``active_extras``      list of ``(state, seat, out)``: more actions of the active player in any step
``handlers``           ``{kind: (state, seat, action)}``: what an (already validated) action does
``validators``         ``{kind: (state, seat, action) -> bool}``: kinds checked by a predicate, not the listing
``roll``, ``end_turn`` ``(state, seat)``: the roll and its resolution; ending the turn (next player)
``after_road``         list of ``(state, seat)``: after a player's road (neutral growth)
``after_settlement``   list of ``(state, seat, vertex, in_setup)``: after a player's settlement
``road_blockers``      ``(state, seat) -> mask`` or None: intersections that end a road network
``path_pieces``        ``{piece kind: path kinds}``: where each piece on paths may stand (base: roads on land
                       and coastal paths, ``engine.topology.PATH_*``; ships on coastal and sea paths, later)
``route_length``       ``(state, seat, at=-1) -> int``: the seat's longest route (through intersection ``at``)
                       for the Longest Road card (base: roads, ``engine.rules.longest_road``)
``settlement_blockers``  ``(state) -> mask`` or None: intersections where no settlement may go
``bank_rate``          ``(state, seat, card) -> int``: maritime trade rate
``vp_bonus``           list of ``(state, seat) -> int``: victory points beyond buildings and cards
``victory_points``     ``(state, seat) -> int``: all of a seat's VP, hidden ones too, ``vp_bonus`` included
                       (bound: ``Bind``; the win check asks it after every action)
``decisions``          ``(state) -> [decision]``: who owes what (``engine.pending``), with kinds
``must_act``           ``(state) -> [seat]``: the seats of the blocking decisions, cheaply
``explain``            ``(state, seat, action, legal) -> IllegalAction``: why an action is not legal
``rebuild``            list of ``(state)``: the rule set's derived data, after loading
``rebuild_shared``     list of ``(state)``: after the shared piece masks are rebuilt from roads and
                       buildings, the rule set's own pieces added to them (ships occupy paths and extend a
                       network: ``edge_mask``, ``road_vertex_mask``); before the route lengths
``piece_owners``       ``(options) -> int``: colours in a saved game (checked on load)
``public_view``        list of ``(state, out)``: the rule set's public view fields
``player_view``        list of ``(state, seat, view)``: what the seat alone sees of them
``hand_cards``         ``(view) -> (names, totals)``: the card kinds of hands (determinisation)
``dev_deck``           ``(view) -> counts``: the development cards in the game, per kind (determinisation)
``determinize_check``  list of ``(view)``: raise ValueError for positions not rebuilt from a view
``determinize_record`` list of ``(view, record, rng)``: the rule set's part of a rebuilt record
``bot_scoring``, ``bot_priority``, ``bot_priority_default``: built-in players' preferences
=====================  =============================================================================

A rule set's record (``state.ck``, ``state.two``) is declared (attribute and JSON key, written as
null in every game if ``record_null``) and read back by its ``Hooks(record_from_json=...)``; a record
is a slot of ``GameState``, so its rule set is declared in the import line at the end of this module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.option_types import GameOptions, OptionSpec

BASE, EXPANSION, PLAYER_COUNT = 0, 1, 2  # layers, in composition order


class Wrap:
    """A single hook given as ``factory(previous hook) -> hook`` instead of a replacement."""

    __slots__ = ("factory",)

    def __init__(self, factory: Callable[[Any], Any]) -> None:
        self.factory = factory


class Bind:
    """A single hook given as ``factory(rules) -> hook``, built once the composed tables and lists are
    known (so a hot hook such as the listing holds them directly, instead of looking them up per call).
    Wraps of later components apply to the built hook."""

    __slots__ = ("factory",)

    def __init__(self, factory: Callable[[Rules], Any]) -> None:
        self.factory = factory


# Hooks that merge key by key, and hooks that concatenate; every other hook in ``SINGLE`` replaces.
TABLES = ("step_listers", "handlers", "validators", "bot_priority", "path_pieces")
LISTS = (
    "prepare", "rebuild", "rebuild_shared", "after_road", "after_settlement", "vp_bonus", "active_extras", "public_view",
    "player_view", "determinize_check", "determinize_record",
)  # fmt: skip
SINGLE = (
    # game creation: the board, the bank's cards, seat colours, the decks dealt from the seed, how play starts
    # (set-up phase or not) and the order of the set-up placements
    "map_name", "bank", "colours", "deal", "start", "setup_order",
    # the turn: listing actions, the roll, the end of a turn, who owes what
    "list_actions", "roll", "end_turn", "decisions", "must_act", "explain",
    # placement and trade rules shared by every rule set, varied by these
    "road_blockers", "settlement_blockers", "bank_rate", "route_length",
    # all of a seat's victory points (the win check after every action)
    "victory_points",
    # serialisation and determinisation: piece owners per game, card names and totals of the hands
    "piece_owners", "hand_cards", "dev_deck",
    # built-in players: action kinds that score, the default priority of an unknown kind
    "bot_scoring", "bot_priority_default",
)  # fmt: skip


class Hooks:
    """What one rule set contributes; unset hooks leave the earlier components' hooks in place.

    ``record_from_json(data, state)`` rebuilds the rule set's record (the declaration names it).
    """

    def __init__(self, record_from_json: Callable[[Any, Any], Any] | None = None, **hooks: Any) -> None:
        unknown = sorted(set(hooks) - set(TABLES) - set(LISTS) - set(SINGLE))
        if unknown:
            raise ValueError(f"unknown rule-set hook(s): {', '.join(unknown)}")
        self.record_from_json = record_from_json
        self.hooks = hooks


class RuleSet:
    """A rule set's declaration (cheap to import; its hooks come from ``hooks_module``)."""

    __slots__ = (
        "check_options", "eager", "hooks_module", "layer", "maps", "name", "option_defaults", "option_values",
        "options", "record", "record_null", "selected_by", "value_defaults",
    )  # fmt: skip

    def __init__(
        self,
        name: str,
        *,
        layer: int,
        hooks_module: str,
        selected_by: tuple[str, Iterable[Any]] | None = None,
        options: Mapping[str, OptionSpec] | None = None,
        option_defaults: Mapping[str, Any] | None = None,
        option_values: Mapping[str, Iterable[Any]] | None = None,
        check_options: Callable[[GameOptions], None] | None = None,
        record: str | None = None,
        record_null: bool = False,
        eager: bool = False,
        maps: Iterable[str] = (),
        value_defaults: Callable[[Callable[[str], Any]], Mapping[str, Any]] | None = None,
    ) -> None:
        self.name = name
        self.layer = layer
        self.hooks_module = hooks_module  # its module-level ``HOOKS`` is this rule set's ``Hooks``
        # (option name, values that select this rule set); None: always (the base game)
        self.selected_by = (selected_by[0], frozenset(selected_by[1])) if selected_by else None
        # its own options: name -> (default, allowed values or an int range, help); ``engine.options``
        # validates them beside the base game's
        self.options = dict(options or {})
        self.option_defaults = dict(option_defaults or {})  # defaults that differ when selected
        # defaults that depend on the values of other options (Seafarers: the VP target of the chosen
        # scenario, SEA-WIN-1): ``value_defaults(value_of) -> {option: default}``
        self.value_defaults = value_defaults
        # Values of existing options this rule set makes valid (5-6 players: players 5 and 6); the values
        # that select it are valid too. ``engine.options`` accepts them beside its own.
        values = {name: frozenset(v) for name, v in (option_values or {}).items()}
        if self.selected_by:
            option, selecting = self.selected_by
            values[option] = values.get(option, frozenset()) | selecting
        self.option_values = values
        self.check_options = check_options
        self.record = record  # the attribute on the state and key in the JSON of its record, if any
        self.record_null = record_null  # the JSON carries the key (null) in games without the record
        self.eager = eager  # hooks loaded with the engine (``load_eager``), not on first use
        # the maps its hooks register (``engine.maps``): a board naming one loads this rule set first
        self.maps = tuple(maps)

    def selected(self, value_of: Callable[[str], Any]) -> bool:
        if self.selected_by is None:
            return True
        option, values = self.selected_by
        try:
            return value_of(option) in values
        except TypeError:  # an unhashable value of a malformed option selects nothing (it is refused later)
            return False


REGISTRY: dict[str, RuleSet] = {}
RECORDED: list[RuleSet] = []  # rule sets with a record, in registration order (the JSON key order)
_ORDER: tuple[RuleSet, ...] = ()  # every rule set in composition order (by layer, then registration)
_HOOKS: dict[str, Hooks] = {}
_COMPOSED: dict[tuple[str, ...], Rules] = {}
_DEFAULTS: dict[tuple[str, ...], dict[str, Any]] = {}
_EXTRA_VALUES: dict[str, frozenset[Any]] = {}
_OPTIONS: dict[str, OptionSpec] = {}


# Called when the registry changes (caches of what options select, e.g. in engine.options).
ON_CHANGE: list[Callable[[], None]] = []


def register(rule_set: RuleSet) -> None:
    if rule_set.name in REGISTRY:
        raise ValueError(f"rule set {rule_set.name!r} registered twice")
    taken = sorted(set(rule_set.options) & set(declared_options()))
    if taken:
        raise ValueError(f"rule set {rule_set.name!r} declares option(s) another rule set has: {', '.join(taken)}")
    REGISTRY[rule_set.name] = rule_set
    if rule_set.record:
        RECORDED.append(rule_set)
    _changed()


def unregister(name: str) -> None:
    """Remove a rule set (tests that register one of their own put the registry back with this)."""
    rule_set = REGISTRY.pop(name)
    if rule_set in RECORDED:
        RECORDED.remove(rule_set)
    _HOOKS.pop(name, None)
    _changed()


def _changed() -> None:
    global _ORDER
    _ORDER = tuple(sorted(REGISTRY.values(), key=lambda rs: rs.layer))  # stable: registration order in a layer
    _DEFAULTS.clear()
    _EXTRA_VALUES.clear()
    _OPTIONS.clear()
    _COMPOSED.clear()
    for listener in ON_CHANGE:
        listener()


def extra_option_values(option: str) -> frozenset[Any]:
    """Values of ``option`` that registered rule sets make valid beside the option's own."""
    values = _EXTRA_VALUES.get(option)
    if values is None:
        values = frozenset().union(*(rs.option_values.get(option, ()) for rs in REGISTRY.values()))
        _EXTRA_VALUES[option] = values
    return values


def declared_options() -> dict[str, OptionSpec]:
    """The options the registered rule sets declare as their own, in registration order (``engine.options``
    adds them to the base game's)."""
    if not _OPTIONS:
        for rule_set in REGISTRY.values():
            _OPTIONS.update(rule_set.options)
    return _OPTIONS


def value_defaults_of(names: tuple[str, ...], value_of: Callable[[str], Any]) -> dict[str, Any]:
    """The defaults the selected rule sets derive from other options' values (``RuleSet.value_defaults``)."""
    out: dict[str, Any] = {}
    for name in names:
        derive = REGISTRY[name].value_defaults
        if derive is not None:
            out.update(derive(value_of))
    return out


def record_attrs() -> tuple[str, ...]:
    """The state attributes of every declared record (slots of ``GameState``)."""
    return tuple(rs.record for rs in RECORDED if rs.record)


def components(value_of: Callable[[str], Any]) -> tuple[str, ...]:
    """The rule sets the options select, in composition order (``value_of(option name)``).

    ``Options`` keeps its own in ``options.rule_sets`` (computed once); this is for raw values."""
    return tuple(rs.name for rs in _ORDER if rs.selected(value_of))


def select(values: Mapping[str, Any], defaults: Mapping[str, Any]) -> tuple[str, ...]:
    """``components`` of option values given as a mapping, ``defaults`` for those not given (fast:
    every options object, so every loaded game, asks this)."""
    out = []
    for rs in _ORDER:
        selected_by = rs.selected_by
        if selected_by is None:
            out.append(rs.name)
            continue
        option, accepted = selected_by
        value = values[option] if option in values else defaults[option]
        try:
            if value in accepted:
                out.append(rs.name)
        except TypeError:  # an unhashable value of a malformed option selects nothing (refused later)
            pass
    return tuple(out)


def defaults_of(names: tuple[str, ...]) -> dict[str, Any]:
    """Option defaults of these rule sets together (CK-WIN-1: 13 VP in Cities & Knights); cached."""
    out = _DEFAULTS.get(names)
    if out is None:
        out = {}
        for name in names:
            out.update(REGISTRY[name].option_defaults)
        _DEFAULTS[names] = out
    return out


def option_defaults(value_of: Callable[[str], Any]) -> dict[str, Any]:
    """Option defaults of the rule sets that raw option values select."""
    return defaults_of(components(value_of))


def check_options(options: GameOptions) -> None:
    """Each selected rule set's own checks of a full set of options (raise ``InvalidOptions``)."""
    for name in options.rule_sets:
        check = REGISTRY[name].check_options
        if check is not None:
            check(options)


def load(name: str) -> Hooks:
    """The hooks of rule set ``name`` (its module imported on first use; it may register action kinds)."""
    hooks = _HOOKS.get(name)
    if hooks is None:
        module = REGISTRY[name].hooks_module
        __import__(module)  # no importlib: import time of the engine
        import sys

        hooks = _HOOKS[name] = sys.modules[module].HOOKS
    return hooks


def load_eager() -> None:
    """Load the hooks of the rule sets declared eager (``engine`` calls this once it is imported)."""
    for rule_set in REGISTRY.values():
        if rule_set.eager:
            load(rule_set.name)


def load_all() -> None:
    """Load every rule set's hooks now (a long-running bot does, instead of at some game's first move)."""
    for name in REGISTRY:
        load(name)


def for_options(options: GameOptions) -> Rules:
    """The composed rules of a game with these options (cached per combination)."""
    key = options.rule_sets
    rules = _COMPOSED.get(key)
    if rules is None:
        rules = _COMPOSED[key] = compose(key)
    return rules


class Rules:
    """The hook table of one combination of rule sets: what ``state.rules`` holds."""

    __slots__ = ("components", "name", "record_loaders", *TABLES, *LISTS, *SINGLE)

    components: tuple[str, ...]
    name: str
    record_loaders: dict[str, Callable[[Any, Any], Any]]

    def view_fields(self) -> dict[str, Any]:
        """What views say about the rule set (issue #21 item 2): one name, and its components."""
        return {"name": self.name, "components": list(self.components)}


def name_of(components: tuple[str, ...]) -> str:
    """One name per combination: the components after the base game ("base" alone)."""
    return "+".join(components[1:]) or components[0]


def components_of_name(name: str) -> tuple[str, ...]:
    """The components of a combination's name (``name_of`` read back)."""
    base = _ORDER[0].name
    return (base,) if name == base else (base, *name.split("+"))


def all_components() -> tuple[str, ...]:
    """Every registered rule set, in composition order."""
    return tuple(rs.name for rs in _ORDER)


def compose(names: tuple[str, ...]) -> Rules:
    rules = Rules()
    rules.components = names
    rules.name = name_of(names)
    tables: dict[str, dict[Any, Any]] = {t: {} for t in TABLES}
    lists: dict[str, list[Any]] = {t: [] for t in LISTS}
    # per single hook: the last replacement, then the wraps given after it
    chains: dict[str, list[Any]] = {"road_blockers": [None], "settlement_blockers": [None]}  # optional hooks
    loaders: dict[str, Callable[[Any, Any], Any]] = {}
    for name in names:
        hooks = load(name)
        for hook, value in hooks.hooks.items():
            if hook in tables:
                for key, fn in value.items():
                    if fn is None:
                        tables[hook].pop(key, None)
                    else:
                        tables[hook][key] = fn
            elif hook in lists:
                lists[hook].extend(value)
            elif isinstance(value, Wrap):
                chains[hook].append(value)
            else:
                chains[hook] = [value]
        if hooks.record_from_json is not None:
            loaders[name] = hooks.record_from_json
    for hook, table in tables.items():
        setattr(rules, hook, table)
    for hook, items in lists.items():
        setattr(rules, hook, tuple(items))
    rules.record_loaders = loaders
    for hook, (first, *wraps) in chains.items():
        value = first.factory(rules) if isinstance(first, Bind) else first
        for wrap in wraps:
            value = wrap.factory(value)
        setattr(rules, hook, value)
    return rules


# The declarations, the base game first. Importing a rule set's package is cheap (its declaration
# only). A new rule set adds its package to this line.
from engine.rules import base, cities_and_knights, five_six, seafarers, two_player  # noqa: E402

for _package in (base, cities_and_knights, two_player, five_six, seafarers):
    register(RuleSet(**_package.DECLARATION))
