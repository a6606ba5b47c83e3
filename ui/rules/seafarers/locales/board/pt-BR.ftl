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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
sea-board-help-gold = Rios de ouro
sea-board-help-gold-text = Quando sai o número de um rio de ouro, cada aldeia ao lado pega 1 recurso à escolha do dono, uma cidade 2. O ladrão em cima o bloqueia, como em qualquer hexágono.
sea-board-help-chits = Fichas Catan (bônus de ilha)
sea-board-help-chits-text = Sua primeira aldeia numa ilha nova (não onde você começou) ganha fichas Catan: cada uma vale 1 ponto de vitória e nunca se perde.
sea-board-help-ships = Mover um barco
sea-board-help-ships-text = Uma vez por turno, depois da rolagem, você pode mover um barco: um na ponta aberta de uma linha dos seus barcos, não construído neste turno, não ao lado do pirata. Uma linha que liga duas das suas aldeias ou cidades está fechada: nenhum dos seus barcos pode se mover. O tabuleiro circula os barcos que você pode mover.
sea-board-help-pirate = O pirata
sea-board-help-pirate-text = Com um 7 ou um Cavaleiro você move o ladrão ou o pirata. O pirata vai para um hexágono de mar e rouba um jogador com um barco ao lado; nenhum barco pode ser construído ou movido ao lado dele.
