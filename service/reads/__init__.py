"""Reading games without changing them: lists of games, the public log, and after-game statistics."""
