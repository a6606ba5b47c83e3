# The engine's refusals (issue #33): why a move is not legal now, and what would be (engine/explain.py,
# engine/errors.py, engine/pending.py, engine/actions.py, engine/rules/trade.py, engine/options.py).

## Who and what the game waits for
refusals-player = player { $seat }
refusals-waiting = Waiting for { $who } to { $what }.
refusals-and = { $first } and { $next }
refusals-with-hint = { $reason } { $hint }
refusals-everyone = everyone

## What each step waits for ("Waiting for player 2 to ...")
refusals-step-setup_settlement = place a set-up settlement
refusals-step-setup_road = place a set-up road
refusals-step-pre_roll = roll the dice
refusals-step-move_robber = move the robber
refusals-step-steal = choose whom to rob
refusals-step-main = trade, build or end the turn
refusals-step-road_building = place free roads
refusals-step-discard = discard half of their cards

## What is legal instead
refusals-now-you-can = Right now you can: { $actions }.
refusals-cannot-now = You can't { $action } now.
refusals-legal-spots = Legal: { $spots }.
refusals-legal-spots-more = Legal: { $spots } and { $more } more.
refusals-you-could = You could: { $choices }.
refusals-you-could-more = You could: { $choices } (and { $more } more).
refusals-choices-next = { $choices }; { $choice }

## Kinds of action ("Right now you can: roll the dice, play a Knight")
refusals-can-roll = roll the dice
refusals-can-end_turn = end your turn
refusals-can-road = build a road
refusals-can-settlement = build a settlement
refusals-can-city = build a city
refusals-can-buy_dev = buy a development card
refusals-can-knight = play a Knight
refusals-can-road_building = play Road Building
refusals-can-year_of_plenty = play Year of Plenty
refusals-can-monopoly = play Monopoly
refusals-can-reveal_vp = reveal VP cards
refusals-can-robber = move the robber
refusals-can-steal = choose whom to rob
refusals-can-skip_steal = rob nobody
refusals-can-discard = discard
refusals-can-bank_trade = trade with the bank
refusals-can-accept = accept a trade
refusals-can-decline = decline a trade
refusals-can-confirm = confirm a trade
refusals-can-withdraw = withdraw your offer
refusals-can-offer = offer a trade
refusals-can-counter = make a counter-offer

## One action ("You could: build a road on 12-13; ...")
refusals-do-roll = roll the dice
refusals-do-end_turn = end the turn
refusals-do-road = build a road on { $path }
refusals-do-settlement = build a settlement on { $spot }
refusals-do-city = build a city on { $spot }
refusals-do-buy_dev = buy a development card
refusals-do-knight = play a Knight
refusals-do-road_building = play Road Building
refusals-do-year_of_plenty = play Year of Plenty for { $resources }
refusals-do-monopoly = play Monopoly on { $resource }
refusals-do-reveal_vp = reveal victory point cards
refusals-do-robber = move the robber to hex { $hex }
refusals-do-steal = steal from { $player }
refusals-do-skip_steal = steal nothing
refusals-do-discard = discard { $cards }
refusals-do-bank_trade = trade { $give } to the bank for { $get }
refusals-do-offer = offer { $give } for { $get } to { $to }
refusals-do-counter = counter offer #{ $offer } with { $give } for { $get }
refusals-do-confirm = confirm trade #{ $offer } with { $player }
refusals-do-accept = accept trade #{ $offer }
refusals-do-decline = decline trade #{ $offer }
refusals-do-withdraw = withdraw trade #{ $offer }

## Whose move
refusals-game-over = The game is over.
refusals-not-a-player = You are not playing in this game.
refusals-not-your-move = It's not your move right now.
refusals-not-your-turn = It's not your turn. { $waiting }
refusals-not-now = Not now. { $waiting }

## Spots
refusals-no-such-path = There is no such path.
refusals-path-taken = Path { $path } already has a road.
refusals-setup-road-touch = Your set-up road must touch the { $piece ->
        [city] city
       *[settlement] settlement
    } you just placed on { $spot }.
refusals-path-unconnected = Path { $path } doesn't connect to your roads or buildings (an opponent's building blocks a road).
refusals-no-such-intersection = There is no such intersection.
refusals-intersection-taken = Intersection { $spot } is already taken.
refusals-distance-rule = Intersection { $spot } is too close to another building (distance rule).
refusals-not-road-end = Intersection { $spot } is not at the end of one of your roads.
refusals-no-settlement-on = You have no settlement on { $spot } to upgrade.
refusals-no-such-hex = There is no such hex.
refusals-robber-must-move = The robber must move to a different hex.
refusals-robber-desert = The robber may not go to the desert in this game (1997 rules).

## Steps
refusals-discard-exactly = You must discard exactly { $count } cards that you hold.
refusals-discards-first = First every player with more than 7 cards discards. { $waiting }
refusals-setup-settlement = During set-up you place a settlement.
refusals-setup-road = During set-up you place a road next to your new settlement.
refusals-free-roads-first = Place your free roads from Road Building first.
refusals-roll-first = Roll the dice first.
refusals-robber-first = Finish moving the robber first.
refusals-already-rolled = You already rolled this turn.
refusals-cannot-end = You can end your turn only after rolling and resolving the roll.
refusals-nobody-discards = Nobody has to discard now.
refusals-nobody-to-rob = There is nobody to rob right now.
refusals-vp-automatic = Victory point cards are revealed automatically when they win you the game.

## Building and buying
refusals-costs = { $piece ->
        [road] A road
        [settlement] A settlement
        [city] A city
       *[development_card] A development card
    } costs { $cost }; you are missing { $missing }.
refusals-no-roads-left = You have no roads left (15 on the board).
refusals-no-settlements-left = All 5 of your settlements are on the board: upgrade one to a city first.
refusals-no-cities-left = All 4 of your cities are on the board.
refusals-nothing-to-upgrade = You have no settlement to upgrade.
refusals-deck-empty = The development deck is empty.
refusals-no-spot-for = There is no legal spot for { $piece ->
        [road] a road
        [settlement] a settlement
        [city] a city
       *[development_card] a development card
    } right now.

## Development cards
refusals-dev-knight = Knight
refusals-dev-road_building = Road Building
refusals-dev-year_of_plenty = Year of Plenty
refusals-dev-monopoly = Monopoly
refusals-dev-limit = You already played a development card this turn.
refusals-no-dev-card = You have no { $card } card.
refusals-bought-this-turn = A { $card } bought this turn can be played from your next turn on.
refusals-road-building-no-spot = Road Building needs a road in your supply and a legal path.
refusals-dev-during-roll = Development cards can't be played between the roll and the end of its resolution.

## Trading with the bank
refusals-name-two-cards = Name two cards: { $cards }.
refusals-same-card = You must receive a different card than you give.
refusals-bank-rate = Your rate for { $card } is { $rate }:1 and you have { $held }.
refusals-bank-empty = The bank has no { $card } left.

## Trading with players
refusals-trade-gone = Trade #{ $offer } is not open any more.
refusals-trade-phase-only = Trades can be concluded only during the trade phase of the active player.
refusals-not-your-offer = Trade #{ $offer } is not your offer.
refusals-not-accepted = That player has not accepted this offer.
refusals-confirm-cannot-afford = One of you no longer holds the cards for this trade.
refusals-not-offered-to-you = Trade #{ $offer } was not offered to you.
refusals-already-accepted = You already accepted; the offer's author now confirms.
refusals-already-declined = You already declined.
refusals-you-dont-hold = You don't hold { $cards }.
refusals-only-active-proposes = Only the player whose turn it is may propose a trade (1997 rules).
refusals-no-gifts = Both sides of a trade must give at least one card (no gifts).
refusals-no-gifts-example = Example: 1 wool for 1 ore.
refusals-same-both-sides = The same resource can't be on both sides of a trade.
refusals-same-both-sides-hint = Remove it from one side.
refusals-trade-width = A trade names { $count } card counts per side in this game.
refusals-cannot-offer = You can't offer { $cards }: you don't hold those cards.
refusals-offer-target = Offer to one opponent, or to everyone.
refusals-include-active = Every trade must include the player whose turn it is (BASE-TRADE-1): offer to them, or to everyone.
refusals-trade-after-setup = Trading starts after the set-up.
refusals-trade-during-turn = Trading is open only during a player's turn.
refusals-trade-over = Trading is over for this turn: you already built (strict trade/build phases).
refusals-trade-after-roll = Trading starts after the dice are rolled.
refusals-trade-after-resolution = Trading is possible only once the roll is fully resolved.

## Requests that are no action (a program's, not a person's)
refusals-not-an-action = Not an action: { $data }.
refusals-known-kinds = Known kinds: { $kinds }.
refusals-argument-count = Action { $kind } takes { $count } argument(s), got { $got }.
refusals-expected-number = Action { $kind }: expected a number, got { $got }.
refusals-expected-name = Action { $kind }: expected a name, got { $got }.
refusals-expected-counts = Action { $kind }: expected 5 card counts, got { $got }.
refusals-expected-resources = Action { $kind }: expected resources, got { $got }.

## Game options that describe no playable game (`/catan new`)
refusals-options-unknown = Unknown option(s): { $unknown }. Known: { $known }.
refusals-options-first-player = first_player must be a seat below { $players }.
refusals-options-bool = Option { $name } must be true or false, not { $value }.
refusals-options-number = Option { $name } must be a whole number from { $low } to { $high }, not { $value }.
refusals-options-number-or = Option { $name } must be a whole number from { $low } to { $high } (or { $extra }), not { $value }.
refusals-options-one-of = Option { $name } must be one of { $values }, not { $value }.
