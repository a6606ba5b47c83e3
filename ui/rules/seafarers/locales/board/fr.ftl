# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who } : bateau sur { $at }
sea-board-pirate = Le pirate est sur { $at }
sea-board-fog = { $at } : brouillard, encore face cachée
sea-board-status-fog = { $count ->
    [one] 1 tuile de brouillard encore face cachée
   *[other] { $count } tuiles de brouillard encore face cachée
}
sea-board-ships = { $count ->
    [one] 1 bateau
   *[other] { $count } bateaux
}
sea-board-chits-held = { $count ->
    [one] 1 jeton Catan
   *[other] { $count } jetons Catan
}
sea-board-gold-owed = ⚠️ Tu dois choisir de l’or : { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources
}.
