time-built-in = { $strength ->
    [easy] un jugador virtual fácil
    [hard] un jugador virtual difícil
   *[normal] un jugador virtual normal
}
time-zone-line = 🕰️ Zona horaria **{ $zone }** (allí son ahora las { $local }).
time-quiet-line = 🌙 Horas de silencio { $hours }: sin menciones, los recordatorios esperan a que terminen, tu reloj AFK se detiene.
time-no-quiet-line = 🌙 Sin horas de silencio (ponlas con `quiet_from` y `quiet_to`, p. ej. 23:00 y 08:00).
time-away-pause-line = 🏖️ Ausente hasta { $back }: tus partidas se pausan donde todos los jugadores acepten en { $hours } h; en las demás, { $bot } juega tu puesto.
time-away-bot-line = 🏖️ Ausente hasta { $back }: { $bot } juega tus puestos.
time-back-ends-it = `/catan me back` la termina al instante.
time-quiet-until = 💤 Tus horas de silencio duran hasta las { $time }.
time-pause-agreed-all = Gracias: todos aceptaron, la partida #{ $game } está en pausa.
time-pause-agreed = Gracias: la partida #{ $game } se pausará cuando { $names } { $count ->
    [one] acepte
   *[other] acepten
} también (antes de { $by }, { $relative }; si no, la petición caduca).
time-game-refused = Partida #{ $game }: { $refusal }
time-game-paused = Partida #{ $game }: en pausa.
time-game-asked = Partida #{ $game }: se pide a la mesa que acepte en su hilo.
time-handed-over = Cedida ahora: { $games }.
time-game-ref = partida #{ $game }
time-game-asked-soon = Partida #{ $game }: se pedirá a su mesa que acepte en unos minutos.
time-game-handed-soon = Partida #{ $game }: se cederá en unos minutos.

notify-waits-on-you = ⏳ La partida de Catan #{ $game } te espera. { $what }
    { $link }
notify-digest = 🗞️ Tu resumen diario de Catan
    { $inbox }
notify-no-games = No tienes partidas de Catan sin terminar. Empieza una con `/catan new` en un servidor.
notify-and-more = … y { $count } más.
notify-inbox-head = **Tus partidas de Catan** ({ $count } sin terminar, { $mine } te esperan)
notify-a-server = un servidor
notify-not-running = { $status ->
    [lobby] sala
    [needs_attention] necesita atención
   *[other] { $status }
} ({ $count } unidos)
notify-entry = • #{ $game } en { $where }: { $state } { $link }
notify-entry-your-move = • #{ $game } en { $where }: ⏳ **te toca** — { $state } { $link }
notify-paused-for = ⏸️ En pausa por { $name } hasta { $until } (o `/catan me back`).
notify-pause-asked = ⏸️ { $name } pide pausarla: acepta antes de { $by } ({ $relative }).
notify-pending-then = { $pending } { $state }
notify-nothing-to-do = Nada que hacer.
notify-bots-moving = Los jugadores virtuales están haciendo sus jugadas.
notify-waits-since = { $waits }, desde { $since }.
inbox-notify-mention = 🔔 Avísame con una mención en el hilo de la partida
inbox-notify-dm = ✉️ Avísame por MD (sin mención)
inbox-notify-both = 🔔✉️ Avísame con una mención y un MD
inbox-notify-digest = 🗞️ Un MD al día: un resumen a la hora que elija
inbox-digest-at = 🗞️ Resumen a las { $time } ({ $zone })
inbox-settings-digest = Notificaciones: un resumen diario a las { $time } de tu hora ({ $zone }).
inbox-settings-mention = Notificaciones: te enteras de tus partidas por una mención en el hilo de la partida.
inbox-settings-dm = Notificaciones: te enteras de tus partidas por MD (sin mención).
inbox-settings-both = Notificaciones: te enteras de tus partidas por una mención y un MD.
inbox-not-on-menu = Esa opción no está en el menú; vuelve a usar `/catan me games`.
inbox-placeholder-mode = Cómo me entero de que una partida me espera
inbox-placeholder-digest = Cuándo llega mi resumen diario

orders-title-default = **Tus órdenes permanentes por defecto** (para toda partida sin las suyas)
orders-title = **Tus órdenes permanentes en la partida de Catan #{ $game }**
orders-none = ninguna: la partida te espera como siempre
orders-bullet = • { $line }
orders-explained = Una orden responde por ti cuando vence su decisión (tras tu margen, si no has respondido antes), con tus propias cartas; la mesa ve la respuesta como si la hubieras dado tú.
orders-line-roll = 🎲 tirar los dados al empezar mi turno
orders-line-priority = ✋ con un 7, descartar en este orden: { $cards }
orders-line-keep-build = ✋ con un 7, guardar lo que necesita una ciudad o un poblado
orders-line-decline = 🙅 rechazar las ofertas de intercambio que me hagan
orders-line-answers = 🏰 responder por mí las decisiones que bloquean a otros
orders-line-answers-covered = 🏰 responder por mí las decisiones que bloquean a otros: { $covered }
orders-line-night = 🌙 en mis horas de silencio, { $bot } decide por mí
orders-night-bot-easy = un jugador virtual fácil
orders-night-bot-normal = un jugador virtual normal
orders-night-bot-hard = un jugador virtual difícil
orders-line-grace = … cada vez { $minutes } min después de que venza la decisión
orders-answers-label = 🏰 Responde por mí: { $covered }
orders-flag-roll = 🎲 Tirar los dados al empezar mi turno
orders-flag-decline = 🙅 Rechazar las ofertas que me hagan
orders-placeholder-flags = Qué hacer por mí
orders-placeholder-discard = Con un 7
orders-placeholder-grace = Margen
orders-placeholder-night = En mis horas de silencio
orders-discard-off = ✋ Con un 7: descarto yo
orders-discard-keep_build = ✋ Con un 7: guardar lo que necesita una ciudad o un poblado
orders-discard-priority = ✋ Con un 7: descartar en mi orden de prioridad
orders-grace = ⏱️ Responder { $minutes } min después del vencimiento
orders-grace-none = ⏱️ Responder en cuanto venza
orders-night-off = 🌙 En mis horas de silencio: la partida me espera
orders-night-easy = 🌙 En mis horas de silencio: un jugador virtual fácil
orders-night-normal = 🌙 En mis horas de silencio: un jugador virtual normal
orders-night-hard = 🌙 En mis horas de silencio: un jugador virtual difícil
orders-button-orders = 📜 Órdenes permanentes…
orders-button-default-orders = 📜 Órdenes por defecto…
orders-button-priority = ✏️ Prioridad de descarte…
orders-button-default = ⭐ Usar como predeterminadas
orders-button-clear = ↩️ Usar mis predeterminadas aquí
orders-priority-title = Prioridad de descarte
orders-priority-label = Cartas a entregar primero, en orden
orders-made-default = ⭐ Ahora son tus órdenes por defecto para todas las partidas.
orders-default-applies = ↩️ En esta partida se aplican tus órdenes por defecto.
orders-not-on-menu = Esa opción no está en el menú; vuelve a abrir las órdenes permanentes.
orders-name-cards = Nombra las cartas que entregas primero, p. ej. { $cards }.
orders-night-strengths = El jugador virtual de tus horas de silencio es easy, normal o hard.
orders-discard-modes = Las órdenes de descarte son una de { $modes }.
orders-priority-cards = La prioridad nombra cada carta una vez, de: { $cards }.
orders-grace-range = El margen va de 0 minutos a una semana.

## Las líneas de órdenes permanentes del MD de la mano
orders-in-force = 📜 Órdenes permanentes: { $orders }
orders-and = { $line }; { $more }
orders-applied = 📜 Orden permanente: { $what }.
orders-applied-answer = 📜 Orden permanente: { $decision }: { $choice }.
orders-intersection = cruce { $spot }
orders-no-choice = ninguno
orders-night-chose = 🌙 En tus horas de silencio, { $bot } eligió: { $what }.
orders-bot-played = 🤖 Un jugador virtual { $strength ->
    [easy] fácil
    [hard] difícil
   *[other] normal
} jugó por ti: { $what }.
orders-earlier-moves = 🤖 { $count ->
    [one] { $count } jugada anterior hecha
   *[other] { $count } jugadas anteriores hechas
} por ti (mira `/catan history log`).
