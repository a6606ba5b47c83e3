"""The base game's part of the Discord layer (``cogs.rulesets``): the shared cogs are the base game; this
sets only the defaults other rule sets replace."""

from __future__ import annotations

from cogs.rulesets import CogHooks

HOOKS = CogHooks(discard_pings=True, commodities=False)
