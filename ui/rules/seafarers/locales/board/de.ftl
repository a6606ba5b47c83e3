# Seafarers' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: sea-board-<what>.

sea-board-ship = { $who }: Schiff auf { $at }
sea-board-pirate = Der Pirat steht auf { $at }
sea-board-fog = { $at }: Nebel, noch verdeckt
sea-board-status-fog = { $count ->
    [one] 1 Nebelfeld ist
   *[other] { $count } Nebelfelder sind
} noch verdeckt
sea-board-ships = { $count ->
    [one] 1 Schiff
   *[other] { $count } Schiffe
}
sea-board-chits-held = { $count ->
    [one] 1 Catan-Chip
   *[other] { $count } Catan-Chips
}
sea-board-gold-owed = ⚠️ Du musst Gold wählen: { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
}.

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
sea-board-help-gold = Goldflüsse
sea-board-help-gold-text = Fällt die Zahl eines Goldflusses, nimmt jede Siedlung daneben 1 Rohstoff nach Wahl ihres Besitzers, eine Stadt 2. Steht der Räuber darauf, bringt er nichts, wie jedes Feld.
sea-board-help-chits = Catan-Chips (Inselbonus)
sea-board-help-chits-text = Deine erste Siedlung auf einer neuen Insel (nicht dort, wo du begonnen hast) bringt Catan-Chips: jeder ist 1 Siegpunkt und geht nie verloren.
sea-board-help-ships = Ein Schiff versetzen
sea-board-help-ships-text = Einmal pro Zug, nach dem Wurf, darfst du ein Schiff versetzen: eines am offenen Ende einer Reihe deiner Schiffe, nicht in diesem Zug gebaut, nicht neben dem Piraten. Eine Reihe, die zwei deiner Siedlungen oder Städte verbindet, ist geschlossen: keines ihrer Schiffe kann sich bewegen. Das Brett markiert die Schiffe, die du versetzen kannst.
sea-board-help-pirate = Der Pirat
sea-board-help-pirate-text = Bei einer 7 oder einem Ritter versetzt du den Räuber oder den Piraten. Der Pirat kommt auf ein Meerfeld und bestiehlt einen Spieler mit einem Schiff daneben; neben ihm kann kein Schiff gebaut oder versetzt werden.
