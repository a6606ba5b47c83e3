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
