# What a move's private answers say (issue #33): cogs/play/*.
play-done = ✅ Done: { $action }.
play-pick-in-menu = Pick one of the moves in the menu.
play-no-discard-owed = You don't owe a discard right now.
play-player-to-rob = The player to rob (pick from the list)
play-board-posted = Game #{ $game }'s board is posted below for everyone.
play-nothing-yet = Nothing has happened yet.
