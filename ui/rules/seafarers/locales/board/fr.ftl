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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
sea-board-help-gold = Rivières d’or
sea-board-help-gold-text = Quand le numéro d’une rivière d’or sort, chaque colonie voisine prend 1 ressource au choix de son propriétaire, une ville 2. Le voleur posé dessus l’arrête, comme sur tout hexagone.
sea-board-help-chits = Jetons Catan (bonus d’île)
sea-board-help-chits-text = Ta première colonie sur une nouvelle île (pas celle de départ) rapporte des jetons Catan : chacun vaut 1 point de victoire et ne se perd jamais.
sea-board-help-ships = Déplacer un bateau
sea-board-help-ships-text = Une fois par tour, après le lancer, tu peux déplacer un bateau : un bateau au bout ouvert d’une ligne de tes bateaux, pas construit ce tour-ci, pas à côté du pirate. Une ligne qui relie deux de tes colonies ou villes est fermée : aucun de ses bateaux ne peut bouger. Le plateau entoure les bateaux que tu peux déplacer.
sea-board-help-pirate = Le pirate
sea-board-help-pirate-text = Sur un 7 ou un Chevalier, tu déplaces le voleur ou le pirate. Le pirate va sur un hexagone de mer et vole un joueur qui a un bateau à côté ; aucun bateau ne peut être construit ou déplacé à côté de lui.
