# La variante de 2 jugadores en el tablero en vivo (issue #34).

two-board-supply = Cartas de comercio en la reserva: { $supply }
two-board-trade-cards = { $count ->
    [one] 1 carta de comercio
   *[other] { $count } cartas de comercio
} (una acción cuesta { $price })
two-board-give-back = ⚠️ Devuelve 2 cartas para terminar el intercambio forzoso.
# the second roll's prompt without the Discord button's name (the board's button says it)
two-board-prompt-second-roll = hacer la segunda tirada de producción
    .about = hacer la segunda tirada de producción
