# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who } : { $knight }
ck-board-wall = { $who } : rempart sur { $at }
ck-board-metropolis = { $who } : métropole ({ $track }) sur { $at }
ck-board-barbarians = Navire barbare : case { $at } sur { $steps } vers Catan
ck-board-merchant = { $who } : le marchand sur { $at }
ck-board-status-barbarians = Barbares : case { $position } sur { $of } · attaques jusqu’ici : { $attacks } · force des barbares : { $strength }
ck-board-player = améliorations C{ $trade } P{ $politics } S{ $science } · { $progress ->
    [one] 1 carte Progrès
   *[other] { $progress } cartes Progrès
}
ck-board-knights = chevaliers actifs { $knights }
ck-board-defenders = { $count ->
    [one] 1 carte Défenseur
   *[other] { $count } cartes Défenseur
}
ck-board-metropolises = métropole { $tracks }
ck-board-dice = Dernier lancer : rouge { $red }, jaune { $yellow }, dé événement : { $event }
ck-board-merchant-name = Marchand
