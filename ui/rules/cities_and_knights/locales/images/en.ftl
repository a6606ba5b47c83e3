# Cities & Knights' words in images (issue #33): the hand, the strip under the board, the score table, decision
# images. Keys: ck-images-<what>. Card, improvement and track names in the hand come from the thread catalogue.

## The score table and the statistics
ck-images-column-progress = Progress
ck-images-column-improvements = Improvements
ck-images-column-defender = Defender
ck-images-stats-pillaged = Pillaged
ck-images-stats-progress = Progress

## The strip under the board (rendering/rules/cities_and_knights/status.py)
ck-images-last-roll = Last roll
ck-images-not-rolled = not rolled yet
ck-images-ship = ship
ck-images-gate-trade = trade gate
ck-images-gate-politics = politics gate
ck-images-gate-science = science gate
ck-images-attack-in = { $count ->
    [one] Barbarians: attack in { $count } ship roll
   *[other] Barbarians: attack in { $count } ship rolls
}
ck-images-attack = Barbarians attack
ck-images-barbarians-vs-knights = Barbarians vs knights
ck-images-catan-falls = Catan would fall
ck-images-catan-holds = Catan would hold

## The hand (rendering/rules/cities_and_knights/hand.py)
ck-images-section-cards = Resources and commodities
ck-images-cards-note = { $resources ->
    [one] { $resources } resource
   *[other] { $resources } resources
}, { $commodities ->
    [one] { $commodities } commodity
   *[other] { $commodities } commodities
}
ck-images-section-progress = Progress cards
ck-images-progress-note = { $count } of { $most } (hand limit)
ck-images-section-development = City development
ck-images-development-note = level now, next level's cost, red die values that draw a card
ck-images-card-cloth = Cloth
ck-images-card-coin = Coin
ck-images-card-paper = Paper
ck-images-no-progress = None yet: a city gate on the event die draws them (see below)
ck-images-track-trade = Trade
ck-images-track-politics = Politics
ck-images-track-science = Science
ck-images-metropolis = ★ metropolis
ck-images-now = Now: { $name }
ck-images-no-improvement = none
ck-images-top-level = Top level reached
ck-images-next-level = Next level: { $cost }
ck-images-improve-now = ✓ improve now
ck-images-short = you have { $held }: { $short } missing
ck-images-draws = Draws a card on red 1-{ $top }
ck-images-draws-none = Draws no progress card yet
ck-images-ability-at-3 = Lv 3: { $ability }
ck-images-ability-held = ✓ { $ability }
ck-images-ability-trade = commodities at 2:1
ck-images-ability-politics = promote to mighty
ck-images-ability-science = no yield: take a resource
ck-images-buy-road = Road
ck-images-buy-settlement = Settlement
ck-images-buy-city = City
ck-images-buy-wall = City wall
ck-images-buy-knight = Knight
ck-images-buy-activate = Activate
ck-images-buy-promote = Promote
ck-images-blocked-walls = { $count } walls built
ck-images-blocked-basic = no basic knight left
ck-images-blocked-inactive = no inactive knight
ck-images-blocked-promote = no knight to promote
ck-images-off-board = Off the board
ck-images-walls-left = city walls: { $left } of { $most }

## Progress cards' effects, one line each (rendering/rules/cities_and_knights/progress_cards.py)
ck-images-effect-alchemist = Before your roll: choose the red and yellow dice
ck-images-effect-crane = Your next city improvement this turn costs 1 less
ck-images-effect-engineer = Build one city wall for free
ck-images-effect-inventor = Swap two number tokens (not 2, 6, 8 or 12)
ck-images-effect-irrigation = Take 2 grain per fields hex next to your buildings
ck-images-effect-medicine = Upgrade a settlement to a city for 2 ore + 1 grain
ck-images-effect-mining = Take 2 ore per mountains hex next to your buildings
ck-images-effect-printer = 1 victory point (laid out at once)
ck-images-effect-road-building = Build 2 roads for free
ck-images-effect-smith = Promote up to 2 of your knights for free
ck-images-effect-bishop = Move the robber; steal 1 card from each player there
ck-images-effect-constitution = 1 victory point (laid out at once)
ck-images-effect-deserter = An opponent removes a knight; place one of yours
ck-images-effect-diplomat = Remove an open road (your own: re-place it)
ck-images-effect-intrigue = Displace an opponent's knight on your road
ck-images-effect-saboteur = Players with as many VP as you or more discard half
ck-images-effect-spy = See an opponent's progress cards and take one
ck-images-effect-warlord = Activate all your knights for free
ck-images-effect-wedding = Each player with more VP gives you 2 cards
ck-images-effect-commercial-harbor = Swap a resource for a commodity with each player
ck-images-effect-master-merchant = Take 2 cards from a player with more VP
ck-images-effect-merchant = Place the merchant: 1 VP and 2:1 for that hex's resource
ck-images-effect-merchant-fleet = This turn: trade one kind of card 2:1
ck-images-effect-resource-monopoly = Name a resource: each player gives you 2
ck-images-effect-trade-monopoly = Name a commodity: each player gives you 1

## Decision images (rendering/rules/cities_and_knights/decisions.py); .kind names the kind
ck-images-decision-setup-city = { $name }: pick a number to place your set-up city
    .kind = setup city
ck-images-decision-knight = { $name }: pick a number to place a new knight
    .kind = knight
ck-images-decision-activate = { $name }: pick the knight (number) to activate
    .kind = activate
ck-images-decision-promote = { $name }: pick the knight (number) to promote
    .kind = promote
ck-images-decision-move-knight = { $name }: pick the knight (number) to move
    .kind = move knight
ck-images-decision-move-knight-second = { $name }: pick where the knight on { $origin } moves
ck-images-decision-displace = { $name }: pick your knight (number) to displace with
    .kind = displace
ck-images-decision-displace-second = { $name }: pick the knight the one on { $origin } displaces
ck-images-decision-chase = { $name }: pick the knight (number) to chase the robber
    .kind = chase
ck-images-decision-wall = { $name }: pick the city (number) for a city wall
    .kind = wall
ck-images-decision-bishop = { $name }: pick a letter to move the robber (Bishop)
    .kind = bishop
ck-images-decision-merchant = { $name }: pick a letter for the merchant
    .kind = merchant
ck-images-decision-inventor = { $name }: pick the first number token to swap (Inventor)
    .kind = inventor
ck-images-decision-inventor-second = { $name }: pick the token to swap with { $origin } (Inventor)
ck-images-decision-diplomat = { $name }: pick the open road (number-number) to remove
    .kind = diplomat
ck-images-decision-engineer = { $name }: pick the city (number) for a free wall
    .kind = engineer
ck-images-decision-medicine = { $name }: pick the settlement (number) to make a city
    .kind = medicine
ck-images-decision-intrigue = { $name }: pick the knight (number) to displace (Intrigue)
    .kind = intrigue
ck-images-decision-smith = { $name }: pick a knight (number) to promote (Smith)
    .kind = smith
ck-images-decision-smith-second = { $name }: pick a second knight to promote with { $origin } (Smith)
ck-images-decision-pillage = { $name }: pick the city (number) the barbarians pillage
    .kind = pillage
ck-images-decision-metropolis = { $name }: pick the city (number) for the metropolis
    .kind = metropolis
ck-images-decision-knight-retreat = { $name }: pick where your displaced knight goes
    .kind = knight retreat
ck-images-decision-deserter-remove = { $name }: pick the knight (number) you remove (Deserter)
    .kind = deserter remove
ck-images-decision-deserter-place = { $name }: pick a number to place the deserter's knight
    .kind = deserter place
ck-images-decision-commit-knights = { $name }: pick a knight (number) to send against the barbarians
    .kind = commit knights
ck-images-decision-diplomat-replace = { $name }: pick a path (number-number) to re-place your road
    .kind = diplomat replace
