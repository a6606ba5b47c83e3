# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: { $knight }
ck-board-wall = { $who }: muralla en { $at }
ck-board-metropolis = { $who }: metrópolis ({ $track }) en { $at }
ck-board-barbarians = Barco bárbaro: casilla { $at } de { $steps } hacia Catan
ck-board-merchant = { $who }: el mercader en { $at }
ck-board-status-barbarians = Bárbaros: casilla { $position } de { $of } · ataques hasta ahora: { $attacks } · fuerza de los bárbaros: { $strength }
ck-board-player = mejoras C{ $trade } P{ $politics } Ci{ $science } · { $progress ->
    [one] 1 carta de progreso
   *[other] { $progress } cartas de progreso
}
ck-board-knights = caballeros activos { $knights }
ck-board-defenders = { $count ->
    [one] 1 carta de Defensor
   *[other] { $count } cartas de Defensor
}
ck-board-metropolises = metrópolis { $tracks }
ck-board-dice = Última tirada: rojo { $red }, amarillo { $yellow }, dado de evento: { $event }
ck-board-merchant-name = Mercader
