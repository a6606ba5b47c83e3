# 2-player variant: images (issue #33), es.
two-images-column-trade = Comercio
two-images-neutral-tag = NEUTRAL
two-images-neutral-name = { $colour ->
    [white] Neutral blanco
    [orange] Neutral naranja
   *[other] Neutral { $colour }
}
two-images-trade-card-note = { $count ->
    [one] { $count } carta de comercio · una acción cuesta { $price }
   *[other] { $count } cartas de comercio · una acción cuesta { $price }
}
two-images-stats-trade-cards = Cartas com.
two-images-stats-forced = Forzosos

## Decision images (rendering/rules/two_player/decisions.py); .kind names the kind
two-images-decision-neutral-road = { $name }: elige un lado para un camino neutral (color = el suyo)
    .kind = camino neutral
two-images-decision-neutral-settlement = { $name }: elige un número para un poblado neutral (color = el suyo)
    .kind = poblado neutral
