# 2-player variant: images (issue #33), fr.
two-images-column-trade = Commerce
two-images-neutral-tag = NEUTRE
two-images-neutral-name = { $colour ->
    [white] Neutre blanc
    [orange] Neutre orange
   *[other] Neutre { $colour }
}
two-images-trade-card-note = { $count ->
    [one] { $count } carte Commerce · une action coûte { $price }
   *[other] { $count } cartes Commerce · une action coûte { $price }
}
two-images-stats-trade-cards = Cartes Com.
two-images-stats-forced = Forcés

## Decision images (rendering/rules/two_player/decisions.py); .kind names the kind
two-images-decision-neutral-road = { $name } : choisis un chemin pour une route neutre (couleur = la sienne)
    .kind = route neutre
two-images-decision-neutral-settlement = { $name } : choisis un numéro pour une colonie neutre (couleur = la sienne)
    .kind = colonie neutre
