# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who } : { $knight }
ck-board-wall = { $who } : rempart sur { $at }
ck-board-metropolis = { $who } : métropole ({ $track }) sur { $at }
ck-board-barbarians = Navire barbare : case { $at } sur { $steps } vers Catan
ck-board-merchant = { $who } : le marchand sur { $at }
ck-board-dice = Dernier lancer : rouge { $red }, jaune { $yellow }, dé événement : { $event }
ck-board-merchant-name = Marchand
