# 2-player variant: images (issue #33), de.
two-images-column-trade = Handel
two-images-neutral-tag = NEUTRAL
two-images-neutral-name = { $colour ->
    [white] Neutral Weiß
    [orange] Neutral Orange
   *[other] Neutral { $colour }
}
two-images-trade-card-note = { $count ->
    [one] { $count } Handelskarte · eine Aktion kostet { $price }
   *[other] { $count } Handelskarten · eine Aktion kostet { $price }
}
two-images-stats-trade-cards = Handelsk.
two-images-stats-forced = Erzwungen

## Decision images (rendering/rules/two_player/decisions.py); .kind names the kind
two-images-decision-neutral-road = { $name }: wähle einen Weg für eine neutrale Straße (Farbe = ihre)
    .kind = neutrale Straße
two-images-decision-neutral-settlement = { $name }: wähle eine Zahl für eine neutrale Siedlung (Farbe = ihre)
    .kind = neutrale Siedlung
