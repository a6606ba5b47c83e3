# Die 2-Spieler-Variante auf dem Live-Spielplan (issue #34).

two-board-supply = Handelskarten im Vorrat: { $supply }
two-board-trade-cards = { $count ->
    [one] 1 Handelskarte
   *[other] { $count } Handelskarten
} (eine Aktion kostet { $price })
two-board-give-back = ⚠️ Gib 2 Karten zurück, um den Zwangstausch abzuschließen.
# the second roll's prompt without the Discord button's name (the board's button says it)
two-board-prompt-second-roll = den zweiten Ertragswurf machen
    .about = den zweiten Ertragswurf machen
