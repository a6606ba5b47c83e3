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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
ck-board-help-commodities = Mercadorias
ck-board-help-commodities-text = Uma cidade ao lado de floresta, montanha ou pasto produz 1 recurso e 1 mercadoria (papel, moeda ou tecido); uma aldeia só o recurso. Mercadorias pagam as melhorias de cidade e contam como cartas na mão.
ck-board-help-knights = Cavaleiros
ck-board-help-knights-text = Um cavaleiro conta contra os bárbaros e só pode agir enquanto ativo (1 trigo); um cavaleiro inativo é desenhado oco, com borda tracejada. I, II e III são sua força.
ck-board-help-barbarians = Os bárbaros
ck-board-help-barbarians-text = Cada navio no dado de eventos avança o navio bárbaro uma casa. Quando ele chega a Catan, a força dos cavaleiros ativos é comparada ao número de cidades; depois todos os cavaleiros ficam inativos.
ck-board-help-robber = O ladrão dorme
ck-board-help-robber-text = Até o primeiro ataque dos bárbaros o ladrão fica no deserto: um 7 só faz descartar quem tem cartas demais.
