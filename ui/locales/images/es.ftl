# Las palabras de las imágenes (issue #33), español.
images-column-vp = PV
images-column-cards = Cartas
images-column-dev = Des.
images-column-knights = Caballeros
images-column-road = Camino
images-column-vp-cards = Cartas PV
images-status-won = Fin de la partida: gana { $name }
images-status-won-with = Fin de la partida: gana { $name } con { $vp } PV
images-status-setup = Fundación: coloca { $name }
images-status-turn = Turno { $turn }: juega { $name }
images-player = Jugador { $number }
images-colour-red = Rojo
images-colour-blue = Azul
images-colour-white = Blanco
images-colour-orange = Naranja
images-colour-green = Verde
images-colour-brown = Marrón

## The board (rendering/board.py, rendering/background.py)
images-harbor-any = a elegir
images-dice-rolled = salió { $total }
images-dice-roll-nth = { $nth ->
    [1] 1.ª tirada
   *[other] 2.ª tirada
} { $total }

## Decision images (rendering/decision.py): a caption per kind; .kind names it where no spot is legal
images-decision-none = { $name }: ahora no hay sitio válido para: { $kind }
images-decision-settlement = { $name }: elige un número para construir un poblado
    .kind = poblado
images-decision-road = { $name }: elige un lado (número-número) para un camino
    .kind = camino
images-decision-city = { $name }: elige el poblado (número) que será ciudad
    .kind = ciudad
images-decision-robber = { $name }: elige una letra para mover el ladrón
    .kind = ladrón

## The hand (rendering/hand.py, rendering/card_row.py)
images-hand-title = Mano de { $name }
images-hand-vp = { $vp } PV
images-hand-vp-hidden = { $vp } PV ({ $hidden } { $hidden ->
        [one] oculto
       *[other] ocultos
    })
images-discard-owed = { $count ->
    [one] Debes descartar { $count } carta
   *[other] Debes descartar { $count } cartas
}
images-section-resources = Cartas de materias primas
images-section-in-hand = { $count } en la mano
images-section-development = Cartas de desarrollo
images-section-build = Construir
images-dev-note = las cartas compradas este turno se juegan desde tu próximo turno
images-dev-new = { $count ->
    [one] { $count } nueva
   *[other] { $count } nuevas
}
images-card-brick = Arcilla
images-card-lumber = Madera
images-card-ore = Mineral
images-card-grain = Cereales
images-card-wool = Lana
images-bank-rate = banca { $rate }:1
images-dev-knight = Caballero
images-dev-road_building =
    Construcción
    de carreteras
images-dev-year_of_plenty = Descubrimiento
images-dev-monopoly = Monopolio
images-dev-victory_point =
    Punto de
    victoria
images-buy-road = Camino
images-buy-settlement = Poblado
images-buy-city = Ciudad
images-buy-dev = Carta des.
images-buy-deck-empty = mazo vacío
images-buy-none-left = no quedan
images-buy-now = ✓ construir ya
images-buy-affordable = ✓ asequible
images-buy-missing = { $count ->
    [one] falta { $count } carta
   *[other] faltan { $count } cartas
}

## The statistics (rendering/stats.py)
images-stats-title = Estadísticas de la partida
images-stats-dice = { $count ->
    [one] Dados: { $count } tirada
   *[other] Dados: { $count } tiradas
}
images-stats-expected = esperado
images-stats-vp-by-turn = PV por turno
images-stats-rolled = obtenido
images-stats-cards = Cartas
images-stats-start = Inicio
images-stats-produced = Producción
images-stats-trade-plus = Comercio +
images-stats-trade-minus = Comercio −
images-stats-bank-plus = Banca +
images-stats-bank-minus = Banca −
images-stats-stole = Robadas
images-stats-stolen = Perdidas (robo)
images-stats-discards = Descartes
images-stats-dev-card = Carta des.
