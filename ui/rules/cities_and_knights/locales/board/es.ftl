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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
ck-board-help-commodities = Mercancías
ck-board-help-commodities-text = Una ciudad junto a bosque, montaña o pasto produce 1 recurso y 1 mercancía (papel, moneda o tela); un poblado solo el recurso. Las mercancías pagan las mejoras de ciudad y cuentan como cartas en la mano.
ck-board-help-knights = Caballeros
ck-board-help-knights-text = Un caballero cuenta contra los bárbaros y solo puede actuar mientras está activo (1 cereal); un caballero inactivo se dibuja hueco, con borde discontinuo. I, II y III son su fuerza.
ck-board-help-barbarians = Los bárbaros
ck-board-help-barbarians-text = Cada barco en el dado de eventos avanza el barco bárbaro una casilla. Cuando llega a Catan, la fuerza de los caballeros activos se compara con el número de ciudades; después todos los caballeros quedan inactivos.
ck-board-help-robber = El ladrón duerme
ck-board-help-robber-text = Hasta el primer ataque de los bárbaros el ladrón se queda en el desierto: un 7 solo hace descartar a quien tiene demasiadas cartas.
