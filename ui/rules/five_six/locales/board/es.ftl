# La extensión de 5-6 jugadores en el tablero en vivo (issue #34).

six-board-prompt-slot = construir o comprar en tu turno de construcción (sin comercio ni cartas)
    .about = construir o comprar en { $you ->
        [1] tu
       *[other] su
    } turno de construcción (sin comercio ni cartas)
six-board-prompt-second = jugar tu fase del segundo jugador: construir, comprar, jugar una carta o comerciar con la banca (sin comercio entre jugadores)
    .about = jugar { $you ->
        [1] tu
       *[other] su
    } fase del segundo jugador: construir, comprar, jugar una carta o comerciar con la banca (sin comercio entre jugadores)
six-board-no-trade-as-second = Como segundo jugador (jugadores en pareja) no puedes comerciar con otros jugadores; con la banca sí.
