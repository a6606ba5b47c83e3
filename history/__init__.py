"""After the game: statistics, the public log export, ratings and replays, computed from a game's action log.

Pure Python over the engine (no Discord, SQL or Pillow). What is revealed after a game is documented in
``history/stats.py``.
"""
