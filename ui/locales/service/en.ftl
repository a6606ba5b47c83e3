# The service's refusals a person reads (issue #33): service/errors.py and the refusals raised with them.

service-sentences = { $first }{ $second }
service-game-not-found = There is no game #{ $game }.
service-not-a-player = You are not playing in game #{ $game }.
service-seat-left = You left game #{ $game }; your seat is open for someone else.
service-seat-not-open = No seat of game #{ $game } is open (nobody left it).
service-game-lobby = Game #{ $game } has not started yet.
service-game-finished = Game #{ $game } is over.
service-game-cancelled = Game #{ $game } was cancelled.
service-game-abandoned = Game #{ $game } was abandoned.
service-game-not-running = Game #{ $game } is not running.
service-needs-attention = Game #{ $game } is paused: its saved state needs an admin's attention. No move has been lost.
service-already-started = Game #{ $game } has already started.
service-lobby-closed = Game #{ $game } is not open for players any more.
service-already-joined = You are already in game #{ $game }.
service-lobby-full = Game #{ $game } is full ({ $count } players).
service-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
service-players-range = { $low } to { $high } players
service-not-enough-players = Game #{ $game } needs { $need } to start; it has { $count }.
service-ck-table-note = { " " }Cities & Knights is played by 3 to 6; the 2-player variant is for the base game.
service-conflict = Game #{ $game } changed at the same moment; please try again.
service-internal-error = Something went wrong on our side; nothing was saved. Please try again.
service-internal-error-in = Something went wrong on our side in game #{ $game }; nothing was saved. Please try again.
service-needs-a-person = Game #{ $game } needs at least one person at the table.
service-bot-strength = A built-in player is { $strengths }; not '{ $typed }'.
service-host-only-start = Only the host of game #{ $game } (or an admin) can start it.
service-host-only-cancel = Only the host of game #{ $game } (or an admin) can cancel it.
service-host-only-remove-players = Only the host of game #{ $game } (or an admin) can remove other players.
service-host-only-add-bots = Only the host of game #{ $game } (or an admin) can add built-in players.
service-host-only-remove-bots = Only the host of game #{ $game } (or an admin) can remove built-in players.
service-paused-for-another = Game #{ $game } is paused for another player already.
service-no-pause-asked = Nobody asks the table to pause this game now.
service-paused = Game #{ $game } is paused: the table agreed to wait for a player on vacation. It resumes when they are back (`/catan me back`) or their time away ends.
service-not-finished = Game #{ $game } has not finished: statistics, replays and logs come at its end.

## Settings a person typed (service/people/user_settings.py, users.py, service/time/table_time.py)
service-not-a-place-zone = '{ $typed }' is not a place's time zone: pick yours from the list, e.g. Europe/Berlin or America/New_York.
service-unknown-zone-example = '{ $typed }' is not a time zone I know: pick one of the list, e.g. Europe/Berlin.
service-unknown-zone = '{ $typed }' is not a time zone I know: pick one of the list.
service-not-a-time = '{ $typed }' is not a time of day: write it as HH:MM, e.g. 23:00 or 07:30.
service-quiet-same-times = Quiet hours must start and end at different times (e.g. 23:00 to 08:00).
service-vacation-ends-first = A vacation must end after it starts.
service-vacation-modes = While away, a built-in player plays or the game pauses ({ $modes }).
service-bot-strengths = The built-in player is one of { $strengths }.
service-languages = Languages: { $languages }.
service-notify-modes = Notifications are one of { $modes }.
service-digest-needs-time = A daily digest needs the local time to send it at (e.g. 19:00).
service-quiet-both-ends = Give both ends of your quiet hours (e.g. start 23:00, end 08:00), or neither.
service-away-days = Say how many days you are away: at least 1 hour ({ $least } days) and at most { $most } days; e.g. 0.5 is half a day.
service-clock-form-seat = Write the clock as per-move time + bank, e.g. 12h+3d (add 'seat' for a take-over).
service-clock-form = Write the clock as per-move time + bank, e.g. 12h+3d, or off.
service-clock-range = A clock's time per move is from { $least }m to 14d, its bank 0 or from { $least }m to 14d, e.g. 12h+3d or 30m+0.
service-not-a-duration = '{ $typed }' is not a duration: write a number and m, h or d, e.g. 30m, 12h or 3d.

## A game clock described (service/time/table_time.py clock_words: /catan new's clock suggestions, the lobby)
service-no-clock = no game clock
service-clock-decide = { $per_move } per move + { $bank } bank; then a built-in player makes that decision
service-clock-seat = { $per_move } per move + { $bank } bank; then a built-in player takes the seat
service-duration-days = { $days } d { $hours } h
service-duration-hours-minutes = { $hours } h { $mins } min
service-duration-hours = { $hours } h
service-duration-minutes = { $mins } min
service-clock-bank = { $who } { $bank }
service-clock-bank-move = { $who } { $bank } (+ { $move } this move)
service-waits-on = Waits on { $who }.
service-waits-on-away = Waits on { $who } ({ $notes }).
service-away-until = { $who } is away until { $until }
service-vacation-until = { $who } is on vacation until { $until }
service-why-absent = has not played for { $hours } h (since { $since })
service-why-absent-quiet = has not played since { $since }: { $hours } h counted outside their quiet hours
service-why-vacation = is on vacation until { $until }
service-why-clock = ran out of time on the game clock
service-why-host = was handed to a built-in player by the host
service-autopilot-decision = { $who } { $why }: a built-in player ({ $strength }) makes this decision for them; then the seat is theirs again.
service-autopilot-seat = { $who } { $why }: a built-in player ({ $strength }) plays their seat, with its cards and pieces, until they are back — the **I'm back** button or `/catan me back` returns it at once.
