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
