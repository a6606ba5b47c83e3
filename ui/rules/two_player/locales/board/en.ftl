# The 2-player variant on the live board (issue #34): web/rules/two_player. Keys: two-board-<what>.

two-board-supply = Trade cards in the supply: { $supply }
two-board-trade-cards = { $count ->
    [one] 1 trade card
   *[other] { $count } trade cards
} (an action costs { $price })
two-board-give-back = ⚠️ Give 2 cards back to finish the forced trade.
# the second roll's prompt without the Discord button's name (the board's button says it)
two-board-prompt-second-roll = make the second production roll
    .about = make the second production roll
