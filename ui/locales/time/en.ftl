# The turn message's lines on time (service/time: who the game waits on while they are away, a pause, each
# person's bank), in the game's language; /catan status's in its reader's (issue #33). $until: a Discord
# timestamp (each reader sees their own time).
time-waits-on = Waits on { $who }.
time-waits-on-away = Waits on { $who } ({ $notes }).
time-waits-line = 💤 { $line }
time-away-until = { $who } is away until { $until }
time-on-vacation-until = { $who } is on vacation until { $until }
# two notes one after the other ($then may hold more)
time-then = { $first }; { $then }
time-paused-line = ⏸️ Paused: the table waits for { $who } until { $until } (or `/catan me back`).
time-banks = ⏱️ { $banks }
time-bank = { $who } { $left }
time-bank-move = { $bank } (+ { $move } this move)
time-bank-then = { $first } · { $then }
# a time left on a clock, in short units
time-span-days = { $days } d { $hours } h
time-span-hours-minutes = { $hours } h { $minutes } min
time-span-hours = { $hours } h
time-span-minutes = { $minutes } min

## A built-in player takes a person's seat (cogs/publishing/publisher.py autopilot_taken): $who mentions them,
## $why is one of time-why-*, $strength lobby-strength-*
time-taken-decision = { $who } { $why }: a built-in player ({ $strength }) makes this decision for them; then the seat is theirs again.
time-taken-seat = { $who } { $why }: a built-in player ({ $strength }) plays their seat, with its cards and pieces, until they are back — the **I'm back** button or `/catan me back` returns it at once.
time-why-vacation = is on vacation until { $until }
time-why-clock = ran out of time on the game clock
time-why-absent = has not played for { $hours } h (since { $since })
time-why-absent-quiet = has not played since { $since }: { $hours } h counted outside their quiet hours
time-why-host = was handed to a built-in player by the host
# the hand DM's line for a decision whose time ran out (service/time/reminders.py)
time-lapsed-line = ⌛ Your time for it ran out: { $what }.
