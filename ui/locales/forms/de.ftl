forms-offer-title = Handel anbieten
forms-offer-title-to = Handel an { $name } anbieten
forms-you-hold = Du hast { $hand }
forms-you-give = Du gibst
forms-you-get = Du bekommst
forms-example = z. B. { $cards }
forms-offer-to = Anbieten an
forms-everyone = Alle
forms-player-to-offer-to = Der Spieler, dem du anbietest
forms-counter-title = Gegenangebot zu Handel #{ $offer }
forms-discard = Abwerfen
forms-discard-title = { $count ->
    [one] { $count } Karte abwerfen
   *[other] { $count } Karten abwerfen
}
forms-discard-of = Wirf { $count } ab von: { $hand }
forms-cards-to-discard = Abzuwerfende Karten
