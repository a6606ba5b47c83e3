play-done = ✅ Hecho: { $action }.
play-pick-in-menu = Elige una de las jugadas del menú.
play-no-discard-owed = Ahora no debes descartar.
play-player-to-rob = El jugador al que robar (elige de la lista)
play-board-posted = El tablero de la partida #{ $game } está abajo para todos.
play-nothing-yet = Todavía no ha pasado nada.
