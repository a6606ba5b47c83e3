forms-offer-title = Oferecer uma troca
forms-offer-title-to = Oferecer uma troca a { $name }
forms-you-hold = Você tem { $hand }
forms-you-give = Você dá
forms-you-get = Você recebe
forms-example = p. ex. { $cards }
forms-offer-to = Oferecer a
forms-everyone = Todos
forms-player-to-offer-to = O jogador a quem oferecer
forms-counter-title = Contraproposta à troca #{ $offer }
forms-discard = Descartar
forms-discard-title = { $count ->
    [one] Descartar { $count } carta
   *[other] Descartar { $count } cartas
}
forms-discard-of = Descarte { $count } de: { $hand }
forms-cards-to-discard = Cartas a descartar
