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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
two-board-help-trade-cards = Cartas de comercio
two-board-help-trade-cards-text = Una acción cuesta cartas de comercio: un intercambio forzoso (robar 2 cartas a tu rival y devolverle 2 tuyas) o mover el ladrón al desierto. Cuesta 1 carta, o 2 mientras tengas más puntos de victoria visibles que tu rival. Un poblado nuevo en la costa da 1, junto al desierto 2 (ambos: 3); retirar un Caballero jugado da 2.
