# La variante à 2 joueurs sur le plateau en direct (issue #34).

two-board-supply = Cartes Commerce dans la réserve : { $supply }
two-board-trade-cards = { $count ->
    [one] 1 carte Commerce
   *[other] { $count } cartes Commerce
} (une action coûte { $price })
two-board-give-back = ⚠️ Rends 2 cartes pour terminer l’échange forcé.
# the second roll's prompt without the Discord button's name (the board's button says it)
two-board-prompt-second-roll = faire le second lancer de production
    .about = faire le second lancer de production
