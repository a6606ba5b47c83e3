"""The base game (5th edition, 3-4 players) as a rule set: the first component of every game.

Its rules are the modules of ``engine.rules`` (``setup``, ``building``, ``trade``, ``robber``,
``devcards``, ``production``, ``turn``, ``longest_road``); ``actions`` lists and applies its actions
per step and ``hooks`` registers all of it with ``engine.rulesets`` through the same hooks as any
other rule set. Other rule sets build on these hooks (replace, wrap or extend them).
"""

from __future__ import annotations

from typing import Any

DECLARATION: dict[str, Any] = {
    "name": "base",
    "layer": 0,  # engine.rulesets.BASE
    "hooks_module": "engine.rules.base.hooks",
    "maps": ("standard", "beginner"),  # engine.rules.base.maps
}
