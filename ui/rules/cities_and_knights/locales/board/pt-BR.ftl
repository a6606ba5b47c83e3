# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: { $knight }
ck-board-wall = { $who }: muralha em { $at }
ck-board-metropolis = { $who }: metrópole ({ $track }) em { $at }
ck-board-barbarians = Navio bárbaro: casa { $at } de { $steps } rumo a Catan
ck-board-merchant = { $who }: o mercador em { $at }
ck-board-dice = Última rolagem: vermelho { $red }, amarelo { $yellow }, dado de evento: { $event }
ck-board-merchant-name = Mercador
