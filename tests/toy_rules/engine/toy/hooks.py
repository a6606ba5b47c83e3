"""The toy's rules are the base game's: it adds an option, and what the other layers show of it."""

from engine.rulesets import Hooks

HOOKS = Hooks()
