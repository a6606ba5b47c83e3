# Ciudades y Caballeros: las palabras de las imágenes (issue #33), español.
ck-images-column-progress = Progreso
ck-images-column-improvements = Mejoras
ck-images-column-defender = Defensor
ck-images-stats-pillaged = Saqueadas
ck-images-stats-progress = Progreso

## The strip under the board (rendering/rules/cities_and_knights/status.py)
ck-images-last-roll = Última tirada
ck-images-not-rolled = aún sin tirar
ck-images-ship = barco
ck-images-gate-trade = puerta comercio
ck-images-gate-politics = puerta política
ck-images-gate-science = puerta ciencia
ck-images-attack-in = { $count ->
    [one] Bárbaros: atacan en { $count } tirada de barco
   *[other] Bárbaros: atacan en { $count } tiradas de barco
}
ck-images-attack = Los bárbaros atacan
ck-images-barbarians-vs-knights = Bárbaros contra caballeros
ck-images-catan-falls = Catan caería
ck-images-catan-holds = Catan resistiría

## The hand (rendering/rules/cities_and_knights/hand.py)
ck-images-section-cards = Materias primas y mercancías
ck-images-cards-note = { $resources ->
    [one] { $resources } materia prima
   *[other] { $resources } materias primas
}, { $commodities ->
    [one] { $commodities } mercancía
   *[other] { $commodities } mercancías
}
ck-images-section-progress = Cartas de progreso
ck-images-progress-note = { $count } de { $most } (límite en mano)
ck-images-section-development = Mejoras de ciudad
ck-images-development-note = nivel, coste del siguiente, dado rojo que da carta
ck-images-card-cloth = Tela
ck-images-card-coin = Moneda
ck-images-card-paper = Papel
ck-images-no-progress = Ninguna: una puerta en el dado de eventos las reparte (ver abajo)
ck-images-track-trade = Comercio
ck-images-track-politics = Política
ck-images-track-science = Ciencia
ck-images-metropolis = ★ metrópolis
ck-images-now = Ahora: { $name }
ck-images-no-improvement = ninguna
ck-images-top-level = Nivel máximo alcanzado
ck-images-next-level = Siguiente nivel: { $cost }
ck-images-improve-now = ✓ mejorar ya
ck-images-short = { $short ->
    [one] tienes { $held }: falta { $short }
   *[other] tienes { $held }: faltan { $short }
}
ck-images-draws = Carta con rojo 1-{ $top }
ck-images-draws-none = Aún no da cartas de progreso
ck-images-ability-at-3 = Niv. 3: { $ability }
ck-images-ability-held = ✓ { $ability }
ck-images-ability-trade = mercancías a 2:1
ck-images-ability-politics = ascender a poderoso
ck-images-ability-science = sin producción: elige materia
ck-images-buy-road = Camino
ck-images-buy-settlement = Poblado
ck-images-buy-city = Ciudad
ck-images-buy-wall = Muralla
ck-images-buy-knight = Caballero
ck-images-buy-activate = Activar
ck-images-buy-promote = Ascender
ck-images-blocked-walls = { $count } murallas hechas
ck-images-blocked-basic = sin caballero básico
ck-images-blocked-inactive = ningún caballero inactivo
ck-images-blocked-promote = nadie que ascender
ck-images-off-board = Fuera del tablero
ck-images-walls-left = murallas: { $left } de { $most }

## Progress cards' effects, one line each (rendering/rules/cities_and_knights/progress_cards.py)
ck-images-effect-alchemist = Antes de tirar: elige los dados rojo y amarillo
ck-images-effect-crane = Tu próxima mejora de este turno cuesta 1 menos
ck-images-effect-engineer = Construye una muralla gratis
ck-images-effect-inventor = Intercambia dos fichas numéricas (no 2, 6, 8 ni 12)
ck-images-effect-irrigation = 2 cereales por sembrado junto a tus edificios
ck-images-effect-medicine = Poblado a ciudad por 2 mineral + 1 cereal
ck-images-effect-mining = 2 mineral por montaña junto a tus edificios
ck-images-effect-printer = 1 punto de victoria (a la vista enseguida)
ck-images-effect-road-building = Construye 2 caminos gratis
ck-images-effect-smith = Asciende hasta 2 de tus caballeros gratis
ck-images-effect-bishop = Mueve el ladrón; roba 1 carta a cada jugador allí
ck-images-effect-constitution = 1 punto de victoria (a la vista enseguida)
ck-images-effect-deserter = Un rival retira un caballero; coloca uno tuyo
ck-images-effect-diplomat = Retira un camino abierto (el tuyo: recolócalo)
ck-images-effect-intrigue = Desplaza un caballero rival en tu camino
ck-images-effect-saboteur = Quien tenga tantos PV como tú o más descarta la mitad
ck-images-effect-spy = Mira las cartas de progreso de un rival y toma una
ck-images-effect-warlord = Activa todos tus caballeros gratis
ck-images-effect-wedding = Cada jugador con más PV te da 2 cartas
ck-images-effect-commercial-harbor = Cambia materia prima por mercancía con cada jugador
ck-images-effect-master-merchant = Toma 2 cartas de un jugador con más PV
ck-images-effect-merchant = Coloca el mercader: 1 PV y 2:1 en la materia del hexágono
ck-images-effect-merchant-fleet = Este turno: un tipo de carta a 2:1
ck-images-effect-resource-monopoly = Nombra una materia prima: cada jugador te da 2
ck-images-effect-trade-monopoly = Nombra una mercancía: cada jugador te da 1

## Decision images (rendering/rules/cities_and_knights/decisions.py); .kind names the kind
ck-images-decision-setup-city = { $name }: elige un número para tu ciudad inicial
    .kind = ciudad inicial
ck-images-decision-knight = { $name }: elige un número para un caballero nuevo
    .kind = caballero
ck-images-decision-activate = { $name }: elige el caballero (número) que activas
    .kind = activar
ck-images-decision-promote = { $name }: elige el caballero (número) que asciendes
    .kind = ascender
ck-images-decision-move-knight = { $name }: elige el caballero (número) que mueves
    .kind = mover caballero
ck-images-decision-move-knight-second = { $name }: elige adónde va el caballero de { $origin }
ck-images-decision-displace = { $name }: elige tu caballero (número) que desplaza
    .kind = desplazar
ck-images-decision-displace-second = { $name }: elige el caballero que desplaza el de { $origin }
ck-images-decision-chase = { $name }: elige el caballero (número) que expulsa al ladrón
    .kind = expulsar
ck-images-decision-wall = { $name }: elige la ciudad (número) para una muralla
    .kind = muralla
ck-images-decision-bishop = { $name }: elige una letra para el ladrón (Obispo)
    .kind = Obispo
ck-images-decision-merchant = { $name }: elige una letra para el mercader
    .kind = mercader
ck-images-decision-inventor = { $name }: elige la primera ficha a intercambiar (Inventor)
    .kind = Inventor
ck-images-decision-inventor-second = { $name }: elige la ficha a cambiar por { $origin } (Inventor)
ck-images-decision-diplomat = { $name }: elige el camino abierto (número-número) a retirar
    .kind = Diplomático
ck-images-decision-engineer = { $name }: elige la ciudad (número) de la muralla gratis
    .kind = Ingeniero
ck-images-decision-medicine = { $name }: elige el poblado (número) que será ciudad
    .kind = Medicina
ck-images-decision-intrigue = { $name }: elige el caballero (número) a desplazar (Intriga)
    .kind = Intriga
ck-images-decision-smith = { $name }: elige un caballero (número) a ascender (Herrero)
    .kind = Herrero
ck-images-decision-smith-second = { $name }: elige un segundo caballero con { $origin } (Herrero)
ck-images-decision-pillage = { $name }: elige la ciudad (número) que saquean los bárbaros
    .kind = saqueo
ck-images-decision-metropolis = { $name }: elige la ciudad (número) de la metrópolis
    .kind = metrópolis
ck-images-decision-knight-retreat = { $name }: elige adónde va tu caballero desplazado
    .kind = retirada
ck-images-decision-deserter-remove = { $name }: elige el caballero (número) que retiras (Desertor)
    .kind = Desertor
ck-images-decision-deserter-place = { $name }: elige un número para el caballero del desertor
    .kind = Desertor
ck-images-decision-commit-knights = { $name }: elige un caballero (número) contra los bárbaros
    .kind = enviar caballeros
ck-images-decision-diplomat-replace = { $name }: elige un lado (número-número) para recolocar tu camino
    .kind = recolocar camino
