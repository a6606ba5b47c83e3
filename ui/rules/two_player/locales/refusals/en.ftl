# two_player's refusals (issue #33): what its steps wait for, its kinds of action, why they are refused.

## What each step waits for ("Waiting for player 2 to ...")
refusals-step-neutral_road = place a road for a neutral player
refusals-step-neutral_settlement = place a settlement for a neutral player
refusals-step-forced_trade_give = give 2 cards back in the forced trade

## Kinds of action ("Right now you can: ...")
refusals-can-forced_trade = force a trade
refusals-can-robber_to_desert = move the robber to the desert
refusals-can-knight_for_trade_cards = exchange a Knight for trade cards
refusals-can-neutral_road = place a neutral road
refusals-can-neutral_settlement = place a neutral settlement
refusals-can-forced_trade_give = give 2 cards back

## Why a trade-card action or a neutral placement is refused
refusals-two-only = That action exists only in the 2-player variant.
refusals-two-paid-when = { $what ->
        [forced_trade] A forced trade
       *[desert] Moving the robber
    } is possible before the first roll, between the rolls or after them.
refusals-two-paid-cost = { $what ->
        [forced_trade] A forced trade
       *[desert] Moving the robber
    } costs you { $cost } trade card(s) now; you hold { $held }.
refusals-two-action-limit = This game allows { $limit } trade-card action(s) per turn.
refusals-two-cannot-give = A forced trade needs 2 resource cards in your hand to give back.
refusals-two-opponent-empty = Your opponent holds no resource card to draw.
refusals-two-robber-on-desert = The robber is already on the desert.
refusals-two-swap-when = A Knight can be exchanged before the first roll, between the rolls or after them.
refusals-two-no-knight = You have no played Knight to exchange.
refusals-two-swapped = You already exchanged a Knight this turn.
refusals-two-card-limit = You already hold 7 trade cards, the most allowed.
refusals-two-supply-empty = No trade card is left in the supply.
refusals-two-nothing-owed = Nothing is owed: { $what ->
        [neutral_road] a neutral road is placed
        [neutral_settlement] a neutral settlement is placed
       *[forced_trade_give] cards are given back
    } only right after the matching build or draw.
refusals-two-not-like-that = You can't { $what ->
        [neutral_road] place a neutral road
        [neutral_settlement] place a neutral settlement
       *[forced_trade_give] give cards back
    } like that.

## One action ("You could: ...")
refusals-two-neutral = neutral { $colour ->
        [white] white
        [orange] orange
       *[other] seat { $colour }
    }
refusals-do-neutral_road = place a road for { $neutral } on { $path }
refusals-do-neutral_settlement = place a settlement for { $neutral } on { $spot }
refusals-do-forced_trade = force a trade (draw 2 cards from your opponent, give 2 back)
refusals-do-forced_trade_give = give { $cards } back in the forced trade
refusals-do-robber_to_desert = move the robber to the desert with trade cards
refusals-do-knight_for_trade_cards = exchange a played Knight for 2 trade cards
