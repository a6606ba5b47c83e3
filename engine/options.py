"""Game options: the variant switches of base.md section 3 plus the table choices (board, VP target).

Defaults are the product defaults: 5th-edition rules with the combined trade/build phase switched on,
because players on Discord act asynchronously and should not be forced through phases.

This module holds the base game's options and the machinery every option shares (validation, defaults,
the stored form). A rule set's own options (Cities & Knights' ``barbarian_steps``, the 5-6 players'
``six_*``, ...) live in its folder (``engine/rules/<rule set>/options.py``) and come with its
declaration through the registry (``engine.rulesets.declared_options``), as the defaults it changes
and the values it adds do (issue #30 item 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import rulesets
from engine.errors import InvalidOptions
from engine.option_types import OptionSpec
from engine.text import Items, Text

# The base game's options: name -> (default, allowed values or a (min, max) range for ints, one-line help)
BASE_OPTIONS: dict[str, OptionSpec] = {
    "players": (4, (2, 4), "number of players (BASE-COMP-5); 2 plays the 2-player variant (two_player.md)"),
    "board": (
        "variable",
        ("beginner", "beginner_map_free_placement", "variable"),
        "board mode (BASE-SETUP-3)",
    ),
    "number_placement": ("spiral", ("spiral", "random"), "number tokens on a variable board (BOARD-VAR-4/6)"),
    "spiral_corner": (-1, (-1, 5), "start corner of the token spiral, -1 = random (BOARD-AMB-4)"),
    "first_player": (0, (0, 3), "seat that starts in beginner mode (BASE-AMB-21)"),
    "vp_target": (10, (3, 20), "victory points needed to win (BASE-WIN-2)"),
    "combined_trade_build": (True, (True, False), "trade and build in any order (BASE-TURN-4)"),
    "robber_may_target_desert": (True, (True, False), "robber may move to the desert (BASE-ROBBER-5)"),
    "longest_road_break_tie": ("holder_keeps", ("holder_keeps", "set_aside"), "BASE-LR-6"),
    "bank_shortage": ("strict_5e", ("strict_5e", "unlimited"), "BASE-PROD-4 (unlimited: testing only)"),
    "robber_steal": ("mandatory", ("mandatory", "optional"), "BASE-ROBBER-7"),
    "vp_card_reveal": ("only_to_win", ("only_to_win", "any_time_own_turn"), "BASE-DEV-9"),
    "trade_proposals": ("open", ("open", "active_only"), "who may open a trade (BASE-TRADE-2)"),
    "dev_card_during_roll_resolution": (False, (True, False), "BASE-TURN-5 (1997: true)"),
    "knight_card_name": ("Knight", ("Knight", "Soldier"), "cosmetic (BASE-DEV-4)"),
    # The option that selects an expansion; the expansions' values come from the rule sets that select by
    # them (engine.rulesets): this table names none.
    "expansion": ("base", ("base",), "rule set: the base game or an expansion, e.g. Cities & Knights (CK-GEN-1)"),
}

# Rule sets selected by an option value may change defaults (CK-WIN-1: 13 VP) and check the options
# (``engine.rulesets``: each rule set's declaration).

# The 1997 rules as one preset (base.md section 3, "1997 value" column).
PRESET_1997: dict[str, Any] = {
    "robber_may_target_desert": False,
    "longest_road_break_tie": "set_aside",
    "robber_steal": "optional",
    "vp_card_reveal": "any_time_own_turn",
    "trade_proposals": "active_only",
    "combined_trade_build": False,
    "dev_card_during_roll_resolution": True,
    "knight_card_name": "Soldier",
}


class Options:
    """Validated, immutable-by-convention game options: the base game's (typed below) and each registered
    rule set's own (``engine.rulesets.declared_options``), as attributes by their names."""

    # The base game's options are slots (read on every move); a rule set's own are attributes of the
    # instance's dict, set through ``object.__setattr__`` so that the dict keeps its compact shared form.
    __slots__ = (*BASE_OPTIONS, "rule_sets", "__dict__")

    players: int
    board: str
    number_placement: str
    spiral_corner: int
    first_player: int
    vp_target: int
    combined_trade_build: bool
    robber_may_target_desert: bool
    longest_road_break_tie: str
    bank_shortage: str
    robber_steal: str
    vp_card_reveal: str
    trade_proposals: str
    dev_card_during_roll_resolution: bool
    knight_card_name: str
    expansion: str
    rule_sets: tuple[str, ...]  # the rule sets these options select, in composition order (engine.rulesets)

    if TYPE_CHECKING:  # for type checkers only: a class with ``__getattr__`` loses CPython's fast attribute reads

        def __getattr__(self, name: str) -> Any:
            """A rule set's own options (set in ``__init__``) are read by name: typed as Any."""

    def __init__(self, **values: Any) -> None:
        spec = _spec()
        unknown = sorted(set(values) - set(spec))
        if unknown:
            raise InvalidOptions(Text("refusals-options-unknown", unknown=Items(unknown, "unit"), known=Items(list(spec), "unit")))
        # The rule sets the given values select decide the defaults of the others (CK-WIN-1: 13 VP).
        defaults = _defaults(selected := rulesets.select(values, spec_defaults()))
        derived = rulesets.value_defaults_of(selected, lambda name: values.get(name, defaults[name]))
        if derived:  # defaults that follow other options' values (SEA-WIN-1: the scenario's VP target)
            defaults = {**defaults, **derived}
        set_ = object.__setattr__
        for name, (default, allowed, _help) in spec.items():
            value = values.get(name, defaults[name])
            _check(name, value, default, allowed)
            set_(self, name, value)
        if self.first_player >= self.players:
            raise InvalidOptions(Text("refusals-options-first-player", players=self.players))
        set_(self, "rule_sets", rulesets.select(values, defaults))
        rulesets.check_options(self)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Options are immutable; build a new Options instead")

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Options:
        """Options from their ``to_dict`` form. Options are immutable, so equal dicts share one object:
        every saved game read (and every determinised view) validates its options only once."""
        if not data:
            data = {}
        try:
            # the type too: True == 1, but only one of them is a valid value of a given option
            key = tuple(sorted((name, type(value), value) for name, value in data.items()))
            cached = _FROM_DICT.get(key)
        except TypeError:  # unhashable or unorderable values: malformed, validated (and refused) below
            return cls(**data)
        if cached is None:
            cached = cls(**data)
            if len(_FROM_DICT) >= _FROM_DICT_LIMIT:
                _FROM_DICT.clear()
            _FROM_DICT[key] = cached
        return cached

    @classmethod
    def preset_1997(cls, **overrides: Any) -> Options:
        return cls(**{**PRESET_1997, **overrides})

    def to_dict(self) -> dict[str, Any]:
        """Only the values that differ from the defaults: small JSON, and old games keep their meaning
        only if defaults never change, which is a rule for this file and for every rule set's ``options``. A
        game compares with its rule sets' defaults (a Cities & Knights game with 13 VP), so an explicit base
        default such as vp_target 10 is kept."""
        defaults = _defaults(self.rule_sets)
        derived = rulesets.value_defaults_of(self.rule_sets, lambda name: getattr(self, name))
        if derived:
            defaults = {**defaults, **derived}
        return {n: getattr(self, n) for n in _spec() if getattr(self, n) != defaults[n]}

    def replace(self, **changes: Any) -> Options:
        return Options(**{**{n: getattr(self, n) for n in _spec()}, **changes})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Options) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.to_dict().items())))

    def __repr__(self) -> str:
        return f"Options({self.to_dict()!r})"


_FROM_DICT: dict[tuple[tuple[str, type, Any], ...], Options] = {}
_FROM_DICT_LIMIT = 4096
_SPEC: dict[str, OptionSpec] = {}  # every option: the base game's, then the rule sets' (cached)
_SPEC_DEFAULTS: dict[str, Any] = {}
_DEFAULTS: dict[tuple[str, ...], dict[str, Any]] = {}


def _spec() -> dict[str, OptionSpec]:
    """Every option: the base game's, then each registered rule set's own (in registration order)."""
    if not _SPEC:
        _SPEC.update(BASE_OPTIONS)
        _SPEC.update(rulesets.declared_options())
    return _SPEC


def spec_defaults() -> dict[str, Any]:
    """Every option's own default (before a selected rule set changes it: CK-WIN-1)."""
    if not _SPEC_DEFAULTS:
        _SPEC_DEFAULTS.update({name: default for name, (default, _a, _h) in _spec().items()})
    return _SPEC_DEFAULTS


def _defaults(rule_sets: tuple[str, ...]) -> dict[str, Any]:
    """Every option's default in a game of these rule sets (cached: every saved game is read with it)."""
    out = _DEFAULTS.get(rule_sets)
    if out is None:
        out = _DEFAULTS[rule_sets] = {**spec_defaults(), **rulesets.defaults_of(rule_sets)}
    return out


def _forget() -> None:
    _FROM_DICT.clear()
    _DEFAULTS.clear()
    _SPEC.clear()
    _SPEC_DEFAULTS.clear()


rulesets.ON_CHANGE.append(_forget)  # what options select changes with the registry


def option_help() -> dict[str, tuple[Any, Any, str]]:
    """Default, allowed values and help text per option (for /catan new and the README): the base game's,
    then each rule set's own.

    A rule set may change defaults (``engine.rulesets.option_defaults``): Cities & Knights plays to 13 VP.
    The allowed values of a choice include those registered rule sets add (the expansions).
    """
    out = {}
    for name, (default, allowed, text) in _spec().items():
        if not isinstance(default, (bool, int)):
            added = sorted((v for v in rulesets.extra_option_values(name) if v not in allowed), key=str)
            allowed = (*allowed, *added)
        out[name] = (default, allowed, text)
    return out


def _check(name: str, value: Any, default: Any, allowed: Any) -> None:
    """``value`` is valid for ``name``: its own values, or one a registered rule set adds (5-6 players)."""
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise InvalidOptions(Text("refusals-options-bool", name=name, value=repr(value)))
    elif isinstance(default, int):
        lo, hi = allowed
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidOptions(Text("refusals-options-number", name=name, low=str(lo), high=str(hi), value=repr(value)))
        if not lo <= value <= hi and value not in rulesets.extra_option_values(name):
            extra = sorted(v for v in rulesets.extra_option_values(name) if not lo <= v <= hi)
            if extra:
                raise InvalidOptions(Text("refusals-options-number-or", name=name, low=str(lo), high=str(hi),
                                          extra=Items([str(v) for v in extra], "unit"), value=repr(value)))  # fmt: skip
            raise InvalidOptions(Text("refusals-options-number", name=name, low=str(lo), high=str(hi), value=repr(value)))
    elif value not in allowed and not _added(name, value):
        values = [*allowed, *sorted(str(v) for v in rulesets.extra_option_values(name) if v not in allowed)]
        raise InvalidOptions(Text("refusals-options-one-of", name=name, values=Items([str(v) for v in values], "unit"),
                                  value=repr(value)))  # fmt: skip


def _added(name: str, value: Any) -> bool:
    try:
        return value in rulesets.extra_option_values(name)
    except TypeError:  # unhashable: no rule set adds it
        return False
