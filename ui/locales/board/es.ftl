# The live board's pieces and forms as a screen reader says them (issue #34 items 3, 4 and 6): web/rules/, web/legal.py.

board-building = { $who }: { $kind ->
    [1] poblado
   *[other] ciudad
} en { $at }
board-road = { $who }: camino en { $at }
board-robber = El ladrón está en { $at }
board-player = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} · { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}{ $dev ->
    [0] {""}
    [one] { " " }· 1 carta de desarrollo
   *[other] { " " }· { $dev } cartas de desarrollo
}
board-pieces = Piezas en el tablero
board-second-step = Ahora elige el segundo lugar en el tablero (Escape cancela).
board-more-moves = Más jugadas
board-chosen = elegido
board-player-more = { $line } · { $more }
board-knights-played = { $count ->
    [one] 1 caballero jugado
   *[other] { $count } caballeros jugados
}
board-form-discard = Descarta { $count } de tus { $held } cartas
board-form-choose = Elige { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
board-first-spot = { $what }: { $count ->
    [one] 1 lugar para elegir después
   *[other] { $count } lugares para elegir después
}
board-show-numbers = Mostrar números
