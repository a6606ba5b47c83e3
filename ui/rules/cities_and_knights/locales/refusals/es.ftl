# Los rechazos de Ciudades y Caballeros (issue #33).

## Qué espera cada paso
refusals-step-metropolis = colocar la metrópolis en una ciudad
refusals-step-knight_retreat = mover su caballero desplazado
refusals-step-progress_limit = devolver una carta de progreso (límite 4)
refusals-step-pillage = elegir la ciudad que saquean los bárbaros
refusals-step-defender_draw = elegir un mazo de progreso del que robar
refusals-step-commit_knights = enviar caballeros contra los bárbaros
refusals-step-aqueduct = tomar una materia prima (Acueducto)
refusals-step-ck_setup_city = colocar una ciudad de la fase de fundación
refusals-step-ck_resolving = esperar a que se resuelva la tirada
refusals-step-ck_free_roads = colocar los caminos gratis
refusals-step-harbor_commodity = dar una mercancía por el Puerto comercial
refusals-step-deserter_remove = retirar uno de sus caballeros (Desertor)
refusals-step-deserter_place = colocar un caballero desertor propio
refusals-step-diplomat_replace = volver a colocar el camino que quitó el Diplomático
refusals-step-master_merchant_take = tomar una carta con el Maestro mercader
refusals-step-spy_take = elegir una carta de progreso para tomar con el Espía
refusals-step-wedding_gift = dar una carta por la Boda

## Tipos de jugada
refusals-can-wall = construir una muralla
refusals-can-knight_hire = reclutar un caballero
refusals-can-knight_activate = activar un caballero
refusals-can-knight_promote = ascender un caballero
refusals-can-knight_move = mover un caballero
refusals-can-knight_displace = desplazar un caballero
refusals-can-knight_chase = expulsar al ladrón con un caballero
refusals-can-improve = mejorar una ciudad
refusals-can-answer = responder a lo que la partida te pide
refusals-can-progress_discard = devolver una carta de progreso
refusals-can-harbor_trade = ofrecer a un rival una materia prima por una mercancía (Puerto comercial)

## Mercancías

## Por qué se rechaza una compra
refusals-ck-costs = { $what ->
        [wall] Una muralla
        [knight] Un caballero
        [activate] Activar un caballero
       *[promote] Ascender un caballero
    } cuesta { $cost }; te falta { $missing }.
refusals-ck-walls-built = Tus { $count } murallas ya están construidas.
refusals-ck-wall-no-city = Una muralla va bajo una de tus ciudades, y aún no tienes ninguna.
refusals-ck-walls-everywhere = Cada una de tus ciudades ya tiene muralla.
refusals-ck-basic-knights-out = Tus { $count } caballeros básicos están en el tablero: asciende uno primero.
refusals-ck-knight-no-spot = Un caballero nuevo necesita un cruce libre en uno de tus caminos, y no hay ninguno.
refusals-ck-no-knight-to-activate = No tienes ningún caballero que activar.
refusals-ck-knights-active = Todos tus caballeros ya están activos.
refusals-ck-no-knight-to-promote = No tienes ningún caballero que ascender.
refusals-ck-no-promotion = Ahora no se puede ascender a ninguno de tus caballeros: cada uno sube como mucho un nivel por turno, la fuerza siguiente debe estar en tu reserva y un caballero poderoso necesita política de nivel 3 (Fortaleza).
refusals-ck-name-a-track = Nombra una de las áreas: trade, politics o science.
refusals-ck-track-trade = Comercio
refusals-ck-track-politics = Política
refusals-ck-track-science = Ciencia
refusals-ck-top-level = Tu área de { $track } está en su nivel más alto ({ $level }).
refusals-ck-improve-no-city = Las mejoras de ciudad necesitan una ciudad, y no tienes ninguna.
refusals-ck-level-costs = { $track } nivel { $level } cuesta { $cost }; tienes { $held }.
refusals-ck-metropolis-no-city = { $track } nivel { $level } trae una metrópolis, y cada una de tus ciudades ya tiene una.
refusals-ck-cannot-improve = Ahora no puedes mejorar { $track }.

## A quién le toca, qué paso
refusals-ck-not-your-turn = Ahora no puedes { $action }: no es tu turno.
refusals-ck-free-roads-first = Coloca primero tus caminos gratis.
refusals-ck-answer-not-open = Esa opción no está disponible ahora.

## Una jugada
refusals-do-wall = construir una muralla bajo la ciudad de { $spot0 }
refusals-do-knight_hire = reclutar un caballero en { $spot0 }
refusals-do-knight_activate = activar el caballero de { $spot0 }
refusals-do-knight_promote = ascender el caballero de { $spot0 }
refusals-do-knight_move = mover el caballero de { $spot0 } a { $spot1 }
refusals-do-knight_displace = desplazar el caballero de { $spot1 } con el caballero de { $spot0 }
refusals-do-knight_chase = expulsar al ladrón con el caballero de { $spot0 }
refusals-do-improve = { $track ->
        [trade] mejorar el comercio (Mercado...)
        [politics] mejorar la política (Ayuntamiento...)
       *[science] mejorar la ciencia (Abadía...)
    }
refusals-do-answer = responder #{ $decision }: { $choice }
refusals-do-progress_discard = devolver { $card } bajo su mazo
refusals-do-harbor_trade = Puerto comercial: dar a { $player } 1 { $card } por una mercancía a su elección
refusals-do-alchemist = jugar el Alquimista: rojo { $red }, amarillo { $yellow }
refusals-do-bishop = jugar Obispo: el ladrón al hexágono { $hex }
refusals-do-merchant = jugar Mercader en el hexágono { $hex }
refusals-do-inventor = jugar Inventor: intercambiar los números de { $hex0 } y { $hex1 }
refusals-do-diplomat = jugar Diplomático: quitar el camino de { $path }
refusals-do-deserter = jugar Desertor contra { $player }
refusals-do-master_merchant = jugar Maestro mercader contra { $player }
refusals-do-spy = jugar Espía contra { $player }
refusals-do-merchant_fleet = jugar Flota mercante: { $card } a 2:1 este turno
refusals-do-trade_monopoly = jugar Monopolio comercial de { $card }
refusals-do-resource_monopoly = jugar Monopolio de recursos de { $resource }
refusals-do-smith = jugar Herrero: ascender { $count ->
        [one] el caballero
       *[other] los caballeros
    } de { $spots }
refusals-do-intrigue = jugar Intriga contra el caballero de { $spot0 }
refusals-do-engineer = jugar Ingeniero: una muralla gratis en { $spot0 }
refusals-do-medicine = jugar Medicina: una ciudad en { $spot0 } por 2 de mineral y 1 de cereales

## Opciones de partida
refusals-ck-options-players = Ciudades y Caballeros necesita al menos 3 jugadores (CK-GEN-1): la variante para 2 jugadores es solo para el juego básico.
refusals-ck-options-board = Ciudades y Caballeros se juega con la fundación en el tablero: board debe ser { $boards } (CK-SETUP-1).

## Progress cards by name
refusals-ck-card-alchemist = Alquimista
refusals-ck-card-bishop = Obispo
refusals-ck-card-commercial_harbor = Puerto comercial
refusals-ck-card-constitution = Constitución
refusals-ck-card-crane = Grúa
refusals-ck-card-deserter = Desertor
refusals-ck-card-diplomat = Diplomático
refusals-ck-card-engineer = Ingeniero
refusals-ck-card-intrigue = Intriga
refusals-ck-card-inventor = Inventor
refusals-ck-card-irrigation = Irrigación
refusals-ck-card-master_merchant = Maestro mercader
refusals-ck-card-medicine = Medicina
refusals-ck-card-merchant = Mercader
refusals-ck-card-merchant_fleet = Flota mercante
refusals-ck-card-mining = Minería
refusals-ck-card-printer = Imprenta
refusals-ck-card-resource_monopoly = Monopolio de recursos
refusals-ck-card-road_building = Construcción de carreteras
refusals-ck-card-saboteur = Saboteador
refusals-ck-card-smith = Herrero
refusals-ck-card-spy = Espía
refusals-ck-card-trade_monopoly = Monopolio comercial
refusals-ck-card-warlord = Señor de la guerra
refusals-ck-card-wedding = Boda

## Kinds: playing a card
refusals-can-alchemist = jugar Alquimista
refusals-can-bishop = jugar Obispo
refusals-can-commercial_harbor = jugar Puerto comercial
refusals-can-crane = jugar Grúa
refusals-can-deserter = jugar Desertor
refusals-can-diplomat = jugar Diplomático
refusals-can-engineer = jugar Ingeniero
refusals-can-intrigue = jugar Intriga
refusals-can-inventor = jugar Inventor
refusals-can-irrigation = jugar Irrigación
refusals-can-master_merchant = jugar Maestro mercader
refusals-can-medicine = jugar Medicina
refusals-can-merchant = jugar Mercader
refusals-can-merchant_fleet = jugar Flota mercante
refusals-can-mining = jugar Minería
refusals-can-resource_monopoly = jugar Monopolio de recursos
refusals-can-saboteur = jugar Saboteador
refusals-can-smith = jugar Herrero
refusals-can-spy = jugar Espía
refusals-can-trade_monopoly = jugar Monopolio comercial
refusals-can-warlord = jugar Señor de la guerra
refusals-can-wedding = jugar Boda

## One action: a card without choices
refusals-do-commercial_harbor = jugar Puerto comercial
refusals-do-crane = jugar Grúa
refusals-do-irrigation = jugar Irrigación
refusals-do-mining = jugar Minería
refusals-do-saboteur = jugar Saboteador
refusals-do-warlord = jugar Señor de la guerra
refusals-do-wedding = jugar Boda
