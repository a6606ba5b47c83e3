spots-hex-labelled = { $label }: { $what }
spots-hex = { $what }
spots-desert = desierto
spots-sea = mar
spots-terrain-yields = { $terrain } { $number } ({ $resource })
spots-own-terrain-yields = { $terrain } { $number } ({ $yields })
spots-own-terrain = { $terrain }
spots-terrain-hills = cerro
spots-terrain-forest = bosque
spots-terrain-mountains = montaña
spots-terrain-fields = sembrado
spots-terrain-pasture = pasto
spots-yield = { $number } { $resource }
spots-yield-own = { $number } { $yields }
spots-vertex = { $label }: { $parts }
spots-harbor = puerto 2:1 ({ $resource })
spots-harbor-any = puerto 3:1
spots-coast = costa
spots-pips = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
spots-victim = { $name } ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
spots-nobody = nadie
spots-robber = { $hex } · edificios: { $who }
