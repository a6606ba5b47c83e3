# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: Schiff auf { $at }
sea-board-pirate = Der Pirat steht auf { $at }
sea-board-fog = { $at }: Nebel, noch verdeckt
sea-board-status-fog = { $count ->
    [one] 1 Nebelfeld ist
   *[other] { $count } Nebelfelder sind
} noch verdeckt
sea-board-ships = { $count ->
    [one] 1 Schiff
   *[other] { $count } Schiffe
}
sea-board-chits-held = { $count ->
    [one] 1 Catan-Chip
   *[other] { $count } Catan-Chips
}
sea-board-gold-owed = ⚠️ Du musst Gold wählen: { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
}.
