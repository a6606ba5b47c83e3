# A pause asked for while someone is away, in the game's thread (cogs/publishing/publisher.py, issue #20 item 2).
# $until, $by: Discord timestamps (each reader sees their own time); $agree: the mentions of who must agree;
# $bot: time-built-in.
pause-a-player = a player
pause-asked = 🏖️ { $who } is away until { $until } and asks to pause game #{ $game } meanwhile: no moves, reminders or clocks until they are back. It pauses once everyone playing at the table agrees: { $agree }. If not everyone has agreed by { $by }, the request lapses and { $bot } plays { $who }'s seat until they are back.
pause-lapsed = ⌛ Not everyone agreed to pause game #{ $game } in time: the request lapsed and the game goes on.
pause-on = ⏸️ Game #{ $game } is paused until { $until }: the table waits for { $who }. `/catan me back` resumes it.
pause-over = ▶️ { $who } is back: game #{ $game } goes on.
