# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: { $knight }
ck-board-wall = { $who }: muralha em { $at }
ck-board-metropolis = { $who }: metrópole ({ $track }) em { $at }
ck-board-barbarians = Navio bárbaro: casa { $at } de { $steps } rumo a Catan
ck-board-merchant = { $who }: o mercador em { $at }
ck-board-status-barbarians = Bárbaros: casa { $position } de { $of } · ataques até agora: { $attacks } · força dos bárbaros: { $strength }
ck-board-player = melhorias C{ $trade } P{ $politics } Ci{ $science } · { $progress ->
    [one] 1 carta de progresso
   *[other] { $progress } cartas de progresso
}
ck-board-knights = cavaleiros ativos { $knights }
ck-board-defenders = { $count ->
    [one] 1 carta de Defensor
   *[other] { $count } cartas de Defensor
}
ck-board-metropolises = metrópole { $tracks }
ck-board-dice = Última rolagem: vermelho { $red }, amarelo { $yellow }, dado de evento: { $event }
ck-board-merchant-name = Mercador
