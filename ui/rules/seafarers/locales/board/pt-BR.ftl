# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: navio em { $at }
sea-board-pirate = O pirata está em { $at }
sea-board-fog = { $at }: neblina, ainda virada para baixo
sea-board-status-fog = { $count ->
    [one] 1 hexágono de névoa ainda virado para baixo
   *[other] { $count } hexágonos de névoa ainda virados para baixo
}
sea-board-ships = { $count ->
    [one] 1 barco
   *[other] { $count } barcos
}
sea-board-chits-held = { $count ->
    [one] 1 ficha Catan
   *[other] { $count } fichas Catan
}
sea-board-gold-owed = ⚠️ Você precisa escolher ouro: { $count ->
    [one] { $count } matéria-prima
   *[other] { $count } matérias-primas
}.
