# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: navio em { $at }
sea-board-pirate = O pirata está em { $at }
sea-board-fog = { $at }: neblina, ainda virada para baixo
sea-board-chits = { $who }: { $count ->
    [one] 1 ficha Catan
   *[other] { $count } fichas Catan
}
