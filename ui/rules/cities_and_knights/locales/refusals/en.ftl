# cities_and_knights's refusals (issue #33): what its steps wait for, its kinds of action, why they are refused.

## What each step waits for ("Waiting for player 2 to ...")
refusals-step-metropolis = place the metropolis on a city
refusals-step-knight_retreat = move their displaced knight
refusals-step-progress_limit = put a progress card back (limit 4)
refusals-step-pillage = choose the city the barbarians pillage
refusals-step-defender_draw = choose a progress deck to draw from
refusals-step-commit_knights = commit knights against the barbarians
refusals-step-aqueduct = take a resource (Aqueduct)
refusals-step-ck_setup_city = place a set-up city
refusals-step-ck_resolving = wait for the roll to be resolved
refusals-step-ck_free_roads = place free roads
refusals-step-harbor_commodity = give a commodity for the Commercial Harbor
refusals-step-deserter_remove = remove one of their knights (Deserter)
refusals-step-deserter_place = place a deserted knight of their own
refusals-step-diplomat_replace = re-place the road removed by the Diplomat
refusals-step-master_merchant_take = take a card with the Master Merchant
refusals-step-spy_take = choose a progress card to take with the Spy
refusals-step-wedding_gift = give a card for the Wedding

## Kinds of action ("Right now you can: ...")
refusals-can-wall = build a city wall
refusals-can-knight_hire = hire a knight
refusals-can-knight_activate = activate a knight
refusals-can-knight_promote = promote a knight
refusals-can-knight_move = move a knight
refusals-can-knight_displace = displace a knight
refusals-can-knight_chase = chase the robber with a knight
refusals-can-improve = improve a city
refusals-can-answer = answer what the game asks of you
refusals-can-progress_discard = put a progress card back
refusals-can-alchemist = play Alchemist
refusals-can-bishop = play Bishop
refusals-can-harbor_trade = offer an opponent a resource for a commodity (Commercial Harbor)
refusals-can-commercial_harbor = play Commercial Harbor
refusals-can-crane = play Crane
refusals-can-deserter = play Deserter
refusals-can-diplomat = play Diplomat
refusals-can-engineer = play Engineer
refusals-can-intrigue = play Intrigue
refusals-can-inventor = play Inventor
refusals-can-irrigation = play Irrigation
refusals-can-master_merchant = play Master Merchant
refusals-can-medicine = play Medicine
refusals-can-merchant = play Merchant
refusals-can-merchant_fleet = play Merchant Fleet
refusals-can-mining = play Mining
refusals-can-resource_monopoly = play Resource Monopoly
refusals-can-saboteur = play Saboteur
refusals-can-smith = play Smith
refusals-can-spy = play Spy
refusals-can-trade_monopoly = play Trade Monopoly
refusals-can-warlord = play Warlord
refusals-can-wedding = play Wedding

## Commodities by name (a bank trade's "Name two cards: ...", "The bank has no paper left.")

## Why a purchase is refused
refusals-ck-costs = { $what ->
        [wall] A city wall
        [knight] A knight
        [activate] Activating a knight
       *[promote] Promoting a knight
    } costs { $cost }; you are missing { $missing }.
refusals-ck-walls-built = All { $count } of your city walls are built.
refusals-ck-wall-no-city = A city wall goes under one of your cities, and you have none yet.
refusals-ck-walls-everywhere = Every city of yours already has a wall.
refusals-ck-basic-knights-out = Both of your { $count } basic knights are on the board: promote one first.
refusals-ck-knight-no-spot = A new knight needs an empty intersection on one of your roads, and there is none.
refusals-ck-no-knight-to-activate = You have no knight to activate.
refusals-ck-knights-active = All your knights are active already.
refusals-ck-no-knight-to-promote = You have no knight to promote.
refusals-ck-no-promotion = No knight of yours can be promoted now: each goes up one level at most once per turn, the next strength must be in your supply, and a mighty knight needs Politics level 3 (Fortress).
refusals-ck-name-a-track = Name one of the tracks: trade, politics or science.
refusals-ck-track-trade = Trade
refusals-ck-track-politics = Politics
refusals-ck-track-science = Science
refusals-ck-top-level = Your { $track } is at its top level ({ $level }).
refusals-ck-improve-no-city = City improvements need a city, and you have none.
refusals-ck-level-costs = { $track } level { $level } costs { $cost }; you have { $held }.
refusals-ck-metropolis-no-city = { $track } level { $level } brings a metropolis, and every city of yours carries one already.
refusals-ck-cannot-improve = You can't improve { $track } now.

## Whose move, which step
refusals-ck-not-your-turn = You can't { $action } now: it's not your turn.
refusals-ck-free-roads-first = Place your free roads first.
refusals-ck-answer-not-open = That choice is not open now.

## One action ("You could: hire a knight on 12; ...")
refusals-do-wall = build a city wall under the city on { $spot0 }
refusals-do-knight_hire = hire a knight on { $spot0 }
refusals-do-knight_activate = activate the knight on { $spot0 }
refusals-do-knight_promote = promote the knight on { $spot0 }
refusals-do-knight_move = move the knight on { $spot0 } to { $spot1 }
refusals-do-knight_displace = displace the knight on { $spot1 } with the knight on { $spot0 }
refusals-do-knight_chase = chase the robber with the knight on { $spot0 }
refusals-do-improve = improve { $track ->
        [trade] trade (Market...)
        [politics] politics (Town Hall...)
       *[science] science (Abbey...)
    }
refusals-do-answer = answer #{ $decision }: { $choice }
refusals-do-progress_discard = put { $card } back under its deck
refusals-do-harbor_trade = Commercial Harbor: give { $player } 1 { $card } for a commodity of their choice
refusals-do-alchemist = play the Alchemist: red { $red }, yellow { $yellow }
refusals-do-bishop = play Bishop: the robber to hex { $hex }
refusals-do-merchant = play Merchant on hex { $hex }
refusals-do-inventor = play Inventor: swap the numbers of { $hex0 } and { $hex1 }
refusals-do-diplomat = play Diplomat: remove the road on { $path }
refusals-do-deserter = play Deserter on { $player }
refusals-do-master_merchant = play Master Merchant on { $player }
refusals-do-spy = play Spy on { $player }
refusals-do-merchant_fleet = play Merchant Fleet: { $card } at 2:1 this turn
refusals-do-trade_monopoly = play Trade Monopoly on { $card }
refusals-do-resource_monopoly = play Resource Monopoly on { $resource }
refusals-do-smith = play Smith: promote the { $count ->
        [one] knight
       *[other] knights
    } on { $spots }
refusals-do-intrigue = play Intrigue on the knight at { $spot0 }
refusals-do-engineer = play Engineer: a free city wall at { $spot0 }
refusals-do-medicine = play Medicine: a city on { $spot0 } for 2 ore and 1 grain
refusals-do-commercial_harbor = play Commercial Harbor
refusals-do-crane = play Crane
refusals-do-irrigation = play Irrigation
refusals-do-mining = play Mining
refusals-do-saboteur = play Saboteur
refusals-do-warlord = play Warlord
refusals-do-wedding = play Wedding

## Progress cards by name
refusals-ck-card-alchemist = Alchemist
refusals-ck-card-bishop = Bishop
refusals-ck-card-commercial_harbor = Commercial Harbor
refusals-ck-card-constitution = Constitution
refusals-ck-card-crane = Crane
refusals-ck-card-deserter = Deserter
refusals-ck-card-diplomat = Diplomat
refusals-ck-card-engineer = Engineer
refusals-ck-card-intrigue = Intrigue
refusals-ck-card-inventor = Inventor
refusals-ck-card-irrigation = Irrigation
refusals-ck-card-master_merchant = Master Merchant
refusals-ck-card-medicine = Medicine
refusals-ck-card-merchant = Merchant
refusals-ck-card-merchant_fleet = Merchant Fleet
refusals-ck-card-mining = Mining
refusals-ck-card-printer = Printer
refusals-ck-card-resource_monopoly = Resource Monopoly
refusals-ck-card-road_building = Road Building
refusals-ck-card-saboteur = Saboteur
refusals-ck-card-smith = Smith
refusals-ck-card-spy = Spy
refusals-ck-card-trade_monopoly = Trade Monopoly
refusals-ck-card-warlord = Warlord
refusals-ck-card-wedding = Wedding

## Game options
refusals-ck-options-players = Cities & Knights needs at least 3 players (CK-GEN-1): the 2-player variant is for the base game only.
refusals-ck-options-board = Cities & Knights is played with set-up on the board: board must be { $boards } (CK-SETUP-1).
