ck-hand-progress-cards = Cartas de progreso ({ $count }/4):
ck-hand-no-progress-cards = Cartas de progreso: ninguna
ck-hand-card = • { $card }
ck-hand-card-effect = • { $card } — { $effect }
ck-hand-level = { $level ->
    [0] { $track } { $level }
   *[other] { $track } { $level } ({ $improvement })
}
ck-hand-improvements = Mejoras de ciudad: { $levels }
ck-hand-knight = caballero { $strength ->
    [1] básico
    [2] fuerte
   *[3] poderoso
} en { $at }{ $active ->
    [no] { " " }(inactivo)
   *[yes] { "" }
}
ck-hand-knights = Caballeros: { $knights }
ck-hand-effect-alchemist = antes de tirar: elige el dado rojo y el amarillo
ck-hand-effect-crane = tu próxima mejora de ciudad este turno cuesta 1 mercancía menos
ck-hand-effect-engineer = construye una muralla gratis
ck-hand-effect-inventor = intercambia dos fichas numeradas (no 2, 12, 6 ni 8)
ck-hand-effect-irrigation = 2 cereales por cada hexágono de sembrado junto a tus ciudades y poblados
ck-hand-effect-medicine = mejora un poblado a ciudad por 2 mineral y 1 cereales
ck-hand-effect-mining = 2 mineral por cada hexágono de montaña junto a tus ciudades y poblados
ck-hand-effect-printer = 1 punto de victoria (se pone a la vista enseguida)
ck-hand-effect-road-building = construye 2 carreteras gratis
ck-hand-effect-smith = asciende 2 caballeros gratis
ck-hand-effect-bishop = mueve el ladrón y toma 1 carta de cada jugador junto a él
ck-hand-effect-constitution = 1 punto de victoria (se pone a la vista enseguida)
ck-hand-effect-deserter = un rival retira un caballero; puedes poner uno tuyo de esa fuerza
ck-hand-effect-diplomat = retira una carretera abierta (la tuya se puede volver a poner)
ck-hand-effect-intrigue = desplaza un caballero rival que toque tus carreteras
ck-hand-effect-saboteur = los jugadores con tantos PV como tú o más descartan la mitad de sus cartas
ck-hand-effect-spy = mira las cartas de progreso de un rival y toma una
ck-hand-effect-warlord = activa todos tus caballeros gratis
ck-hand-effect-wedding = los jugadores con más PV que tú te dan 2 cartas a su elección
ck-hand-effect-commercial-harbor = cambia una materia prima por una mercancía con cada rival
ck-hand-effect-master-merchant = toma 2 cartas de un jugador con más PV que tú
ck-hand-effect-merchant = pon el mercader: 2:1 por la materia prima de ese hexágono, 1 PV
ck-hand-effect-merchant-fleet = comercia una materia prima o mercancía a 2:1 este turno
ck-hand-effect-resource-monopoly = cada rival te da 2 de una materia prima
ck-hand-effect-trade-monopoly = cada rival te da 1 de una mercancía
ck-hand-answered = ✅ { $who } respondió.
ck-hand-answered-what = ✅ { $who } respondió ({ $what }).
ck-hand-the-player = El jugador
