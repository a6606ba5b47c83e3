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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
ck-board-help-commodities = Marchandises
ck-board-help-commodities-text = Une ville à côté d’une forêt, d’une montagne ou d’un pré produit 1 ressource et 1 marchandise (papier, monnaie ou tissu) ; une colonie seulement la ressource. Les marchandises paient les améliorations de ville et comptent comme cartes en main.
ck-board-help-knights = Chevaliers
ck-board-help-knights-text = Un chevalier compte contre les barbares et ne peut agir que s’il est actif (1 blé) ; un chevalier inactif est dessiné creux, au bord en pointillés. I, II et III sont sa force.
ck-board-help-barbarians = Les barbares
ck-board-help-barbarians-text = Chaque bateau sur le dé d’événement fait avancer le navire barbare d’une case. Quand il atteint Catan, la force des chevaliers actifs est comparée au nombre de villes ; ensuite tous les chevaliers deviennent inactifs.
ck-board-help-robber = Le voleur dort
ck-board-help-robber-text = Jusqu’à la première attaque des barbares, le voleur reste dans le désert : un 7 fait seulement défausser les joueurs qui ont trop de cartes.
