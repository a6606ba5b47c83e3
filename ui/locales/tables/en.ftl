# Opening, leaving and taking over tables (issue #33): cogs/lobby/* (the lobby message itself is another area).
# What only the person reads is in their language; what the thread says, in the game's.

## cogs/lobby/lobby.py
tables-text-channel-only = Start games in a text channel of a server: I open a thread there for each game.
tables-open = ✅ Game #{ $game }'s lobby is open below: the others press **Join**, you press **Start**.
tables-cancelled-reply = Game #{ $game } is cancelled.
tables-cancelled-by = This game was cancelled by { $user }.
tables-cancelled = This game was cancelled.

## cogs/lobby/seats.py, seat_buttons.py
buttons-seat-quit = Yes, leave the game
buttons-seat-take = Take the seat
buttons-seat-end = End the game
buttons-seat-back = I'm back
seats-removed = { $player } was removed from game #{ $game }.
seats-leave-lobby = Leave the lobby of game #{ $game }?
seats-not-playing = You are not playing in this game.
seats-leave-game = Leave game #{ $game }? Your seat stays at the table with its cards and pieces; the others play on, and someone else can take your seat, or the remaining players can end the game. You can't come back to this seat yourself once someone else takes it.
seats-you-left = You left game #{ $game }.
seats-how-left = { $name } left the game
seats-how-removed = { $name } was removed from the game
seats-everyone-left = { $how }. Nobody is left at the table: the game ends here (abandoned) and is kept in the history.
seats-closed-everyone-left = This game ended: everyone left.
seats-seat-open = { $others } — { $how }. Their seat keeps its cards and pieces. Anyone not playing can **take the seat** and play on; or the remaining players can **end the game** (a majority of them must agree). Until then the game waits whenever it is that seat's turn to act.
seats-taken-over = { $name } takes over { $left }'s seat ({ $colour }) and plays on with its cards and pieces.
seats-you-play = You now play { $colour } in game #{ $game }. Your hand comes by DM.
seats-only-players-end = Only the players still at the table can end the game.
seats-not-running = Game #{ $game } is not running any more.
seats-wants-end = { $name } wants to end the game ({ $votes } of { $needed } needed).
seats-vote-counted = Your vote to end the game is counted.
seats-players-ended = The remaining players ended the game. It is kept in the history (abandoned).
seats-closed-players-stopped = This game ended: the players chose to stop.

## cogs/lobby/bots.py, ui/bots.py
bots-placeholder = Add or remove a built-in player
bots-host-only = Only the host adds or removes built-in players.
bots-add = { $strength ->
    [easy] Add an easy built-in player
    [hard] Add a hard built-in player
   *[normal] Add a normal built-in player
}
bots-remove = Remove { $name }
bots-menu-title = Built-in players for this game:
bots-added = { $strength ->
    [easy] Added an easy built-in player.
    [hard] Added a hard built-in player.
   *[normal] Added a normal built-in player.
}
bots-a-bot = A built-in player
bots-removed = Removed the built-in player.
bots-pick-entry = Pick an entry of the menu.
bots-only-own-seat = Only the player of that seat can take it back.
bots-seat-yours = Your seat is yours already: no built-in player is playing it.
bots-is-back = { $name } is back and plays their seat again.
bots-welcome-back-seat = Welcome back: you play your seat in game #{ $game } again.
bots-host-only-game = Only the host of game #{ $game } (or an admin) can do that.
bots-done = Done.
bots-welcome-back = Welcome back: your time away is over, and your seats and games are yours again.
bots-strength-easy = easy: legal moves with simple preferences
bots-strength-normal = normal: a solid heuristic player
bots-strength-hard = hard: searches ahead (takes up to a second a move)
