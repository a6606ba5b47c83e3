spots-hex-labelled = { $label }: { $what }
spots-hex = { $what }
spots-desert = Wüste
spots-sea = Meer
spots-terrain-yields = { $terrain } { $number } ({ $resource })
spots-own-terrain-yields = { $terrain } { $number } ({ $yields })
spots-own-terrain = { $terrain }
spots-terrain-hills = Hügelland
spots-terrain-forest = Wald
spots-terrain-mountains = Gebirge
spots-terrain-fields = Ackerland
spots-terrain-pasture = Weideland
spots-yield = { $number } { $resource }
spots-yield-own = { $number } { $yields }
spots-vertex = { $label }: { $parts }
spots-harbor = 2:1-Hafen ({ $resource })
spots-harbor-any = 3:1-Hafen
spots-coast = Küste
spots-pips = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
spots-victim = { $name } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
})
spots-nobody = niemand
spots-robber = { $hex } · Gebäude: { $who }
