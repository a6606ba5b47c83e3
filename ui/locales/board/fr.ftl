# The live board's pieces and forms as a screen reader says them (issue #34 items 3, 4 and 6): web/rules/, web/legal.py.

board-building = { $who } : { $kind ->
    [1] colonie
   *[other] ville
} sur { $at }
board-road = { $who } : route sur { $at }
board-robber = Le voleur est sur { $at }
board-player = { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
}{ $dev ->
    [0] {""}
    [one] { " " }· 1 carte Développement
   *[other] { " " }· { $dev } cartes Développement
}
board-pieces = Pièces sur le plateau
board-second-step = Choisis maintenant le second emplacement sur le plateau (Échap pour annuler).
board-more-moves = Autres coups
board-chosen = choisi
board-player-more = { $line } · { $more }
board-knights-played = { $count ->
    [one] 1 chevalier joué
   *[other] { $count } chevaliers joués
}
board-form-discard = Défausse { $count } de tes { $held } cartes
board-form-choose = Choisis { $count ->
    [one] 1 carte
   *[other] { $count } cartes
}
board-first-spot = { $what } : { $count ->
    [one] 1 emplacement à choisir ensuite
   *[other] { $count } emplacements à choisir ensuite
}
board-show-numbers = Afficher les numéros
