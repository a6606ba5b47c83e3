# A variante de 2 jogadores no tabuleiro ao vivo (issue #34).

two-board-supply = Cartas de comércio na reserva: { $supply }
two-board-trade-cards = { $count ->
    [one] 1 carta de comércio
   *[other] { $count } cartas de comércio
} (uma ação custa { $price })
two-board-give-back = ⚠️ Devolva 2 cartas para terminar a troca forçada.
# the second roll's prompt without the Discord button's name (the board's button says it)
two-board-prompt-second-roll = fazer a segunda rolagem de produção
    .about = fazer a segunda rolagem de produção

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
two-board-help-trade-cards = Cartas de comércio
two-board-help-trade-cards-text = Uma ação custa cartas de comércio: uma troca forçada (tirar 2 cartas do oponente e devolver 2 suas) ou mover o ladrão para o deserto. Custa 1 carta, ou 2 enquanto você tiver mais pontos de vitória visíveis que o oponente. Uma aldeia nova na costa dá 1, ao lado do deserto 2 (ambos: 3); retirar um Cavaleiro jogado dá 2.
