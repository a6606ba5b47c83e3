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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
two-board-help-trade-cards = Cartes Commerce
two-board-help-trade-cards-text = Une action coûte des cartes Commerce : un échange forcé (piocher 2 cartes chez l’adversaire, lui en rendre 2 des tiennes) ou déplacer le voleur dans le désert. Elle coûte 1 carte, ou 2 tant que tu as plus de points de victoire visibles que ton adversaire. Une nouvelle colonie sur la côte rapporte 1, à côté du désert 2 (les deux : 3) ; retirer un Chevalier joué rapporte 2.
