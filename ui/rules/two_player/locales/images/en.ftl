# The 2-player variant's words in images (issue #33). Keys: two-images-<what>.

two-images-column-trade = Trade
two-images-neutral-tag = NEUTRAL
two-images-neutral-name = { $colour ->
    [white] Neutral white
    [orange] Neutral orange
   *[other] Neutral { $colour }
}
two-images-trade-card-note = { $count ->
    [one] { $count } trade card · an action costs { $price }
   *[other] { $count } trade cards · an action costs { $price }
}
two-images-stats-trade-cards = Tr. cards
two-images-stats-forced = Forced

## Decision images (rendering/rules/two_player/decisions.py); .kind names the kind
two-images-decision-neutral-road = { $name }: pick a path for a neutral road (label = its colour)
    .kind = neutral road
two-images-decision-neutral-settlement = { $name }: pick a number for a neutral settlement (label = its colour)
    .kind = neutral settlement
