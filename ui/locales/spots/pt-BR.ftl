spots-hex-labelled = { $label }: { $what }
spots-hex = { $what }
spots-desert = deserto
spots-sea = mar
spots-terrain-yields = { $terrain } { $number } ({ $resource })
spots-own-terrain-yields = { $terrain } { $number } ({ $yields })
spots-own-terrain = { $terrain }
spots-terrain-hills = colina
spots-terrain-forest = floresta
spots-terrain-mountains = montanha
spots-terrain-fields = campo
spots-terrain-pasture = pasto
spots-yield = { $number } { $resource }
spots-yield-own = { $number } { $yields }
spots-vertex = { $label }: { $parts }
spots-harbor = porto 2:1 ({ $resource })
spots-harbor-any = porto 3:1
spots-coast = costa
spots-pips = { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
}
spots-victim = { $name } ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
spots-nobody = ninguém
spots-robber = { $hex } · construções: { $who }
