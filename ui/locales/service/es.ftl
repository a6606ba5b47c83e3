# Las negativas del servicio que lee una persona (issue #33).

service-sentences = { $first }{ $second }
service-game-not-found = No hay ninguna partida #{ $game }.
service-not-a-player = No juegas en la partida #{ $game }.
service-seat-left = Dejaste la partida #{ $game }; tu puesto está libre para otra persona.
service-seat-not-open = No hay ningún puesto libre en la partida #{ $game } (nadie lo dejó).
service-game-lobby = La partida #{ $game } aún no ha empezado.
service-game-finished = La partida #{ $game } ha terminado.
service-game-cancelled = La partida #{ $game } fue cancelada.
service-game-abandoned = La partida #{ $game } fue abandonada.
service-game-not-running = La partida #{ $game } no está en curso.
service-needs-attention = La partida #{ $game } está en pausa: su estado guardado necesita la atención de un administrador. No se ha perdido ninguna jugada.
service-already-started = La partida #{ $game } ya ha empezado.
service-lobby-closed = La partida #{ $game } ya no admite jugadores.
service-already-joined = Ya estás en la partida #{ $game }.
service-lobby-full = La partida #{ $game } está llena ({ $count } jugadores).
service-players = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
service-players-range = de { $low } a { $high } jugadores
service-not-enough-players = La partida #{ $game } necesita { $need } para empezar; tiene { $count }.
service-ck-table-note = { " " }Ciudades y Caballeros se juega de 3 a 6; la variante para 2 jugadores es para el juego básico.
service-conflict = La partida #{ $game } cambió en el mismo momento; vuelve a intentarlo.
service-internal-error = Algo salió mal por nuestra parte; no se guardó nada. Vuelve a intentarlo.
service-internal-error-in = Algo salió mal por nuestra parte en la partida #{ $game }; no se guardó nada. Vuelve a intentarlo.
service-needs-a-person = La partida #{ $game } necesita al menos una persona en la mesa.
service-bot-strength = Un jugador virtual es { $strengths }; no «{ $typed }».
service-host-only-start = Solo el anfitrión de la partida #{ $game } (o un administrador) puede empezarla.
service-host-only-cancel = Solo el anfitrión de la partida #{ $game } (o un administrador) puede cancelarla.
service-host-only-remove-players = Solo el anfitrión de la partida #{ $game } (o un administrador) puede quitar a otros jugadores.
service-host-only-add-bots = Solo el anfitrión de la partida #{ $game } (o un administrador) puede añadir jugadores virtuales.
service-host-only-remove-bots = Solo el anfitrión de la partida #{ $game } (o un administrador) puede quitar jugadores virtuales.
service-paused-for-another = La partida #{ $game } ya está en pausa por otro jugador.
service-no-pause-asked = Ahora nadie pide a la mesa que pause esta partida.
service-paused = La partida #{ $game } está en pausa: la mesa aceptó esperar a un jugador de vacaciones. Se reanuda cuando vuelva (`/catan me back`) o termine su ausencia.
service-not-finished = La partida #{ $game } no ha terminado: las estadísticas, repeticiones y registros llegan al final.

## Ajustes
service-not-a-place-zone = «{ $typed }» no es la zona horaria de un lugar: elige la tuya de la lista, p. ej. Europe/Madrid o America/Mexico_City.
service-unknown-zone-example = «{ $typed }» no es una zona horaria que conozca: elige una de la lista, p. ej. Europe/Madrid.
service-unknown-zone = «{ $typed }» no es una zona horaria que conozca: elige una de la lista.
service-not-a-time = «{ $typed }» no es una hora del día: escríbela como HH:MM, p. ej. 23:00 o 07:30.
service-quiet-same-times = Las horas de silencio deben empezar y terminar a horas distintas (p. ej. de 23:00 a 08:00).
service-vacation-ends-first = Unas vacaciones deben terminar después de empezar.
service-vacation-modes = Mientras no estás, juega un jugador virtual o la partida se pausa ({ $modes }).
service-bot-strengths = El jugador virtual es uno de { $strengths }.
service-languages = Idiomas: { $languages }.
service-notify-modes = Las notificaciones son una de { $modes }.
service-digest-needs-time = Un resumen diario necesita la hora local a la que enviarlo (p. ej. 19:00).
service-quiet-both-ends = Indica los dos extremos de tus horas de silencio (p. ej. inicio 23:00, fin 08:00), o ninguno.
service-away-days = Di cuántos días estarás fuera: al menos 1 hora ({ $least } días) y como mucho { $most } días; p. ej. 0.5 es medio día.
service-clock-form-seat = Escribe el reloj como tiempo por jugada + reserva, p. ej. 12h+3d (añade 'seat' para que alguien ocupe el puesto).
service-clock-form = Escribe el reloj como tiempo por jugada + reserva, p. ej. 12h+3d, u off.
service-clock-range = El tiempo por jugada de un reloj va de { $least }m a 14d, su reserva es 0 o va de { $least }m a 14d, p. ej. 12h+3d o 30m+0.
service-not-a-duration = «{ $typed }» no es una duración: escribe un número y m, h o d, p. ej. 30m, 12h o 3d.
service-no-clock = sin reloj de partida
service-clock-decide = { $per_move } por jugada + { $bank } de reserva; luego decide un jugador virtual
service-clock-seat = { $per_move } por jugada + { $bank } de reserva; luego un jugador virtual ocupa el puesto
service-duration-days = { $days } d { $hours } h
service-duration-hours-minutes = { $hours } h { $mins } min
service-duration-hours = { $hours } h
service-duration-minutes = { $mins } min
service-clock-bank = { $who } { $bank }
service-clock-bank-move = { $who } { $bank } (+ { $move } para esta jugada)
service-waits-on = Espera a { $who }.
service-waits-on-away = Espera a { $who } ({ $notes }).
service-away-until = { $who } está ausente hasta { $until }
service-vacation-until = { $who } está de vacaciones hasta { $until }
service-why-absent = no ha jugado en { $hours } h (desde { $since })
service-why-absent-quiet = no ha jugado desde { $since }: { $hours } h contadas fuera de sus horas de silencio
service-why-vacation = está de vacaciones hasta { $until }
service-why-clock = se quedó sin tiempo en el reloj de la partida
service-why-host = fue cedido a un jugador integrado por el anfitrión
service-autopilot-decision = { $who } { $why }: un jugador integrado ({ $strength }) toma esta decisión por esa persona; luego el asiento vuelve a ser suyo.
service-autopilot-seat = { $who } { $why }: un jugador integrado ({ $strength }) juega su asiento, con sus cartas y piezas, hasta que vuelva — el botón **He vuelto** o `/catan me back` se lo devuelve al instante.
