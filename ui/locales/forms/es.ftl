forms-offer-title = Ofrecer un intercambio
forms-offer-title-to = Ofrecer un intercambio a { $name }
forms-you-hold = Tienes { $hand }
forms-you-give = Das
forms-you-get = Recibes
forms-example = p. ej. { $cards }
forms-offer-to = Ofrecer a
forms-everyone = Todos
forms-player-to-offer-to = El jugador al que ofreces
forms-counter-title = Contraoferta al intercambio #{ $offer }
forms-discard = Descartar
forms-discard-title = { $count ->
    [one] Descartar { $count } carta
   *[other] Descartar { $count } cartas
}
forms-discard-of = Descarta { $count } de: { $hand }
forms-cards-to-discard = Cartas a descartar
