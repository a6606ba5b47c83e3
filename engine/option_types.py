"""What an option is, for the modules that declare options (``engine.options``, each rule set's
``options``) and the registry that collects them (``engine.rulesets``).

A leaf module: it imports nothing of the engine, so a rule set's declaration may name these types
without an import cycle through ``engine.options`` (which asks the registry for every rule set's
options) or ``engine.rulesets`` (which imports the declarations).
"""

from __future__ import annotations

from typing import Any, Protocol

# An option's (default, allowed values or a (min, max) range for ints, one-line help).
OptionSpec = tuple[Any, Any, str]


class GameOptions(Protocol):
    """Validated options (``engine.options.Options``) as a rule set's checks read them: the base game's
    options by name, a rule set's own by its names, and the rule sets they select."""

    players: int
    board: str
    rule_sets: tuple[str, ...]

    def __getattr__(self, name: str) -> Any: ...
