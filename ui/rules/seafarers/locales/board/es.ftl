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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
sea-board-help-gold = Ríos de oro
sea-board-help-gold-text = Cuando sale el número de un río de oro, cada poblado a su lado toma 1 recurso a elección de su dueño, una ciudad 2. El ladrón encima lo detiene, como en cualquier hexágono.
sea-board-help-chits = Fichas Catan (bonificación de isla)
sea-board-help-chits-text = Tu primer poblado en una isla nueva (no donde empezaste) gana fichas Catan: cada una vale 1 punto de victoria y nunca se pierde.
sea-board-help-ships = Mover un barco
sea-board-help-ships-text = Una vez por turno, después de tirar, puedes mover un barco: uno en el extremo abierto de una línea de tus barcos, no construido este turno, no junto al pirata. Una línea que une dos de tus poblados o ciudades está cerrada: ninguno de sus barcos puede moverse. El tablero rodea los barcos que puedes mover.
sea-board-help-pirate = El pirata
sea-board-help-pirate-text = Con un 7 o un Caballero mueves el ladrón o el pirata. El pirata va a un hexágono de mar y roba a un jugador con un barco a su lado; junto a él no se puede construir ni mover ningún barco.
