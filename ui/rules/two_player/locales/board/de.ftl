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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
two-board-help-trade-cards = Handelskarten
two-board-help-trade-cards-text = Eine Aktion kostet Handelskarten: ein Zwangstausch (2 Karten vom Gegner ziehen, 2 eigene zurückgeben) oder den Räuber in die Wüste versetzen. Sie kostet 1 Karte, oder 2, solange du mehr sichtbare Siegpunkte hast als dein Gegner. Eine neue Siedlung an der Küste bringt 1, an der Wüste 2 (beides: 3); einen ausgespielten Ritter entfernen bringt 2.
