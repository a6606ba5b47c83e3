# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: barco en { $at }
sea-board-pirate = El pirata está en { $at }
sea-board-fog = { $at }: niebla, aún boca abajo
sea-board-status-fog = { $count ->
    [one] 1 hexágono de niebla sigue boca abajo
   *[other] { $count } hexágonos de niebla siguen boca abajo
}
sea-board-ships = { $count ->
    [one] 1 barco
   *[other] { $count } barcos
}
sea-board-chits-held = { $count ->
    [one] 1 ficha Catan
   *[other] { $count } fichas Catan
}
sea-board-gold-owed = ⚠️ Debes elegir oro: { $count ->
    [one] { $count } materia prima
   *[other] { $count } materias primas
}.
