# Cities & Knights in the game's thread (issue #33).

piece-wall = muralla

## Eventos
ck-thread-commodities = { $count ->
    [one] { $count } mercancía
   *[other] { $count } mercancías
}
ck-thread-a-card = una carta
ck-thread-track-trade = comercio
ck-thread-track-politics = política
ck-thread-track-science = ciencia
ck-thread-deck-trade = comercio (amarilla)
ck-thread-deck-politics = política (azul)
ck-thread-deck-science = ciencia (verde)
ck-thread-face-0 = barco bárbaro
ck-thread-face-1 = barco bárbaro
ck-thread-face-2 = barco bárbaro
ck-thread-face-3 = puerta del comercio (amarilla)
ck-thread-face-4 = puerta de la política (azul)
ck-thread-face-5 = puerta de la ciencia (verde)
ck-thread-rolled = 🎲 { $who } saca **{ $total }** (rojo { $red }, amarillo { $yellow }); dado de eventos: **{ $face }**.
ck-thread-rolled-alchemist = 🎲 { $who } saca **{ $total }** (rojo { $red }, amarillo { $yellow }) con el Alquimista; dado de eventos: **{ $face }**.
ck-thread-discarded = { $who } descarta { $cards }
ck-thread-discards = { $told }.
ck-thread-barbarians-advance = ⛵ Los bárbaros avanzan ({ $position }/{ $of }).
ck-thread-pillaged = 🔥 Los bárbaros saquean la ciudad de { $who } en { $at }: ahora es un poblado.
ck-thread-pillaged-gone = 🔥 Los bárbaros saquean la ciudad de { $who } en { $at }: ha desaparecido.
ck-thread-defender = 🏅 { $who } se convierte en **Defensor de Catan** (1 PV).
ck-thread-drew-card = { $who } roba **{ $card }**.
ck-thread-drew = { $who } roba una carta de progreso de { $deck }.
ck-thread-progress-vp = 📜 { $who } roba y coloca { $card } (1 PV).
ck-thread-progress-played = 📜 { $who } juega **{ $card }**.
ck-thread-progress-discarded = { $who } devuelve una carta de progreso de { $deck } bajo su mazo.
ck-thread-improved = 🏛️ { $who } construye { $building } ({ $track } nivel { $level }).
ck-thread-knight-hired = ⚔️ { $who } recluta un caballero en { $at }.
ck-thread-knight-placed = ⚔️ { $who } coloca un caballero { $strength ->
    [1] básico
    [2] fuerte
    [3] poderoso
   *[other] { "" }
} en { $at }.
ck-thread-knight-activated = { $who } activa el caballero en { $at }.
ck-thread-knights-activated = { $who } activa todos sus caballeros.
ck-thread-knight-promoted = ⚔️ { $who } asciende el caballero en { $at } a caballero { $strength ->
    [1] básico
    [2] fuerte
   *[3] poderoso
}.
ck-thread-knight-moved = { $who } mueve un caballero de { $at } a { $to }.
ck-thread-knight-displaced = ⚔️ { $who } desplaza al caballero de { $victim } en { $at }.
ck-thread-knight-retreated = El caballero de { $who } se retira de { $at } a { $to }.
ck-thread-knight-to-supply = El caballero de { $who } en { $at } vuelve a la reserva.
ck-thread-knight-deserted = { $who } retira su caballero en { $at } (Desertor).
ck-thread-robber-chased = ⚔️ El caballero de { $who } en { $at } expulsa al ladrón.
ck-thread-metropolis = 🏙️ { $who } tiene ahora la metrópolis de { $track } en { $at }.
ck-thread-metropolis-taken = 🏙️ { $who } tiene ahora la metrópolis de { $track } en { $at }, quitándosela a { $other }.
ck-thread-merchant-placed = { $who } coloca al mercader en { $hex }.
ck-thread-numbers-swapped = { $who } intercambia los números de { $first } y { $second }.
ck-thread-road-removed = { $who } quita el camino de { $owner } en { $at }.
ck-thread-monopoly-none = { $who } no recibe nada ({ $card }): los demás no tenían.
ck-thread-monopoly = { $who } se lleva { $taken } de los demás.
ck-thread-spy-took-card = 🕵️ { $who } usa el Espía con { $other } y toma { $card }.
ck-thread-spy-took = 🕵️ { $who } usa el Espía con { $other } y toma una carta de progreso.
ck-thread-spy-took-none = 🕵️ { $who } usa el Espía con { $other } y no toma ninguna carta.
ck-thread-aqueduct = { $who } toma 1 { $card } (Acueducto).
ck-thread-harbor-trade = { $who } comercia con { $other } (Puerto comercial).
ck-thread-attack = 🏴‍☠️ **Los bárbaros atacan**: fuerza { $strength } contra los caballeros de Catan { $knights }.
ck-thread-attack-lost-none = Ganan los bárbaros; nadie pierde una ciudad.
ck-thread-attack-lost = Ganan los bárbaros: { $losers } { $count ->
    [one] pierde una ciudad
   *[other] pierden una ciudad cada uno
}.
ck-thread-attack-saved-one = ¡Catan se ha salvado! { $who } fue quien mejor defendió.
ck-thread-attack-saved-tie = ¡Catan se ha salvado! { $who } empatan en la mejor defensa: no hay Defensor de Catan, cada uno roba una carta de progreso.
ck-thread-attack-saved-nobody = ¡Catan se ha salvado! Ningún caballero activo: no hay Defensor de Catan.

## Cartas de progreso
ck-thread-card-alchemist = Alquimista
ck-thread-card-crane = Grúa
ck-thread-card-engineer = Ingeniero
ck-thread-card-inventor = Inventor
ck-thread-card-irrigation = Irrigación
ck-thread-card-medicine = Medicina
ck-thread-card-mining = Minería
ck-thread-card-printer = Imprenta
ck-thread-card-road-building = Construcción de carreteras
ck-thread-card-smith = Herrero
ck-thread-card-bishop = Obispo
ck-thread-card-constitution = Constitución
ck-thread-card-deserter = Desertor
ck-thread-card-diplomat = Diplomático
ck-thread-card-intrigue = Intriga
ck-thread-card-saboteur = Saboteador
ck-thread-card-spy = Espía
ck-thread-card-warlord = Señor de la guerra
ck-thread-card-wedding = Boda
ck-thread-card-commercial-harbor = Puerto comercial
ck-thread-card-master-merchant = Maestro mercader
ck-thread-card-merchant = Mercader
ck-thread-card-merchant-fleet = Flota mercante
ck-thread-card-resource-monopoly = Monopolio de materias primas
ck-thread-card-trade-monopoly = Monopolio comercial

## Mejoras de ciudad
ck-thread-improvement-market = Mercado
ck-thread-improvement-trading-house = Casa de comercio
ck-thread-improvement-counting-house = Lonja
ck-thread-improvement-bank = Banco
ck-thread-improvement-great-exchange = Bolsa
ck-thread-improvement-town-hall = Ayuntamiento
ck-thread-improvement-church = Iglesia
ck-thread-improvement-fortress = Fortaleza
ck-thread-improvement-cathedral = Catedral
ck-thread-improvement-high-assembly = Parlamento
ck-thread-improvement-abbey = Abadía
ck-thread-improvement-library = Biblioteca
ck-thread-improvement-aqueduct = Acueducto
ck-thread-improvement-theater = Teatro
ck-thread-improvement-university = Universidad

## Mercancías

## Estado, línea de reglas, indicaciones y nombres de opciones de la sala
ck-thread-status-barbarians = ⛵ Bárbaros: { $position }/{ $of } · ataques hasta ahora: { $attacks } · fuerza de los bárbaros: { $strength }
ck-thread-status-player = • { $who }: mejoras C{ $trade } P{ $politics } Ci{ $science }, caballeros activos { $knights }, { $progress ->
    [one] { $progress } carta de progreso
   *[other] { $progress } cartas de progreso
}, { $defenders ->
    [one] { $defenders } carta de Defensor
   *[other] { $defenders } cartas de Defensor
}
ck-thread-status-metropolis = { $line } · metrópolis { $tracks }
ck-thread-status-owed = ⏳ { $who } debe: { $what } (**Responder…** o `/catan ck answer`).
ck-thread-rules = Ciudades y Caballeros ({ $extras })
ck-thread-rules-barbarians = bárbaros { $steps } casillas
ck-thread-rules-knight-errant = caballero errante
ck-thread-rules-easy-start = inicio fácil
ck-thread-rules-nasty = bárbaros despiadados
ck-thread-prompt-pre-roll = tirar los dados (o jugar antes el Alquimista)
    .about = tirar los dados (o jugar antes el Alquimista)
ck-thread-prompt-setup-city = colocar una ciudad de fundación: `/catan build city`
    .about = colocar una ciudad de fundación
ck-thread-prompt-free-roads = colocar tus caminos gratis: `/catan build road`
    .about = colocar { $you ->
        [1] tus
       *[other] sus
    } caminos gratis
ck-thread-prompt-resolving = esperar a que se resuelva la tirada
    .about = esperar a que se resuelva la tirada
ck-thread-option-barbarian-steps = Recorrido de los bárbaros
ck-thread-option-ck-knight-errant = Caballero errante
ck-thread-option-ck-easy-start = Inicio fácil
ck-thread-option-ck-nasty = Bárbaros despiadados

## Decisiones pendientes
ck-thread-owed-you = { $kind ->
    [knight_retreat] mover tu caballero desplazado
    [discard] descartar la mitad de tus cartas
   *[other] { $step }
}
ck-thread-owed-for = { $what } (para { $who })
ck-thread-owed-from = { $what } (de { $who })
ck-thread-please-answer = 📩 { $who }: por favor, { $what }: pulsa **📩 Responder…** (solo tú puedes responder).
ck-thread-decision-prompt = { $what }: pulsa **📩 Responder…**
    .about = { $you ->
        [1] { $what }
       *[0] { $step }
    }
ck-thread-card-line = { $card } — { $effect }
