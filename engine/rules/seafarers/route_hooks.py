"""Ships, shipping routes, the Longest Trade Route, the pirate and gold fields (seafarers.md sections
4-7): the hooks sea-routes contributes. Empty in the skeleton; ``hooks`` composes it with
``board_hooks``."""

from __future__ import annotations

from engine.rulesets import Hooks

HOOKS = Hooks()
