# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: ship on { $at }
sea-board-pirate = The pirate is on { $at }
sea-board-fog = { $at }: fog, still face down
sea-board-chits = { $who }: { $count ->
    [one] 1 Catan chit
   *[other] { $count } Catan chits
}
