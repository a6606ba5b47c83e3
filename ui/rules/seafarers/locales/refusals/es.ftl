# Los rechazos de Navegantes (issue #33).

## Qué espera cada paso
refusals-step-sea_robber_start = elegir el desierto donde empieza el ladrón
refusals-step-pirate_steal = elegir a quién roba el pirata
refusals-step-gold_choice = elegir materias primas de un río de oro

## Tipos de jugada
refusals-can-sea_robber_start = elegir el desierto donde empieza el ladrón
refusals-can-ship = construir un barco
refusals-can-move_ship = mover un barco
refusals-can-pirate = mover el pirata
refusals-can-gold = elegir materias primas del río de oro

## Por qué se rechaza un poblado, un camino, un barco, el pirata o el oro
refusals-sea-no-land = El cruce { $spot } no toca tierra.
refusals-sea-start = En este escenario tus poblados de la fase de fundación van { $scenario ->
        [new_shores] en la isla principal
        [through_the_desert] en la zona principal (no en la franja más allá de los desiertos, no en una isla pequeña, no junto a desiertos solamente)
       *[other] en una isla descubierta
    } (SEA-SETUP-3).
refusals-sea-path-at-sea = El lado { $path } no tiene tierra a ningún lado: solo un barco puede ir allí.
refusals-sea-same-path = Un barco movido debe ir a otro lado.
refusals-sea-path-has-road = El lado { $path } ya tiene un camino (un lado de costa lleva un camino o un barco).
refusals-sea-path-has-ship = El lado { $path } ya tiene un barco.
refusals-sea-path-inland = El lado { $path } está entre dos hexágonos de tierra: los barcos navegan por lados de costa y de mar.
refusals-sea-path-pirate = El lado { $path } bordea el hexágono del pirata: ningún barco va allí mientras el pirata siga.
refusals-sea-path-unconnected = El lado { $path } no toca tu poblado, tu ciudad ni otro de tus barcos (el final de un camino no lleva barco, y el edificio de otro jugador corta una ruta).
refusals-sea-no-ship-on = No tienes ningún barco en { $path }.
refusals-sea-ship-new = El barco de { $path } se colocó en este turno; podrá moverse desde tu próximo turno.
refusals-sea-ship-pirate = El barco de { $path } bordea el hexágono del pirata y no puede moverse mientras el pirata siga.
refusals-sea-ship-closed = El barco de { $path } forma parte de una ruta cerrada entre dos de tus edificios; se queda.
refusals-sea-ship-not-end = El barco de { $path } no está en el extremo abierto de una ruta; solo se mueve un barco del extremo.
refusals-sea-ship-when = Los barcos se construyen en tu turno, después de la tirada (o en la fase de fundación en lugar de un camino).
refusals-sea-ship-costs = Un barco cuesta 1 madera y 1 lana; te falta { $missing }.
refusals-sea-no-ships-left = Tus { $count } barcos están en el tablero.
refusals-sea-ship-no-spot = Un barco va en un lado de costa o de mar libre junto a tu poblado, tu ciudad o tu barco (no a través del edificio de otro jugador, no junto al pirata); no hay ninguno libre.
refusals-sea-move-when = Puedes mover un barco en tu turno, después de la tirada.
refusals-sea-already-moved = Ya moviste un barco en este turno (un movimiento por turno).
refusals-sea-no-end-ship = Solo puede moverse el barco del extremo de una ruta abierta: no un barco entre dos de tus edificios, no uno construido en este turno, no uno junto al pirata.
refusals-sea-pirate-when = El pirata se mueve en lugar del ladrón, tras un 7 o un Caballero.
refusals-sea-no-gold = Ahora no tienes materias primas del río de oro que elegir.
refusals-sea-gold-chosen = Ya elegiste tus materias primas del río de oro.
refusals-sea-gold-exactly = Elige exactamente { $count } { $count ->
        [one] carta
       *[other] cartas
    } entre: { $resources }.
refusals-sea-robber-start-who = Solo el jugador inicial elige el desierto del ladrón, antes de la fase de fundación.

## Una jugada
refusals-do-ship = construir un barco en { $path }
refusals-do-move_ship = mover el barco de { $path } a { $to }
refusals-do-pirate = mover el pirata a { $hex }
refusals-do-gold = tomar { $cards } del río de oro
refusals-do-sea_robber_start = hacer empezar al ladrón en el hexágono { $hex }

## Opciones de partida
refusals-sea-options-two = Navegantes se juega con 3 o 4 jugadores (SEA-GEN-2); la variante para 2 jugadores es solo para el juego básico.
refusals-sea-options-players = Navegantes se juega con 3 o 4 jugadores (SEA-GEN-2); la ampliación de Navegantes para 5-6 jugadores aún no está disponible (SEA-GEN-3).
refusals-sea-options-board = Navegantes se prepara en el mapa del escenario (SEA-SETUP-1): board debe ser variable (sea_layout elige el terreno impreso o barajado).
