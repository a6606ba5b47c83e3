history-button-prev = ◀ Turno anterior
history-button-next = Turno siguiente ▶
history-button-jump = Ir al turno…
history-no-game-here = No hay ninguna partida #{ $game } en este servidor.
history-a-turn = Un turno
history-export = Partida #{ $game }: el registro público (JSON y texto).
history-leaderboard = 🏆 **Clasificación** (partidas terminadas)
history-no-finished = Todavía no hay partidas terminadas.
history-bots = 🤖 **Jugadores virtuales**
history-none-yet = Ninguno todavía.
history-jump-title = Partida #{ $game }: ir a un turno
history-turn = Turno

## Las estadísticas de una partida terminada (history/text.py)
history-stats-head = 📊 **{ $title }**
history-bullet = • { $line }
history-player = Jugador { $seat }
history-duration-unknown = un tiempo desconocido
history-duration-under-a-minute = menos de un minuto
history-duration-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
history-duration-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}{ $minutes ->
    [0] {""}
    [one] {" "}{ $minutes } minuto
   *[other] {" "}{ $minutes } minutos
}
history-duration-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
}
history-length = { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} en { $took }.
history-winner = Ganador: { $who } con { $vp ->
    [one] { $vp } punto de victoria
   *[other] { $vp } puntos de victoria
}.
history-rolls = { $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
}; { $sevens ->
    [one] { $sevens } siete
   *[other] { $sevens } sietes
} (se esperaban { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }).
history-most-robbed = Más robado: { $who } ({ $times ->
    [one] { $times } vez
   *[other] { $times } veces
}).
history-drought = Mayor sequía: { $who }, { $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
} seguidas sin producción.
history-biggest-trade = Mayor intercambio: { $who } dio { $gave ->
    [one] { $gave } carta
   *[other] { $gave } cartas
} a { $partner } por { $got ->
    [one] { $got } carta
   *[other] { $got } cartas
} (turno { $turn }).
history-seat-count = { $who } { $count }

## Clasificación y repetición
history-rating-line = { $place }. { $who } — puntuación { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
history-rating-line-vp = { $line } · { NUMBER($vp, minimumFractionDigits: 1, maximumFractionDigits: 1) } PV de media
history-bot = Jugador virtual
history-bot-strength = Jugador virtual ({ $strength })
history-replay = ⏪ Repetición de la partida #{ $game }: { $when } ({ $shown } de { $turns } turnos jugados).
history-replay-end = el final de la partida
history-replay-setup = tras la fase de fundación
history-replay-turn = final del turno { $turn }
history-replay-begins = { $when }, al empezar el turno { $next }
