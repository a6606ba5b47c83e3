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

## A finished game's statistics (history/text.py): the thread's in the game's language, /catan history stats in
## the reader's. Names are the players'; a seat without one is history-player.
history-stats-head = 📊 **{ $title }**
history-bullet = • { $line }
history-player = Player { $seat }
history-duration-unknown = unknown
history-duration-under-a-minute = under a minute
history-duration-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
history-duration-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}{ $minutes ->
    [0] {""}
    [one] {" "}{ $minutes } minute
   *[other] {" "}{ $minutes } minutes
}
history-duration-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
history-length = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} in { $took }.
history-winner = Winner: { $who } with { $vp ->
    [one] { $vp } victory point
   *[other] { $vp } victory points
}.
history-rolls = { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}; { $sevens ->
    [one] { $sevens } seven
   *[other] { $sevens } sevens
} (expected { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }).
history-most-robbed = Most robbed: { $who } ({ $times ->
    [one] { $times } time
   *[other] { $times } times
}).
history-drought = Longest drought: { $who }, { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
} in a row without production.
history-biggest-trade = Biggest trade: { $who } gave { $gave ->
    [one] { $gave } card
   *[other] { $gave } cards
} to { $partner } for { $got ->
    [one] { $got } card
   *[other] { $got } cards
} (turn { $turn }).
# a rule set's count per seat, in lists such as "Ann 2, Bo 0"
history-seat-count = { $who } { $count }

## The leaderboard (history/rating.py) and the replay's caption (history/replay.py), in the reader's language
history-rating-line = { $place }. { $who } — rating { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
history-rating-line-vp = { $line } · { NUMBER($vp, minimumFractionDigits: 1, maximumFractionDigits: 1) } VP avg
history-bot = Built-in player
history-bot-strength = Built-in player ({ $strength })
history-replay = ⏪ Game #{ $game } replay: { $when } ({ $shown } of { $turns } turns played).
history-replay-end = the end of the game
history-replay-setup = after the set-up
history-replay-turn = end of turn { $turn }
history-replay-begins = { $when }, as turn { $next } begins
