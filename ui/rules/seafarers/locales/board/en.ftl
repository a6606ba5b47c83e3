# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: ship on { $at }
sea-board-pirate = The pirate is on { $at }
sea-board-fog = { $at }: fog, still face down
sea-board-status-fog = { $count ->
    [one] 1 fog hex
   *[other] { $count } fog hexes
} still face down
sea-board-ships = { $count ->
    [one] 1 ship
   *[other] { $count } ships
}
sea-board-chits-held = { $count ->
    [one] 1 Catan chit
   *[other] { $count } Catan chits
}
sea-board-gold-owed = ⚠️ You owe a gold choice of { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}.

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
sea-board-help-gold = Gold fields
sea-board-help-gold-text = When a gold field's number is rolled, each settlement beside it takes 1 resource of its owner's choice, a city 2. The robber on a gold field stops it, as on any hex.
sea-board-help-chits = Catan chits (island bonus)
sea-board-help-chits-text = The first settlement you build on a new island (not where you started) earns Catan chits: each is 1 victory point and is never lost.
sea-board-help-ships = Moving a ship
sea-board-help-ships-text = Once a turn, after the roll, you may move one ship: one at the open end of a line of your ships, not built this turn, not beside the pirate. A line that joins two of your settlements or cities is closed: none of its ships can move. The board rings the ships you can move.
sea-board-help-pirate = The pirate
sea-board-help-pirate-text = On a 7 or a Knight you move the robber or the pirate. The pirate goes to a sea hex and robs one player with a ship beside it; no ship can be built or moved beside it.
