# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: barco en { $at }
sea-board-pirate = El pirata está en { $at }
sea-board-fog = { $at }: niebla, aún boca abajo
sea-board-chits = { $who }: { $count ->
    [one] 1 ficha Catan
   *[other] { $count } fichas Catan
}
