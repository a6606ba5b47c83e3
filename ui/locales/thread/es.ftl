# El hilo de la partida, español (issue #33): lo que todos leen de una partida, en el idioma de la partida.

## Unir partes de una línea
thread-then = { $first }; { $then }
thread-sentences = { $first } { $then }
thread-concat = { $first }{ $then }
thread-nobody = nadie
thread-everyone = todos

## Cartas de desarrollo
thread-dev-knight = Caballero
thread-dev-road-building = Construcción de carreteras
thread-dev-year-of-plenty = Descubrimiento
thread-dev-monopoly = Monopolio
thread-dev-victory-point = Punto de victoria

## Eventos
thread-rolled = 🎲 { $who } saca **{ $total }** ({ $die1 }+{ $die2 }).
thread-gain = { $who } +{ $cards }
thread-production = Producción: { $gains }.
thread-production-none = Nadie produce nada.
thread-robber-blocked = El ladrón bloquea { $hexes }.
thread-bank-short = A la banca le falta { $resources }.
thread-owes = { $who } { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
thread-discards-owed = Quien tenga más de 7 cartas debe descartarse: { $owed }.
thread-discarded = { $who } descarta { $cards }.
thread-robber-moved = 🦹 { $who } mueve el ladrón a { $hex }.
thread-stolen = { $who } roba a { $victim }.
thread-stolen-card = { $who } roba a { $victim } ({ $card }).
thread-steal-skipped = { $who } decide no robar a nadie.
thread-bought-dev = { $who } compra una carta de desarrollo.
thread-bought-dev-card = { $who } compra una carta de desarrollo ({ $card }).
thread-played-knight = ⚔️ { $who } juega un Caballero ({ $knights } jugados).
thread-largest-army = 🛡️ { $who } tiene ahora el Gran Ejército de Caballería ({ $knights ->
    [one] { $knights } caballero
   *[other] { $knights } caballeros
}).
thread-played-road-building = { $who } juega Construcción de carreteras.
thread-played-year-of-plenty = { $who } juega Descubrimiento: { $resources }.
thread-played-year-of-plenty-nothing = { $who } juega Descubrimiento: nada (la banca está vacía).
thread-played-monopoly-none = { $who } juega Monopolio de { $resource }: los demás no tenían.
thread-played-monopoly = { $who } juega Monopolio y se lleva { $taken } de los demás.
thread-revealed-vp = { $who } revela { $count ->
    [one] { $count } carta de punto de victoria
   *[other] { $count } cartas de punto de victoria
}.
thread-bank-trade = { $who } cambia { $count } { $give } con la banca por 1 { $get }.
thread-trade-offered = 🤝 { $who } ofrece { $give } por { $get } a { $to } (comercio n.º { $offer }).
thread-trade-countered = 🤝 { $who } hace una contraoferta a { $to }: { $give } por { $get } (comercio n.º { $offer }).
thread-trade-accepted = { $who } acepta el comercio n.º { $offer }.
thread-trade-declined = { $who } rechaza el comercio n.º { $offer }.
thread-traded = ✅ { $who } da { $give } a { $partner } por { $get }.
thread-built = 🏗️ { $who } construye { $piece ->
    [road] un camino
    [settlement] un poblado
    [city] una ciudad
    [wall] una muralla
   *[other] { $name }
} en { $at }.
thread-longest-road-aside = La Gran Ruta Comercial queda apartada: nadie la tiene ahora.
thread-longest-road = 🛣️ { $who } tiene ahora la Gran Ruta Comercial ({ $length ->
    [one] { $length } camino
   *[other] { $length } caminos
}).
thread-turn-started = ➡️ Turno { $turn }: { $who }.
thread-starting-player = { $who } sacó la tirada más alta y coloca primero.
thread-starting-resources = { $who } recibe { $cards } para empezar.
thread-game-over = 🏆 **¡{ $who } gana** con { $vp } puntos de victoria!
thread-gave-cards = { $who } da { $cards } a { $other }.
thread-took-cards = { $who } toma { $cards } de { $other }.

## Colores de los puestos
thread-colour-red = rojo
thread-colour-blue = azul
thread-colour-white = blanco
thread-colour-orange = naranja
thread-colour-green = verde
thread-colour-brown = marrón

## El mensaje del turno
thread-seated = { $who } ({ $colour })
thread-game-begins = 🎲 **¡Empieza la partida!** Puestos: { $seats }{ $note }
thread-intro = Las jugadas, los intercambios y el tablero aparecen en este hilo; tu mano llega por MD. `/catan help` explica los comandos.
thread-header-setup = **Fundación** — { $who }
thread-header-over = **Partida terminada**
thread-header-turn = **Turno { $turn }** — { $who }
thread-title-setup = **Fundación**
thread-title-turn = **Turno { $turn }**
thread-title-earlier = **Turno anterior**
thread-title-who = { $title } — { $who }
thread-prompt = ➡️ { $who }: { $prompt }
thread-nothing-else = (no pasó nada más)
thread-made-for = { $line } (🤖 por { $who })
thread-discard-ping = salió un 7 y tienes más de 7 cartas. Descarta la mitad: pulsa **🗑️ Descartar** en el mensaje del turno.
thread-discard-ping-to = { $mentions } — { $ping }
thread-discards-made = ✅ Los descartes del 7 están hechos ({ $who }).

## Lo que debe hacer el jugador al que se espera
thread-prompt-setup-settlement = colocar un poblado: `/catan build settlement`
    .about = colocar un poblado
thread-prompt-setup-road = colocar un camino junto a él: `/catan build road`
    .about = colocar un camino junto a él
thread-prompt-pre-roll = tirar los dados (o jugar antes una carta de desarrollo)
    .about = tirar los dados (o jugar antes una carta de desarrollo)
thread-prompt-move-robber = mover el ladrón: `/catan robber`
    .about = mover el ladrón
thread-prompt-steal = elegir a quién robar: `/catan steal`
    .about = elegir a quién robar
thread-prompt-main = comerciar, construir o terminar el turno
    .about = comerciar, construir o terminar el turno
thread-prompt-road-building = colocar tus caminos gratis: `/catan build road`
    .about = colocar { $you ->
        [1] tus
       *[other] sus
    } caminos gratis
thread-prompt-discard = descartar la mitad de tus cartas: pulsa **🗑️ Descartar**
    .about = descartar la mitad de { $you ->
        [1] tus
       *[other] sus
    } cartas

## Estado y final
thread-you = ti
thread-waiting = Esperando a { $who }: { $what }.
thread-waiting-each = { $who }: { $what }
thread-waiting-several = Esperando a { $each }.
thread-waiting-over = La partida ha terminado.
thread-status-over = Partida terminada: **{ $who }** ganó.
thread-status-setup = Fase de fundación.
thread-status-turn = Turno { $turn }: le toca a { $who }.
thread-status-roll = Última tirada: { $total } ({ $die1 }+{ $die2 }).
thread-status-player = • { $who } ({ $colour }): { $vp } PV, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $dev ->
    [one] { $dev } carta de desarrollo
   *[other] { $dev } cartas de desarrollo
}, { $knights ->
    [one] { $knights } caballero
   *[other] { $knights } caballeros
}
thread-status-awards = { $line } · { $awards }
thread-status-rules = { $rules }. Gana el primero en llegar a { $target } PV.
thread-rules-base = Juego básico
thread-longest-road-name = Gran Ruta Comercial
thread-largest-army-name = Gran Ejército de Caballería
thread-standings = **Clasificación final**
thread-standings-turn = **Clasificación final** (turno { $turn })
thread-winner = 🏆 **¡{ $who } gana** en el turno { $turn }!
thread-standing = { $rank }. { $who } ({ $colour }): { $vp } PV
thread-standing-awards = { $line } ({ $awards })
thread-vp-cards = { $count ->
    [one] { $count } carta de punto de victoria
   *[other] { $count } cartas de punto de victoria
}
thread-log-empty = Todavía no ha pasado nada.

## Estadísticas y ofertas de comercio cerradas
thread-stats-title = Partida n.º { $game }: estadísticas
thread-someone = alguien
thread-offer-done = ✅ **Comercio n.º { $offer } hecho:** { $who } dio { $give } a { $partner } por { $get }.
thread-offer-closed = ~~Comercio n.º { $offer }~~ — cerrado.
thread-offer-closed-why = ~~Comercio n.º { $offer }~~ — cerrado: { $reason }.
thread-offer-closed-terms = ~~Comercio n.º { $offer }: { $who } da { $give } por { $get }~~ — cerrado: { $reason }.
thread-offer-reason-closed = cerrado
thread-offer-reason-declined = todos lo rechazaron
thread-offer-reason-withdrawn = retirado
thread-offer-reason-turn-ended = terminó el turno
thread-offer-reason-building-started = empezó la construcción (se acabó el comercio en este turno)
thread-offer-reason-game-over = la partida ha terminado
thread-offer-reason-another-trade-was-made = se hizo otro comercio

## Recordatorios y puestos devueltos
thread-reminder = ⏰ { $mentions } — la partida n.º { $game } te está esperando. { $waiting }{ $last ->
    [1] { " " }Este es el último recordatorio.
   *[other] { "" }
}
thread-seat-back = { $who } vuelve a jugar su puesto.
