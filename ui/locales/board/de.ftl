# The live board's pieces and forms as a screen reader says them (issue #34 items 3, 4 and 6): web/rules/, web/legal.py.

board-building = { $who }: { $kind ->
    [1] Siedlung
   *[other] Stadt
} auf { $at }
board-road = { $who }: Straße auf { $at }
board-robber = Der Räuber steht auf { $at }
board-player = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} · { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}{ $dev ->
    [0] {""}
    [one] { " " }· 1 Entwicklungskarte
   *[other] { " " }· { $dev } Entwicklungskarten
}
board-pieces = Figuren auf dem Spielplan
board-second-step = Wähle jetzt die zweite Stelle auf dem Spielplan (Escape bricht ab).
board-more-moves = Weitere Züge
board-chosen = gewählt
board-player-more = { $line } · { $more }
board-knights-played = { $count ->
    [one] 1 Ritter ausgespielt
   *[other] { $count } Ritter ausgespielt
}
board-form-discard = Wirf { $count } deiner { $held } Karten ab
board-form-choose = Wähle { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
board-first-spot = { $what }: { $count ->
    [one] 1 Stelle als Nächstes zur Wahl
   *[other] { $count } Stellen als Nächstes zur Wahl
}
board-show-numbers = Nummern zeigen
