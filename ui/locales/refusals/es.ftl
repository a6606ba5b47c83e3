# Los rechazos del motor del juego (issue #33): por qué una jugada no está permitida ahora, y qué lo estaría.

## A quién y qué espera la partida
refusals-player = jugador { $seat }
refusals-waiting = Esperando a { $who }: { $what }.
refusals-and = { $first } y { $next }
refusals-with-hint = { $reason } { $hint }
refusals-everyone = todos

## Qué espera cada paso
refusals-step-setup_settlement = colocar un poblado de la fase de fundación
refusals-step-setup_road = colocar un camino de la fase de fundación
refusals-step-pre_roll = tirar los dados
refusals-step-move_robber = mover el ladrón
refusals-step-steal = elegir a quién robar
refusals-step-main = comerciar, construir o terminar el turno
refusals-step-road_building = colocar los caminos gratis
refusals-step-discard = descartar la mitad de sus cartas

## Qué está permitido en su lugar
refusals-now-you-can = Ahora puedes: { $actions }.
refusals-cannot-now = Ahora no puedes { $action }.
refusals-legal-spots = Permitido: { $spots }.
refusals-legal-spots-more = Permitido: { $spots } y { $more } más.
refusals-you-could = Podrías: { $choices }.
refusals-you-could-more = Podrías: { $choices } (y { $more } más).
refusals-choices-next = { $choices }; { $choice }

## Tipos de jugada
refusals-can-roll = tirar los dados
refusals-can-end_turn = terminar tu turno
refusals-can-road = construir un camino
refusals-can-settlement = construir un poblado
refusals-can-city = construir una ciudad
refusals-can-buy_dev = comprar una carta de desarrollo
refusals-can-knight = jugar un Caballero
refusals-can-road_building = jugar Construcción de carreteras
refusals-can-year_of_plenty = jugar Descubrimiento
refusals-can-monopoly = jugar Monopolio
refusals-can-reveal_vp = revelar cartas de punto de victoria
refusals-can-robber = mover el ladrón
refusals-can-steal = elegir a quién robar
refusals-can-skip_steal = no robar a nadie
refusals-can-discard = descartar
refusals-can-bank_trade = comerciar con la banca
refusals-can-accept = aceptar un intercambio
refusals-can-decline = rechazar un intercambio
refusals-can-confirm = confirmar un intercambio
refusals-can-withdraw = retirar tu oferta
refusals-can-offer = ofrecer un intercambio
refusals-can-counter = hacer una contraoferta

## Una jugada
refusals-do-roll = tirar los dados
refusals-do-end_turn = terminar el turno
refusals-do-road = construir un camino en { $path }
refusals-do-settlement = construir un poblado en { $spot }
refusals-do-city = construir una ciudad en { $spot }
refusals-do-buy_dev = comprar una carta de desarrollo
refusals-do-knight = jugar un Caballero
refusals-do-road_building = jugar Construcción de carreteras
refusals-do-year_of_plenty = jugar Descubrimiento por { $resources }
refusals-do-monopoly = jugar Monopolio de { $resource }
refusals-do-reveal_vp = revelar cartas de punto de victoria
refusals-do-robber = mover el ladrón al hexágono { $hex }
refusals-do-steal = robar a { $player }
refusals-do-skip_steal = no robar nada
refusals-do-discard = descartar { $cards }
refusals-do-bank_trade = dar { $give } a la banca por { $get }
refusals-do-offer = ofrecer { $give } por { $get } a { $to }
refusals-do-counter = responder a la oferta #{ $offer } con { $give } por { $get }
refusals-do-confirm = confirmar el intercambio #{ $offer } con { $player }
refusals-do-accept = aceptar el intercambio #{ $offer }
refusals-do-decline = rechazar el intercambio #{ $offer }
refusals-do-withdraw = retirar el intercambio #{ $offer }

## A quién le toca
refusals-game-over = La partida ha terminado.
refusals-not-a-player = No juegas en esta partida.
refusals-not-your-move = Ahora no te toca.
refusals-not-your-turn = No es tu turno. { $waiting }
refusals-not-now = Ahora no. { $waiting }

## Lugares
refusals-no-such-path = Ese lado no existe.
refusals-path-taken = El lado { $path } ya tiene un camino.
refusals-setup-road-touch = Tu camino de la fase de fundación debe tocar { $piece ->
        [city] la ciudad
       *[settlement] el poblado
    } que acabas de colocar en { $spot }.
refusals-path-unconnected = El lado { $path } no conecta con tus caminos ni con tus edificios (un edificio rival corta un camino).
refusals-no-such-intersection = Ese cruce no existe.
refusals-intersection-taken = El cruce { $spot } ya está ocupado.
refusals-distance-rule = El cruce { $spot } está demasiado cerca de otro edificio (regla de distancia).
refusals-not-road-end = El cruce { $spot } no está al final de uno de tus caminos.
refusals-no-settlement-on = No tienes un poblado en { $spot } para mejorarlo.
refusals-no-such-hex = Ese hexágono no existe.
refusals-robber-must-move = El ladrón debe ir a otro hexágono.
refusals-robber-desert = En esta partida el ladrón no puede ir al desierto (reglas de 1997).

## Pasos
refusals-discard-exactly = Debes descartar exactamente { $count } cartas de tu mano.
refusals-discards-first = Primero descarta cada jugador con más de 7 cartas. { $waiting }
refusals-setup-settlement = En la fase de fundación colocas un poblado.
refusals-setup-road = En la fase de fundación colocas un camino junto a tu nuevo poblado.
refusals-free-roads-first = Coloca primero tus caminos gratis de Construcción de carreteras.
refusals-roll-first = Tira primero los dados.
refusals-robber-first = Termina primero de mover el ladrón.
refusals-already-rolled = Ya tiraste los dados en este turno.
refusals-cannot-end = Solo puedes terminar tu turno después de tirar los dados y resolver la tirada.
refusals-nobody-discards = Ahora nadie tiene que descartar.
refusals-nobody-to-rob = Ahora no hay nadie a quien robar.
refusals-vp-automatic = Las cartas de punto de victoria se revelan solas cuando te dan la victoria.

## Construir y comprar
refusals-costs = { $piece ->
        [road] Un camino
        [settlement] Un poblado
        [city] Una ciudad
       *[development_card] Una carta de desarrollo
    } cuesta { $cost }; te falta { $missing }.
refusals-no-roads-left = No te quedan caminos (15 en el tablero).
refusals-no-settlements-left = Tus 5 poblados están en el tablero: primero mejora uno a ciudad.
refusals-no-cities-left = Tus 4 ciudades están en el tablero.
refusals-nothing-to-upgrade = No tienes ningún poblado que mejorar.
refusals-deck-empty = El mazo de cartas de desarrollo está vacío.
refusals-no-spot-for = Ahora no hay un lugar permitido para { $piece ->
        [road] un camino
        [settlement] un poblado
        [city] una ciudad
       *[development_card] una carta de desarrollo
    }.

## Cartas de desarrollo
refusals-dev-knight = Caballero
refusals-dev-road_building = Construcción de carreteras
refusals-dev-year_of_plenty = Descubrimiento
refusals-dev-monopoly = Monopolio
refusals-dev-limit = Ya jugaste una carta de desarrollo en este turno.
refusals-no-dev-card = No tienes ninguna carta de { $card }.
refusals-bought-this-turn = Una carta de { $card } comprada en este turno se puede jugar a partir de tu próximo turno.
refusals-road-building-no-spot = Construcción de carreteras necesita un camino en tu reserva y un lado permitido.
refusals-dev-during-roll = No se pueden jugar cartas de desarrollo entre la tirada y el final de su resolución.

## Comerciar con la banca
refusals-name-two-cards = Nombra dos cartas: { $cards }.
refusals-same-card = Debes recibir una carta distinta de la que das.
refusals-bank-rate = Tu tasa para { $card } es { $rate }:1 y tienes { $held }.
refusals-bank-empty = A la banca no le queda { $card }.

## Comerciar con jugadores
refusals-trade-gone = El intercambio #{ $offer } ya no está abierto.
refusals-trade-phase-only = Los intercambios solo se cierran durante la fase de comercio del jugador activo.
refusals-not-your-offer = El intercambio #{ $offer } no es tu oferta.
refusals-not-accepted = Ese jugador no ha aceptado esta oferta.
refusals-confirm-cannot-afford = Uno de los dos ya no tiene las cartas para este intercambio.
refusals-not-offered-to-you = El intercambio #{ $offer } no se te ofreció a ti.
refusals-already-accepted = Ya aceptaste; ahora confirma quien hizo la oferta.
refusals-already-declined = Ya rechazaste.
refusals-you-dont-hold = No tienes { $cards }.
refusals-only-active-proposes = Solo el jugador del turno puede proponer un intercambio (reglas de 1997).
refusals-no-gifts = Cada lado de un intercambio debe dar al menos una carta (nada de regalos).
refusals-no-gifts-example = Ejemplo: 1 lana por 1 mineral.
refusals-same-both-sides = La misma materia prima no puede estar en ambos lados de un intercambio.
refusals-same-both-sides-hint = Quítala de uno de los lados.
refusals-trade-width = En esta partida un intercambio indica { $count } cantidades de cartas por lado.
refusals-cannot-offer = No puedes ofrecer { $cards }: no tienes esas cartas.
refusals-offer-target = Ofrece a un rival o a todos.
refusals-include-active = Todo intercambio debe incluir al jugador del turno (BASE-TRADE-1): ofrécele a él o a todos.
refusals-trade-after-setup = El comercio empieza después de la fase de fundación.
refusals-trade-during-turn = Solo se comercia durante el turno de un jugador.
refusals-trade-over = El comercio ha terminado en este turno: ya construiste (fases de comercio y construcción separadas).
refusals-trade-after-roll = El comercio empieza después de tirar los dados.
refusals-trade-after-resolution = Solo se puede comerciar cuando la tirada se ha resuelto por completo.

## Peticiones que no son jugadas (de un programa, no de una persona)
refusals-not-an-action = No es una jugada: { $data }.
refusals-known-kinds = Tipos conocidos: { $kinds }.
refusals-argument-count = La jugada { $kind } lleva { $count } argumento(s), recibió { $got }.
refusals-expected-number = Jugada { $kind }: se esperaba un número, se recibió { $got }.
refusals-expected-name = Jugada { $kind }: se esperaba un nombre, se recibió { $got }.
refusals-expected-counts = Jugada { $kind }: se esperaban 5 cantidades de cartas, se recibió { $got }.
refusals-expected-resources = Jugada { $kind }: se esperaban materias primas, se recibió { $got }.

## Opciones de partida que no describen una partida jugable (`/catan new`)
refusals-options-unknown = Opción(es) desconocida(s): { $unknown }. Conocidas: { $known }.
refusals-options-first-player = first_player debe ser un puesto menor que { $players }.
refusals-options-bool = La opción { $name } debe ser true o false, no { $value }.
refusals-options-number = La opción { $name } debe ser un número entero de { $low } a { $high }, no { $value }.
refusals-options-number-or = La opción { $name } debe ser un número entero de { $low } a { $high } (o { $extra }), no { $value }.
refusals-options-one-of = La opción { $name } debe ser una de { $values }, no { $value }.
