# The game's thread, English (issue #33): what everyone reads of a game, in the game's language.
# Keys: thread-<what>. Names are shown as they are ($who, $victim, ...); $cards are counted cards ("1 wool, 2 ore").

## Joining parts of a line
thread-then = { $first }; { $then }
thread-sentences = { $first } { $then }
thread-concat = { $first }{ $then }
thread-nobody = nobody
thread-everyone = everyone

## Development cards
thread-dev-knight = Knight
thread-dev-road-building = Road Building
thread-dev-year-of-plenty = Year of Plenty
thread-dev-monopoly = Monopoly
thread-dev-victory-point = Victory Point

## Events (ui/summary.py)
thread-rolled = 🎲 { $who } rolled **{ $total }** ({ $die1 }+{ $die2 }).
thread-gain = { $who } +{ $cards }
thread-production = Production: { $gains }.
thread-production-none = Nobody produced anything.
thread-robber-blocked = The robber blocked { $hexes }.
thread-bank-short = The bank ran short of { $resources }.
thread-owes = { $who } { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
thread-discards-owed = Players with more than 7 cards must discard: { $owed }.
thread-discarded = { $who } discarded { $cards }.
thread-robber-moved = 🦹 { $who } moved the robber to { $hex }.
thread-stolen = { $who } robbed { $victim }.
thread-stolen-card = { $who } robbed { $victim } ({ $card }).
thread-steal-skipped = { $who } chose not to rob anyone.
thread-bought-dev = { $who } bought a development card.
thread-bought-dev-card = { $who } bought a development card ({ $card }).
thread-played-knight = ⚔️ { $who } played a Knight ({ $knights } played).
thread-largest-army = 🛡️ { $who } now holds Largest Army ({ $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
}).
thread-played-road-building = { $who } played Road Building.
thread-played-year-of-plenty = { $who } played Year of Plenty: { $resources }.
thread-played-year-of-plenty-nothing = { $who } played Year of Plenty: nothing (the bank is empty).
thread-played-monopoly-none = { $who } played Monopoly on { $resource }: the others had none.
thread-played-monopoly = { $who } played Monopoly and took { $taken } from the others.
thread-revealed-vp = { $who } revealed { $count ->
    [one] { $count } victory point card
   *[other] { $count } victory point cards
}.
thread-bank-trade = { $who } traded { $count } { $give } to the bank for 1 { $get }.
thread-trade-offered = 🤝 { $who } offered { $give } for { $get } to { $to } (trade #{ $offer }).
thread-trade-countered = 🤝 { $who } counter-offered { $give } for { $get } to { $to } (trade #{ $offer }).
thread-trade-accepted = { $who } accepted trade #{ $offer }.
thread-trade-declined = { $who } declined trade #{ $offer }.
thread-traded = ✅ { $who } traded { $give } to { $partner } for { $get }.
thread-built = 🏗️ { $who } built a { $piece ->
   *[other] { $name }
} on { $at }.
thread-longest-road-aside = Longest Road is set aside: nobody holds it now.
thread-longest-road = 🛣️ { $who } now holds Longest Road ({ $length ->
    [one] { $length } road
   *[other] { $length } roads
}).
thread-turn-started = ➡️ Turn { $turn }: { $who }.
thread-starting-player = { $who } rolled highest and places first.
thread-starting-resources = { $who } takes { $cards } to start.
thread-game-over = 🏆 **{ $who } wins** with { $vp } victory points!
thread-gave-cards = { $who } gave { $cards } to { $other }.
thread-took-cards = { $who } took { $cards } from { $other }.

## Colours of the seats
thread-colour-red = red
thread-colour-blue = blue
thread-colour-white = white
thread-colour-orange = orange
thread-colour-green = green
thread-colour-brown = brown

## The turn message (cogs/publishing/turn_messages.py)
thread-seated = { $who } ({ $colour })
thread-game-begins = 🎲 **The game begins!** Seats: { $seats }{ $note }
thread-intro = Moves, trades and the board appear in this thread; your hand comes by DM. `/catan help` explains the commands.
thread-header-setup = **Set-up** — { $who }
thread-header-over = **Game over**
thread-header-turn = **Turn { $turn }** — { $who }
thread-title-setup = **Set-up**
thread-title-turn = **Turn { $turn }**
thread-title-earlier = **Earlier turn**
thread-title-who = { $title } — { $who }
thread-prompt = ➡️ { $who }: { $prompt }
thread-nothing-else = (nothing else happened)
thread-made-for = { $line } (🤖 for { $who })
thread-discard-ping = a 7 was rolled and you hold more than 7 cards. Discard half of them: press **🗑️ Discard** on the turn message.
thread-discard-ping-to = { $mentions } — { $ping }
thread-discards-made = ✅ The discards of the 7 are made ({ $who }).

## What the player the game waits for must do (ui/report.py): said to them; .about: in "Waiting for ..." ($you: 1 when said to that player)
thread-prompt-setup-settlement = place a settlement: `/catan build settlement`
    .about = place a settlement
thread-prompt-setup-road = place a road next to it: `/catan build road`
    .about = place a road next to it
thread-prompt-pre-roll = roll the dice (or play a development card first)
    .about = roll the dice (or play a development card first)
thread-prompt-move-robber = move the robber: `/catan robber`
    .about = move the robber
thread-prompt-steal = choose whom to rob: `/catan steal`
    .about = choose whom to rob
thread-prompt-main = trade, build, or end the turn
    .about = trade, build, or end the turn
thread-prompt-road-building = place your free roads: `/catan build road`
    .about = place { $you ->
        [1] your
       *[other] their
    } free roads
thread-prompt-discard = discard half of your cards: press **🗑️ Discard**
    .about = discard half of { $you ->
        [1] your
       *[other] their
    } cards

## Status (/catan status, /catan board) and the end of a game
thread-you = you
thread-waiting = Waiting for { $who } to { $what }.
thread-waiting-each = { $who } to { $what }
thread-waiting-several = Waiting for { $each }.
thread-waiting-over = The game is over.
thread-status-over = Game over: **{ $who }** won.
thread-status-setup = Set-up phase.
thread-status-turn = Turn { $turn }: { $who }'s turn.
thread-status-roll = Last roll: { $total } ({ $die1 }+{ $die2 }).
thread-status-player = • { $who } ({ $colour }): { $vp } VP, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $dev ->
    [one] { $dev } development card
   *[other] { $dev } development cards
}, { $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
}
thread-status-awards = { $line } · { $awards }
thread-status-rules = { $rules }. First to { $target } VP wins.
thread-rules-base = Base game
thread-longest-road-name = Longest Road
thread-largest-army-name = Largest Army
thread-standings = **Final standings**
thread-standings-turn = **Final standings** (turn { $turn })
thread-winner = 🏆 **{ $who } wins** on turn { $turn }!
thread-standing = { $rank }. { $who } ({ $colour }): { $vp } VP
thread-standing-awards = { $line } ({ $awards })
thread-vp-cards = { $count ->
    [one] { $count } victory point card
   *[other] { $count } victory point cards
}
thread-log-empty = Nothing has happened yet.

## Statistics and closed trade offers
thread-stats-title = Game #{ $game }: statistics
thread-someone = someone
thread-offer-done = ✅ **Trade #{ $offer } done:** { $who } gave { $give } to { $partner } for { $get }.
thread-offer-closed = ~~Trade #{ $offer }~~ — closed.
thread-offer-closed-why = ~~Trade #{ $offer }~~ — closed: { $reason }.
thread-offer-closed-terms = ~~Trade #{ $offer }: { $who } gives { $give } for { $get }~~ — closed: { $reason }.
thread-offer-reason-closed = closed
thread-offer-reason-declined = everyone declined
thread-offer-reason-withdrawn = withdrawn
thread-offer-reason-turn-ended = the turn ended
thread-offer-reason-building-started = building started (trading is over for this turn)
thread-offer-reason-game-over = the game is over
thread-offer-reason-another-trade-was-made = another trade was made

## Reminders and seats given back (cogs/publishing/publisher.py)
thread-reminder = ⏰ { $mentions } — game #{ $game } is waiting for you. { $waiting }{ $last ->
    [1] { " " }This is the last reminder.
   *[other] { "" }
}
thread-seat-back = { $who } plays their seat again.
