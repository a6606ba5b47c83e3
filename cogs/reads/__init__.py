"""Reading finished games: /catan history stats, export, leaderboard and replay."""
