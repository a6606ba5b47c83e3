# Places in words (issue #33): the menus' and autocomplete's labels (ui/spots.py), in the reader's language.
spots-hex-labelled = { $label }: { $what }
spots-hex = { $what }
spots-desert = desert
spots-sea = sea
spots-terrain-yields = { $terrain } { $number } ({ $resource })
spots-own-terrain-yields = { $terrain } { $number } ({ $yields })
spots-own-terrain = { $terrain }
spots-terrain-hills = hills
spots-terrain-forest = forest
spots-terrain-mountains = mountains
spots-terrain-fields = fields
spots-terrain-pasture = pasture
spots-yield = { $number } { $resource }
spots-yield-own = { $number } { $yields }
spots-vertex = { $label }: { $parts }
spots-harbor = { $resource } 2:1 harbor
spots-harbor-any = 3:1 harbor
spots-coast = coast
spots-pips = { $count ->
    [one] { $count } pip
   *[other] { $count } pips
}
spots-victim = { $name } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
spots-nobody = nobody
spots-robber = { $hex } · buildings: { $who }
