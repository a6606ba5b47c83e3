"""Rule modules, one concern per module, and the rule sets built from them.

The modules here are the base game's rules: pure functions over a ``GameState``, queries (what is
legal, as bitmasks or lists) and mutations (applying an already validated action). Each rule set has
a folder of its own (``base``, ``two_player``, ``cities_and_knights``) that registers its hooks with
``engine.rulesets``; ``shared`` holds the helpers every rule set lists actions with.
"""
