"""Registry of expansion rule sets (Cities & Knights today).

The base rules never test for an expansion. The few entry points of the public API (listing and
applying actions, who must act, views, JSON) look the rule set up here when the state carries an
expansion record (``state.ck`` for Cities & Knights) and hand over to it. An expansion registers
itself when its package is imported; the package is imported on first use (``_PACKAGES``), so a
process that only plays the base game never loads it (import time of ``engine`` stays that of the
base game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.state import GameState

Action = tuple[Any, ...]


class RuleSet:
    """The hooks one expansion provides. Every hook receives the whole state."""

    __slots__ = (
        "apply", "decisions", "explain", "legal", "must_act", "name", "new_game", "player_view", "public_view",
    )  # fmt: skip

    def __init__(
        self,
        name: str,
        new_game: Callable[[Any, int], GameState],
        legal: Callable[[GameState, int], list[Action]],
        apply: Callable[[GameState, int, Action], None],
        decisions: Callable[[GameState], list[dict[str, Any]]],
        public_view: Callable[[GameState, dict[str, Any]], None],
        player_view: Callable[[GameState, int, dict[str, Any]], None],
        explain: Callable[[GameState, int, Action, tuple[Action, ...]], Exception],
        must_act: Callable[[GameState], list[int]],
    ) -> None:
        self.name = name
        self.new_game = new_game
        self.legal = legal
        self.apply = apply
        self.decisions = decisions
        self.public_view = public_view
        self.player_view = player_view
        self.explain = explain
        self.must_act = must_act  # the blocking seats of ``decisions``, in seat order, without its dicts


EXPANSIONS: dict[str, RuleSet] = {}
_PACKAGES = {"cities_and_knights": "engine.rules.cities_knights"}


def register(rules: RuleSet) -> None:
    EXPANSIONS[rules.name] = rules


def get(name: str) -> RuleSet:
    rules = EXPANSIONS.get(name)
    if rules is None:
        __import__(_PACKAGES[name])  # the package registers itself (no importlib: import time)
        rules = EXPANSIONS[name]
    return rules


def rules_of(state: GameState) -> RuleSet:
    return EXPANSIONS.get(state.options.expansion) or get(state.options.expansion)
