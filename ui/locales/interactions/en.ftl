# What the Discord layer's common checks answer a person (issue #33): cogs/interactions/*.

## cogs/interactions/common.py
interactions-not-here = This command works in a server where I play. Here you can use `/catan me games` (your games in every server).
interactions-no-game-here = There is no game of yours here. Use this command in your game's thread, or start one with `/catan new`.
interactions-several-games = You are in several games in this channel: use the command inside the game's thread.
interactions-not-playing = You are not playing in this game. Spectators can use `/catan board` and `/catan status`.

## cogs/interactions/tree.py
interactions-unknown-command = I don't know that command any more: `/catan help` lists them all.
interactions-moved = `/{ $old }` has moved: it is now `/{ $new }`.

## cogs/interactions/inputs.py: a value a client sent that is not one of ours
inputs-expected-text = { $what }: expected text.
inputs-too-long = { $what } is too long ({ $count } characters; at most { $limit }).
inputs-not-an-entry = That is not an entry of the menu: pick one of its entries.
inputs-not-a-move = That is not a move. { $hint }
inputs-typed-not-a-move = `{ $typed }` is not a move. { $hint }
inputs-not-a-move-here = That is not a move of this command. { $hint }
inputs-number = { $what } is a number from { $low } to { $high }.
inputs-field-problem = { $what }: { $problem }
inputs-resource = Resource
inputs-that-spot = That spot
inputs-spot-path = a path like `12-13`
inputs-spot-hex = a hex letter A-{ $last }
inputs-spot-intersection = an intersection number 1-{ $count }
inputs-not-a-spot = `{ $typed }` is not { $what }. Pick one from the list as you type.
