# La variante para 2 jugadores en el hilo, español (issue #33).

two-thread-neutral = { $name ->
    [white] Blanco
    [orange] Naranja
   *[other] { $colour }
} (neutral)
two-thread-colour = { $name ->
    [white] Blanco
    [orange] Naranja
   *[other] { $colour }
}
two-thread-then = { $first } y luego { $then }
two-thread-rules = Variante para 2 jugadores
two-thread-seats-note = ; jugadores neutrales: { $neutrals } (colocas sus piezas después de cada uno de tus caminos y poblados)
two-thread-first-roll = 🎲 { $who } saca **{ $total }** ({ $die1 }+{ $die2 }) (primera tirada).
two-thread-second-roll = 🎲 Segunda tirada de { $who }: **{ $total }** ({ $die1 }+{ $die2 }).
two-thread-second-roll-again = 🎲 Segunda tirada de { $who }: **{ $total }** ({ $die1 }+{ $die2 }); repetida tras { $thrown }, igual a la primera tirada.
two-thread-cards-gained = 🎴 { $who } toma { $count ->
    [one] { $count } carta de comercio
   *[other] { $count } cartas de comercio
}{ $reason ->
    [settlement] { " " }por el lugar del poblado
    [knight] { " " }por un Caballero
   *[other] { "" }
}
two-thread-cards-gained-capped = { $gained } (ganadas: { $earned }; 7 como máximo en mano, quedan { $supply } en la reserva)
two-thread-cards-held = { $gained }; tiene { $held }.
two-thread-neutral-starts = 🏳️ { $neutral } empieza con { $piece ->
    [road] un camino
    [settlement] un poblado
   *[other] { $name }
} en { $at }.
two-thread-neutral-built = 🏳️ { $who } coloca { $piece ->
    [road] un camino
    [settlement] un poblado
   *[other] { $name }
} para { $neutral } en { $at }.
two-thread-neutral-fallback = Ningún poblado neutral cabe en ningún sitio: se coloca un camino neutral en su lugar.
two-thread-neutral-skipped = Ningún camino neutral cabe en ningún sitio: los jugadores neutrales no construyen nada esta vez.
two-thread-forced-trade = 🔁 { $who } paga { $paid ->
    [one] { $paid } carta de comercio
   *[other] { $paid } cartas de comercio
} por un comercio forzoso y roba { $drawn } a { $victim }.
two-thread-forced-given = 🔁 { $who } devuelve { $given } a { $victim }.
two-thread-robber-desert = 🦹 { $who } paga { $paid ->
    [one] { $paid } carta de comercio
   *[other] { $paid } cartas de comercio
} para mover el ladrón al desierto ({ $hex }).
two-thread-knight-removed = ⚔️ { $who } canjea un Caballero jugado (quedan { $knights }).
two-thread-army-aside = 🛡️ El Gran Ejército de Caballería queda apartado: nadie lo tiene ahora.
two-thread-prompt-neutral-road = colocar un camino para un jugador neutral: **🏳️ Pieza neutral…** o `/catan 2p neutral_road`
    .about = colocar un camino para un jugador neutral
two-thread-prompt-neutral-settlement = colocar un poblado para un jugador neutral: **🏳️ Pieza neutral…** o `/catan 2p neutral_settlement`
    .about = colocar un poblado para un jugador neutral
two-thread-prompt-forced-trade-give = devolver 2 cartas: **↩️ Devolver…** o `/catan 2p giveback`
    .about = devolver 2 cartas
two-thread-prompt-second-roll = hacer la segunda tirada de producción (🎲 Tirar los dados)
    .about = hacer la segunda tirada de producción (🎲 Tirar los dados)
two-thread-status-held = { $who } { $count } (una acción cuesta { $price })
two-thread-status-cards = 🎴 Cartas de comercio: { $held }; { $supply } en la reserva.
two-thread-status-roll = { $total } ({ $die1 }+{ $die2 })
two-thread-status-rolls = Tiradas de este turno: { $rolls }.
two-thread-status-neutral = 🏳️ { $neutral }: { $settlements ->
    [one] { $settlements } poblado
   *[other] { $settlements } poblados
}, { $roads ->
    [one] { $roads } camino
   *[other] { $roads } caminos
} (el más largo: { $length })
