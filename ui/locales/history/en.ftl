# Finished games, privately (issue #33): cogs/reads/history.py (replays, export, leaderboard).
history-button-prev = ◀ Previous turn
history-button-next = Next turn ▶
history-button-jump = Jump to turn…
history-no-game-here = There is no game #{ $game } in this server.
history-a-turn = A turn
history-export = Game #{ $game }: the public log (JSON and text).
history-leaderboard = 🏆 **Leaderboard** (finished games)
history-no-finished = No finished games yet.
history-bots = 🤖 **Built-in players**
history-none-yet = None yet.
history-jump-title = Game #{ $game }: jump to a turn
history-turn = Turn
