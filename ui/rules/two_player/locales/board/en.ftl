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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
two-board-help-trade-cards = Trade cards
two-board-help-trade-cards-text = An action costs trade cards: a forced trade (draw 2 cards from your opponent, give 2 of yours back) or moving the robber to the desert. It costs 1 card, or 2 while you have more visible victory points than your opponent. A new settlement on the coast earns 1, beside the desert 2 (both: 3); removing a played Knight earns 2.
