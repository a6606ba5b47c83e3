forms-offer-title = Proposer un échange
forms-offer-title-to = Proposer un échange à { $name }
forms-you-hold = Tu as { $hand }
forms-you-give = Tu donnes
forms-you-get = Tu reçois
forms-example = p. ex. { $cards }
forms-offer-to = Proposer à
forms-everyone = Tout le monde
forms-player-to-offer-to = Le joueur à qui proposer
forms-counter-title = Contre-offre à l’échange #{ $offer }
forms-discard = Défausser
forms-discard-title = { $count ->
    [one] Défausser { $count } carte
   *[other] Défausser { $count } cartes
}
forms-discard-of = Défausse { $count } parmi : { $hand }
forms-cards-to-discard = Cartes à défausser
