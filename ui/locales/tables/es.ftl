tables-text-channel-only = Empieza las partidas en un canal de texto de un servidor: allí abro un hilo para cada partida.
tables-open = ✅ La sala de la partida #{ $game } está abierta abajo: los demás pulsan **Unirse** y tú pulsas **Empezar**.
tables-cancelled-reply = La partida #{ $game } está cancelada.
tables-cancelled-by = { $user } canceló esta partida.
tables-cancelled = Esta partida fue cancelada.
buttons-seat-quit = Sí, dejar la partida
buttons-seat-take = Ocupar el puesto
buttons-seat-end = Terminar la partida
buttons-seat-back = He vuelto
seats-removed = { $player } fue retirado de la partida #{ $game }.
seats-leave-lobby = ¿Dejar la sala de la partida #{ $game }?
seats-not-playing = No juegas en esta partida.
seats-leave-game = ¿Dejar la partida #{ $game }? Tu puesto se queda en la mesa con sus cartas y piezas; los demás siguen jugando, y otra persona puede ocupar tu puesto, o los jugadores restantes pueden terminar la partida. No podrás volver a este puesto cuando otra persona lo ocupe.
seats-you-left = Dejaste la partida #{ $game }.
seats-how-left = { $name } dejó la partida
seats-how-removed = { $name } fue retirado de la partida
seats-everyone-left = { $how }. No queda nadie en la mesa: la partida termina aquí (abandonada) y se guarda en el historial.
seats-closed-everyone-left = Esta partida terminó: todos se fueron.
seats-seat-open = { $others } — { $how }. Su puesto conserva sus cartas y piezas. Cualquiera que no juegue puede **ocupar el puesto** y seguir; o los jugadores restantes pueden **terminar la partida** (debe aceptarlo la mayoría). Hasta entonces la partida espera cada vez que le toque a ese puesto.
seats-taken-over = { $name } ocupa el puesto de { $left } ({ $colour }) y sigue con sus cartas y piezas.
seats-you-play = Ahora juegas con { $colour } en la partida #{ $game }. Tu mano llega por MD.
seats-only-players-end = Solo los jugadores que siguen en la mesa pueden terminar la partida.
seats-not-running = La partida #{ $game } ya no está en curso.
seats-wants-end = { $name } quiere terminar la partida ({ $votes } de { $needed } necesarios).
seats-vote-counted = Tu voto para terminar la partida está contado.
seats-players-ended = Los jugadores restantes terminaron la partida. Se guarda en el historial (abandonada).
seats-closed-players-stopped = Esta partida terminó: los jugadores decidieron parar.
bots-placeholder = Añadir o quitar un jugador virtual
bots-host-only = Solo el anfitrión añade o quita jugadores virtuales.
bots-add = { $strength ->
    [easy] Añadir un jugador virtual fácil
    [hard] Añadir un jugador virtual difícil
   *[normal] Añadir un jugador virtual normal
}
bots-remove = Quitar a { $name }
bots-menu-title = Jugadores virtuales de esta partida:
bots-added = { $strength ->
    [easy] Jugador virtual fácil añadido.
    [hard] Jugador virtual difícil añadido.
   *[normal] Jugador virtual normal añadido.
}
bots-a-bot = Un jugador virtual
bots-removed = Jugador virtual quitado.
bots-pick-entry = Elige una entrada del menú.
bots-only-own-seat = Solo el jugador de ese puesto puede recuperarlo.
bots-seat-yours = Tu puesto ya es tuyo: ningún jugador virtual lo está jugando.
bots-is-back = { $name } ha vuelto y juega de nuevo su puesto.
bots-welcome-back-seat = Bienvenido de nuevo: vuelves a jugar tu puesto en la partida #{ $game }.
bots-host-only-game = Solo el anfitrión de la partida #{ $game } (o un administrador) puede hacer eso.
bots-done = Hecho.
bots-welcome-back = Bienvenido de nuevo: tu ausencia ha terminado y tus puestos y partidas vuelven a ser tuyos.
bots-strength-easy = fácil: jugadas legales con preferencias simples
bots-strength-normal = normal: un jugador heurístico sólido
bots-strength-hard = difícil: calcula por adelantado (hasta un segundo por jugada)
