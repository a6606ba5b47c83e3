"""Rule modules of the base game, one concern per module.

Each module exposes pure functions over a ``GameState``: queries (what is legal, as bitmasks or
lists) and mutations (applying an already validated action). ``engine.legal`` wires them together.
"""
