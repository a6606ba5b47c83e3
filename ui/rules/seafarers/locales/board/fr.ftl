# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who } : bateau sur { $at }
sea-board-pirate = Le pirate est sur { $at }
sea-board-fog = { $at } : brouillard, encore face cachée
sea-board-chits = { $who } : { $count ->
    [one] 1 jeton Catan
   *[other] { $count } jetons Catan
}
