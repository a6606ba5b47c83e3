# The words drawn in images (issue #33): the board's table and caption, the hand, decision images, the statistics.
# Keys: images-<what>. Drawn in the game's language (board, statistics) or the reader's (hand, decision images).
# Labels with a fixed room are measured in every language (tests/rendering/test_label_fit_issue33.py): a long
# translation is drawn a size smaller or on two lines; a name that needs two lines may say where to break them.

## The score table (rendering/legend.py)
images-column-vp = VP
images-column-cards = Cards
images-column-dev = Dev
images-column-knights = Knights
images-column-road = Road
images-column-vp-cards = VP cards
images-status-won = Game over: { $name } wins
images-status-won-with = Game over: { $name } wins with { $vp } VP
images-status-setup = Set-up: { $name } to place
images-status-turn = Turn { $turn }: { $name } to play
images-player = Player { $number }
images-colour-red = Red
images-colour-blue = Blue
images-colour-white = White
images-colour-orange = Orange
images-colour-green = Green
images-colour-brown = Brown

## The board (rendering/board.py, rendering/background.py)
images-harbor-any = any
images-dice-rolled = rolled { $total }
images-dice-roll-nth = { $nth ->
    [1] 1st roll
   *[other] 2nd roll
} { $total }

## Decision images (rendering/decision.py): a caption per kind; .kind names it where no spot is legal
images-decision-none = { $name }: no legal spot for a { $kind } right now
images-decision-settlement = { $name }: pick a number to build a settlement
    .kind = settlement
images-decision-road = { $name }: pick a path (number-number) for a road
    .kind = road
images-decision-city = { $name }: pick the settlement (number) to make a city
    .kind = city
images-decision-robber = { $name }: pick a letter to move the robber
    .kind = robber

## The hand (rendering/hand.py, rendering/card_row.py)
images-hand-title = { $name }'s hand
images-hand-vp = { $vp } VP
images-hand-vp-hidden = { $vp } VP ({ $hidden } hidden)
images-discard-owed = { $count ->
    [one] You must discard { $count } card
   *[other] You must discard { $count } cards
}
images-section-resources = Resource cards
images-section-in-hand = { $count } in hand
images-section-development = Development cards
images-section-build = Build
images-dev-note = cards bought this turn can be played from your next turn
images-dev-new = { $count } new
images-card-brick = Brick
images-card-lumber = Lumber
images-card-ore = Ore
images-card-grain = Grain
images-card-wool = Wool
images-bank-rate = bank { $rate }:1
images-dev-knight = Knight
images-dev-road_building =
    Road
    Building
images-dev-year_of_plenty =
    Year of
    Plenty
images-dev-monopoly = Monopoly
images-dev-victory_point =
    Victory
    Point
images-buy-road = Road
images-buy-settlement = Settlement
images-buy-city = City
images-buy-dev = Dev. card
images-buy-deck-empty = deck empty
images-buy-none-left = none left
images-buy-now = ✓ build now
images-buy-affordable = ✓ affordable
images-buy-missing = { $count ->
    [one] { $count } card missing
   *[other] { $count } cards missing
}

## The statistics (rendering/stats.py)
images-stats-title = Game statistics
images-stats-dice = { $count ->
    [one] Dice: { $count } roll
   *[other] Dice: { $count } rolls
}
images-stats-expected = expected
images-stats-vp-by-turn = VP by turn
images-stats-rolled = rolled
images-stats-cards = Cards
images-stats-start = Start
images-stats-produced = Produced
images-stats-trade-plus = Trade +
images-stats-trade-minus = Trade −
images-stats-bank-plus = Bank +
images-stats-bank-minus = Bank −
images-stats-stole = Stole
images-stats-stolen = Stolen
images-stats-discards = Discards
images-stats-dev-card = Dev card
