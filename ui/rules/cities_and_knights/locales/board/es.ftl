# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: { $knight }
ck-board-wall = { $who }: muralla en { $at }
ck-board-metropolis = { $who }: metrópolis ({ $track }) en { $at }
ck-board-barbarians = Barco bárbaro: casilla { $at } de { $steps } hacia Catan
ck-board-merchant = { $who }: el mercader en { $at }
ck-board-dice = Última tirada: rojo { $red }, amarillo { $yellow }, dado de evento: { $event }
ck-board-merchant-name = Mercader
