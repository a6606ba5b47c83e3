# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: Ritter – { $knight }
ck-board-wall = { $who }: Stadtmauer auf { $at }
ck-board-metropolis = { $who }: Metropole ({ $track }) auf { $at }
ck-board-barbarians = Barbarenschiff: Feld { $at } von { $steps } auf dem Weg nach Catan
ck-board-merchant = { $who }: der Händler auf { $at }
ck-board-status-barbarians = Barbaren: Feld { $position } von { $of } · bisherige Angriffe: { $attacks } · Stärke der Barbaren { $strength }
ck-board-player = Stadtausbau H{ $trade } P{ $politics } W{ $science } · { $progress ->
    [one] 1 Fortschrittskarte
   *[other] { $progress } Fortschrittskarten
}
ck-board-knights = aktive Ritter { $knights }
ck-board-defenders = { $count ->
    [one] 1 Verteidiger-Karte
   *[other] { $count } Verteidiger-Karten
}
ck-board-metropolises = Metropole { $tracks }
ck-board-dice = Letzter Wurf: rot { $red }, gelb { $yellow }, Ereigniswürfel: { $event }
ck-board-merchant-name = Händler
