# 2-player variant: images (issue #33), pt-BR.
two-images-column-trade = Comércio
two-images-neutral-tag = NEUTRO
two-images-neutral-name = { $colour ->
    [white] Neutro branco
    [orange] Neutro laranja
   *[other] Neutro { $colour }
}
two-images-trade-card-note = { $count ->
    [one] { $count } carta de comércio · uma ação custa { $price }
   *[other] { $count } cartas de comércio · uma ação custa { $price }
}
two-images-stats-trade-cards = Cartas com.
two-images-stats-forced = Forçadas

## Decision images (rendering/rules/two_player/decisions.py); .kind names the kind
two-images-decision-neutral-road = { $name }: escolha um lado para uma estrada neutra (cor = a dela)
    .kind = estrada neutra
two-images-decision-neutral-settlement = { $name }: escolha um número para uma aldeia neutra (cor = a dela)
    .kind = aldeia neutra
