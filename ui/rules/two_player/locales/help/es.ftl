# Las palabras de two_player, español (issue #33).

## /catan help topic:two_player
help-two_player =
    {"*"}*Ayuda: la variante para 2 jugadores** (`/catan new players:2`)
    • Cada turno tiene dos tiradas de producción (`/catan roll` dos veces).
    • Tras cada camino o poblado, construyes uno para un jugador neutral (blanco o naranja): **🏳️ Pieza neutral…** o `/catan 2p neutral_road spot`, `/catan 2p neutral_settlement spot`.
    • Las cartas de comercio pagan acciones (1 carta, 2 mientras vayas en cabeza en PV visibles):
    {"  "}`/catan 2p forced` — robar 2 cartas a un rival y luego devolverle 2 con `/catan 2p giveback cards` (o **↩️ Devolver…**);
    {"  "}`/catan 2p desert` — mover el ladrón al desierto;
    {"  "}`/catan 2p knight` — un Caballero jugado a cambio de 2 cartas de comercio.
    • `/catan status` y la leyenda del tablero muestran las cartas de comercio de todos.
    .menu = two_player: la variante para 2 jugadores
