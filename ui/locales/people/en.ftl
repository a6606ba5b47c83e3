# A person's own answers about their time, away, inbox and standing orders (issue #33): cogs/people/*.

## /catan me time, /catan me away (cogs/people/my_time.py)
time-built-in = { $strength ->
    [easy] an easy built-in player
    [hard] a hard built-in player
   *[normal] a normal built-in player
}
time-zone-line = 🕰️ Time zone **{ $zone }** (it is { $local } there now).
time-quiet-line = 🌙 Quiet hours { $hours }: no pings, reminders wait until they end, your AFK clock stops.
time-no-quiet-line = 🌙 No quiet hours (set them with `quiet_from` and `quiet_to`, e.g. 23:00 and 08:00).
time-away-pause-line = 🏖️ Away until { $back }: your games pause where everyone playing agrees within { $hours } h; elsewhere { $bot } plays your seat.
time-away-bot-line = 🏖️ Away until { $back }: { $bot } plays your seats.
time-back-ends-it = `/catan me back` ends it at once.
time-quiet-until = 💤 Your quiet hours are on until { $time }.
time-pause-agreed-all = Thanks: everyone agreed, game #{ $game } is paused.
time-pause-agreed = Thanks: game #{ $game } pauses once { $names } { $count ->
    [one] agrees
   *[other] agree
} too (by { $by }, { $relative }; else the request lapses).
time-game-refused = Game #{ $game }: { $refusal }
time-game-paused = Game #{ $game }: paused.
time-game-asked = Game #{ $game }: the table is asked to agree in its thread.
time-handed-over = Handed over now: { $games }.
time-game-ref = game #{ $game }
time-game-asked-soon = Game #{ $game }: its table is asked to agree within a few minutes.
time-game-handed-soon = Game #{ $game }: handed over within a few minutes.

## DMs and /catan me games (cogs/people/notifier.py, inbox.py)
notify-waits-on-you = ⏳ Catan game #{ $game } waits on you. { $what }
    { $link }
notify-digest = 🗞️ Your daily Catan digest
    { $inbox }
notify-no-games = You have no unfinished Catan games. Start one with `/catan new` in a server.
notify-and-more = … and { $count } more.
notify-inbox-head = **Your Catan games** ({ $count } unfinished, { $mine } waiting on you)
notify-a-server = a server
notify-not-running = { $status ->
    [lobby] lobby
    [needs_attention] needs attention
   *[other] { $status }
} ({ $count } joined)
notify-entry = • #{ $game } in { $where }: { $state } { $link }
notify-entry-your-move = • #{ $game } in { $where }: ⏳ **your move** — { $state } { $link }
notify-paused-for = ⏸️ Paused for { $name } until { $until } (or `/catan me back`).
notify-pause-asked = ⏸️ { $name } asks to pause it: agree by { $by } ({ $relative }).
notify-pending-then = { $pending } { $state }
notify-nothing-to-do = Nothing to do.
notify-bots-moving = Built-in players are making their moves.
notify-waits-since = { $waits }, since { $since }.
inbox-notify-mention = 🔔 Tell me by a mention in the game's thread
inbox-notify-dm = ✉️ Tell me by DM (no mention)
inbox-notify-both = 🔔✉️ Tell me by a mention and a DM
inbox-notify-digest = 🗞️ One DM a day: a digest at my chosen time
inbox-digest-at = 🗞️ Digest at { $time } ({ $zone })
inbox-settings-digest = Notifications: a daily digest at { $time } your time ({ $zone }).
inbox-settings-mention = Notifications: you hear of your games by a mention in the game's thread.
inbox-settings-dm = Notifications: you hear of your games by a DM (no mention).
inbox-settings-both = Notifications: you hear of your games by a mention and a DM.
inbox-not-on-menu = That choice is not on the menu; use `/catan me games` again.
inbox-placeholder-mode = How I hear that a game waits on me
inbox-placeholder-digest = When my daily digest comes

## Standing orders (cogs/people/orders.py, service/orders/standing_orders.py)
orders-title-default = **Your default standing orders** (for every game without its own)
orders-title = **Your standing orders in Catan game #{ $game }**
orders-none = none: the game waits for you as usual
orders-bullet = • { $line }
orders-explained = An order answers for you when its decision is due (after your grace period, if you have not answered first), from your own cards; the table sees the answer as if you had made it.
orders-line-roll = 🎲 roll at the start of my turn
orders-line-priority = ✋ on a 7, discard in this order: { $cards }
orders-line-keep-build = ✋ on a 7, keep what a city or settlement needs
orders-line-decline = 🙅 decline trade offers made to me
orders-line-answers = 🏰 answer for me the decisions that block others
orders-line-answers-covered = 🏰 answer for me the decisions that block others: { $covered }
orders-line-night = 🌙 in my quiet hours, { $bot } decides for me
orders-night-bot-easy = an easy built-in player
orders-night-bot-normal = a normal built-in player
orders-night-bot-hard = a hard built-in player
orders-line-grace = … each { $minutes } min after the decision is due
orders-answers-label = 🏰 Answer for me: { $covered }
orders-flag-roll = 🎲 Roll at the start of my turn
orders-flag-decline = 🙅 Decline trade offers made to me
orders-placeholder-flags = What to do for me
orders-placeholder-discard = On a 7
orders-placeholder-grace = Grace period
orders-placeholder-night = In my quiet hours
orders-discard-off = ✋ On a 7: I discard myself
orders-discard-keep_build = ✋ On a 7: keep what a city or settlement needs
orders-discard-priority = ✋ On a 7: discard in my priority order
orders-grace = ⏱️ Answer { $minutes } min after the decision is due
orders-grace-none = ⏱️ Answer as soon as it is due
orders-night-off = 🌙 In my quiet hours: the game waits for me
orders-night-easy = 🌙 In my quiet hours: an easy built-in player
orders-night-normal = 🌙 In my quiet hours: a normal built-in player
orders-night-hard = 🌙 In my quiet hours: a hard built-in player
orders-button-orders = 📜 Standing orders…
orders-button-default-orders = 📜 Default standing orders…
orders-button-priority = ✏️ Discard priority…
orders-button-default = ⭐ Make these my default
orders-button-clear = ↩️ Use my default here
orders-priority-title = Discard priority
orders-priority-label = Cards to part with first, in order
orders-made-default = ⭐ These are now your default for every game.
orders-default-applies = ↩️ Your default orders apply in this game.
orders-not-on-menu = That choice is not on the menu; open the standing orders again.
orders-name-cards = Name the cards to part with first, e.g. { $cards }.
orders-night-strengths = The built-in player for your quiet hours is easy, normal or hard.
orders-discard-modes = Discard orders are one of { $modes }.
orders-priority-cards = The priority lists cards once each, from: { $cards }.
orders-grace-range = The grace period is between 0 minutes and a week.

## The hand DM's standing-order lines (service/orders): the orders in force, what they (and built-in players) did
orders-in-force = 📜 Standing orders: { $orders }
# two of the orders in force, one after the other ($more may hold more of them)
orders-and = { $line }; { $more }
orders-applied = 📜 Standing order: { $what }.
# $decision: what the decision asked (refusals-step-<kind>), $choice: the card or spot chosen
orders-applied-answer = 📜 Standing order: { $decision }: { $choice }.
orders-intersection = intersection { $spot }
orders-no-choice = none
orders-night-chose = 🌙 In your quiet hours, { $bot } chose: { $what }.
orders-bot-played = 🤖 { $strength ->
    [easy] An easy
    [hard] A hard
   *[other] A normal
} built-in player played for you: { $what }.
orders-earlier-moves = 🤖 { $count ->
    [one] { $count } earlier move
   *[other] { $count } earlier moves
} made for you (see `/catan history log`).
