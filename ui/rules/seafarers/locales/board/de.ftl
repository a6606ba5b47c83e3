# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: Schiff auf { $at }
sea-board-pirate = Der Pirat steht auf { $at }
sea-board-fog = { $at }: Nebel, noch verdeckt
sea-board-chits = { $who }: { $count ->
    [one] 1 Catan-Chip
   *[other] { $count } Catan-Chips
}
