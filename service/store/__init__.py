"""The game store: each game's lock, the cache of loaded games, loading, checking and committing them, keeping
them in step with other processes, and recovery from the action log."""
