# Navegantes en el hilo y la sala, español (issue #33).

## Eventos
sea-thread-source-roll = la tirada
sea-thread-source-setup = un poblado de fundación
sea-thread-source-discovery = un río de oro descubierto
sea-thread-source-gold = un río de oro
sea-thread-terrain-0 = colinas
sea-thread-terrain-1 = bosque
sea-thread-terrain-2 = montañas
sea-thread-terrain-3 = sembrados
sea-thread-terrain-4 = pasto
sea-thread-terrain-5 = desierto
sea-thread-terrain-6 = río de oro
sea-thread-terrain-7 = niebla
sea-thread-terrain-8 = mar
sea-thread-terrain-number = { $terrain } { $number }
sea-thread-ship-placed = ⛵ { $who } coloca un barco en { $at }.
sea-thread-ship-built = ⛵ { $who } construye un barco en { $at }.
sea-thread-ship-built-free = ⛵ { $who } construye un barco en { $at } (Construcción de carreteras).
sea-thread-ship-moved = ⛵ { $who } mueve un barco de { $at } a { $to }.
sea-thread-pirate-moved = 🏴‍☠️ { $who } mueve el pirata a { $hex }.
sea-thread-gold-owed-one = 🪙 Oro de { $source }: { $who } elige { $count ->
    [one] { $count } materia prima
   *[other] { $count } materias primas
}.
sea-thread-gold-owes = { $who } { $count ->
    [one] { $count } materia prima
   *[other] { $count } materias primas
}
sea-thread-gold-owed = 🪙 Oro de { $source }: { $who } a elegir (cada uno elige en secreto).
sea-thread-gold-committed = 🪙 { $who } ya ha elegido.
sea-thread-gold-chosen = 🪙 { $who } elige { $cards } del río de oro.
sea-thread-gold-received = 🪙 { $who } toma { $cards } ({ $source }).
sea-thread-gold-lost = 🪙 A la banca no le quedan materias primas para elegir: el oro se pierde.
sea-thread-gold-of = { $who } { $cards }
sea-thread-gold-production = De ello, tomado del río de oro: { $gold }.
sea-thread-discovered-sea = 🌫️ { $who } descubre { $hex }: mar.
sea-thread-discovered = 🌫️ { $who } descubre { $hex }: **{ $found }**
sea-thread-discovered-receives = { $line }; { $who } recibe { $cards }.
sea-thread-sentence = { $line }.
sea-thread-chits = 🏅 { $who } gana { $count ->
    [one] { $count } ficha Catan
   *[other] { $count } fichas Catan
} ({ $count ->
    [one] { $count } punto de victoria
   *[other] { $count } puntos de victoria
}) por el poblado en { $at }.
sea-thread-route-aside = La Gran Ruta Comercial queda apartada: nadie la tiene ahora.
sea-thread-route = 🛣️ { $who } tiene ahora la Gran Ruta Comercial ({ $length ->
    [one] { $length } camino o barco
   *[other] { $length } caminos y barcos
}).
sea-thread-robber-start = 🦹 { $who } pone el ladrón en { $hex }.
sea-thread-route-name = Gran Ruta Comercial

## Indicaciones, línea de reglas, estado
sea-thread-prompt-gold = elegir tus materias primas del río de oro: pulsa **🪙 Elegir oro…**
    .about = elegir { $you ->
        [1] tus
       *[other] sus
    } materias primas del río de oro
sea-thread-prompt-pirate-steal = elegir a quién roba el pirata: pulsa **🎯 Robar…** (o `/catan steal`)
    .about = elegir a quién roba el pirata
sea-thread-prompt-move-robber = mover el ladrón o el pirata: **🦹 Mover ladrón…** o **🏴‍☠️ Mover el pirata…**
    .about = mover el ladrón o el pirata
sea-thread-prompt-setup-road = colocar un camino o un barco junto a él: **🏗️ Construir…** (o `/catan build road`)
    .about = colocar un camino o un barco junto a él
sea-thread-prompt-road-building = colocar tus caminos o barcos gratis: **🏗️ Construir…**
    .about = colocar { $you ->
        [1] tus
       *[other] sus
    } caminos o barcos gratis
sea-thread-prompt-sea-robber-start = elegir el desierto donde empieza el ladrón: pulsa **🦹 Colocar ladrón…**
    .about = elegir el desierto donde empieza el ladrón
sea-thread-rules = Navegantes: { $scenario } ({ $layout })
sea-thread-scenario-new-shores = Rumbo a nuevas orillas
sea-thread-scenario-four-islands = Las cuatro islas
sea-thread-scenario-fog-island = La isla de la niebla
sea-thread-scenario-through-the-desert = A través del desierto
sea-thread-layout-printed = disposición impresa
sea-thread-layout-variable = disposición mezclada
sea-thread-status-ships = ⛵ Barcos en el tablero: { $ships }
sea-thread-status-chits = 🏅 Fichas Catan: { $chits }
sea-thread-status-fog = 🌫️ { $count ->
    [one] { $count } hexágono de niebla sigue boca abajo
   *[other] { $count } hexágonos de niebla siguen boca abajo
}.
sea-thread-status-gold = ⏳ { $who } debe elegir { $count ->
    [one] { $count } materia prima
   *[other] { $count } materias primas
} de un río de oro.
sea-thread-status-pirate = 🏴‍☠️ El pirata está en { $hex }.

## La sala
sea-thread-note-new-shores = Rumbo a nuevas orillas: 14 PV, fichas por colonizar islas nuevas
sea-thread-note-four-islands = Las cuatro islas: 12 PV, fichas por colonizar islas ajenas
sea-thread-note-fog-island = La isla de la niebla: 12 PV, hexágonos de niebla descubiertos con caminos y barcos
sea-thread-note-through-the-desert = A través del desierto: 12 PV, fichas más allá del desierto
sea-thread-note-printed = el terreno y los números propios del escenario
sea-thread-note-variable = mezclados dentro de cada zona
sea-thread-option-scenario = Escenario
sea-thread-option-layout = Disposición
sea-thread-option-gold-choice-order = Elección del oro
sea-thread-option-svp-per-area = Fichas por zona nueva
sea-thread-option-ttd-robber-start = Inicio del ladrón
sea-thread-option-4i-first-foreign-one = Primera isla ajena: 1 ficha
sea-thread-option-harbor-types = Tipos de puerto
