# 5-6 jugadores en el hilo y la sala, español (issue #33).

six-thread-mode-special-build-phase = fase especial de construcción
six-thread-mode-paired-players = jugadores por parejas
six-thread-paired-help = mantiene en marcha las partidas de seis: nunca espera a más de dos jugadores por turno
six-thread-rules = { $rules }, 5-6 jugadores ({ $mode })
six-thread-option-turn-mode = Modo de turno (5-6 jugadores)
six-thread-option-slots = Turnos de construcción (5-6 jugadores)
six-thread-lapse-slot = Turno de construcción
six-thread-prompt-slot = construir o comprar en tu turno de construcción (sin comercio ni cartas), y luego pulsar ⏭️ Terminé de construir
    .about = construir o comprar en { $you ->
        [1] tu
       *[other] su
    } turno de construcción (sin comercio ni cartas), y luego pulsar ⏭️ Terminé de construir
six-thread-prompt-second = jugar tu fase del segundo jugador: construir, comprar, jugar una carta o comerciar con la banca (sin comercio entre jugadores), y luego ⏭️ Terminar turno
    .about = jugar { $you ->
        [1] tu
       *[other] su
    } fase del segundo jugador: construir, comprar, jugar una carta o comerciar con la banca (sin comercio entre jugadores), y luego ⏭️ Terminar turno
six-thread-prompt-robber-start = elegir el desierto donde empieza el ladrón
    .about = elegir el desierto donde empieza el ladrón
six-thread-status-mode = Modo de turno: { $mode }
six-thread-status-sbp = Fase especial de construcción tras el turno de { $after }: construye { $who }; aún faltan: { $to_come }
six-thread-status-asked = Construyen tras este turno: { $who }
six-thread-status-second = Fase del segundo jugador: { $who } (solo construye y comercia con la banca)
six-thread-requested = 🏗️ { $who } construirá tras este turno.
six-thread-slot = 🏗️ Fase especial de construcción: turno de { $who }.
six-thread-passed = 🏗️ { $who } terminó de construir.
six-thread-second = 👥 Fase del segundo jugador: { $who } construye y comercia con la banca (jugadores por parejas).

## El mensaje del turno de construcción especial
six-thread-slot-yours = 🏗️ { $who }: tu turno de construcción especial después del turno de { $after }. Construye o compra con los botones de abajo (sin comercio ni cartas) y luego **⏭️ Terminé de construir**.
six-thread-slot-lapses = { $slot } Pasa solo después de { $limit }.
six-thread-limit-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
six-thread-limit-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
six-thread-slot-over = 🏗️ El turno de construcción especial de { $who } ha terminado.
six-thread-the-player = El jugador
six-thread-options-need-five = { $options } solo { $count ->
    [one] sirve
   *[other] sirven
} con 5 o 6 jugadores: elige `players` 5 o 6, o quita { $options } para { $players } jugadores.
six-thread-slots-public-info-only = solo según lo que todos ven
six-thread-slots-always-offer = siempre ofrecidos
six-thread-slots-skip-if-nothing-affordable = omitidos si nada es asequible
six-thread-slots-on-request = a petición
six-thread-slot-open = 🏗️ { $who } — tu turno de construcción tras el turno de { $after }: construye o compra con los botones de abajo (sin comerciar, sin cartas) y luego **⏭️ Terminé de construir**.
six-thread-slot-lapse-hours =
    Pasa solo tras { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }.
six-thread-slot-lapse-minutes =
    Pasa solo tras { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }.
six-thread-too-few-players = { $options } solo se aplican a 5 o 6 jugadores: elige `players` 5 o 6, o quita { $options } para { $players } jugadores.
