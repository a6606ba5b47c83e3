spots-hex-labelled = { $label } : { $what }
spots-hex = { $what }
spots-desert = désert
spots-sea = mer
spots-terrain-yields = { $terrain } { $number } ({ $resource })
spots-own-terrain-yields = { $terrain } { $number } ({ $yields })
spots-own-terrain = { $terrain }
spots-terrain-hills = colline
spots-terrain-forest = forêt
spots-terrain-mountains = montagne
spots-terrain-fields = champ
spots-terrain-pasture = pré
spots-yield = { $number } { $resource }
spots-yield-own = { $number } { $yields }
spots-vertex = { $label } : { $parts }
spots-harbor = port 2:1 ({ $resource })
spots-harbor-any = port 3:1
spots-coast = côte
spots-pips = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
spots-victim = { $name } ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
})
spots-nobody = personne
spots-robber = { $hex } · bâtiments : { $who }
