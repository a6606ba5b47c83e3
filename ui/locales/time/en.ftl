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
