# Die Ablehnungen von Seefahrer (issue #33).

## Worauf jeder Schritt wartet
refusals-step-sea_robber_start = die Wüste wählen, in der der Räuber beginnt
refusals-step-pirate_steal = wählen, wen der Pirat beraubt
refusals-step-gold_choice = Rohstoffe aus einem Goldfluss wählen

## Arten von Zügen
refusals-can-sea_robber_start = die Wüste wählen, in der der Räuber beginnt
refusals-can-ship = ein Schiff bauen
refusals-can-move_ship = ein Schiff versetzen
refusals-can-pirate = den Piraten versetzen
refusals-can-gold = Rohstoffe aus dem Goldfluss wählen

## Warum eine Siedlung, eine Straße, ein Schiff, der Pirat oder Gold abgelehnt wird
refusals-sea-no-land = Kreuzung { $spot } grenzt an kein Land.
refusals-sea-start = In diesem Szenario kommen deine Siedlungen der Gründungsphase { $scenario ->
        [new_shores] auf die Hauptinsel
        [through_the_desert] in das Hauptgebiet (nicht auf den Streifen jenseits der Wüsten, nicht auf eine kleine Insel, nicht nur an Wüsten)
       *[other] auf eine aufgedeckte Insel
    } (SEA-SETUP-3).
refusals-sea-path-at-sea = Weg { $path } hat auf keiner Seite Land: dorthin darf nur ein Schiff.
refusals-sea-same-path = Ein versetztes Schiff muss auf einen anderen Weg.
refusals-sea-path-has-road = Auf Weg { $path } steht schon eine Straße (ein Küstenweg trägt eine Straße oder ein Schiff).
refusals-sea-path-has-ship = Auf Weg { $path } liegt schon ein Schiff.
refusals-sea-path-inland = Weg { $path } liegt zwischen zwei Landfeldern: Schiffe fahren auf Küsten- und Seewegen.
refusals-sea-path-pirate = Weg { $path } grenzt an das Feld des Piraten: dort fährt kein Schiff hin, solange der Pirat bleibt.
refusals-sea-path-unconnected = Weg { $path } berührt weder deine Siedlung noch deine Stadt noch ein anderes deiner Schiffe (am Ende einer Straße setzt kein Schiff an, und das Gebäude eines anderen Spielers unterbricht eine Linie).
refusals-sea-no-ship-on = Auf { $path } liegt kein Schiff von dir.
refusals-sea-ship-new = Das Schiff auf { $path } wurde in diesem Zug gesetzt; es darf ab deinem nächsten Zug fahren.
refusals-sea-ship-pirate = Das Schiff auf { $path } grenzt an das Feld des Piraten und kann nicht fahren, solange der Pirat bleibt.
refusals-sea-ship-closed = Das Schiff auf { $path } gehört zu einer geschlossenen Linie zwischen zwei deiner Gebäude; es bleibt.
refusals-sea-ship-not-end = Das Schiff auf { $path } liegt nicht am offenen Ende einer Linie; nur ein Endschiff fährt.
refusals-sea-ship-when = Schiffe baust du in deinem eigenen Zug nach dem Würfeln (oder in der Gründungsphase statt einer Straße).
refusals-sea-ship-costs = Ein Schiff kostet 1 Holz und 1 Wolle; dir fehlen noch: { $missing }.
refusals-sea-no-ships-left = Alle { $count } deiner Schiffe sind auf dem Plan.
refusals-sea-ship-no-spot = Ein Schiff kommt auf einen freien Küsten- oder Seeweg neben deiner Siedlung, Stadt oder deinem Schiff (nicht durch das Gebäude eines anderen Spielers, nicht neben den Piraten); keiner ist frei.
refusals-sea-move-when = Ein Schiff versetzt du in deinem eigenen Zug nach dem Würfeln.
refusals-sea-already-moved = Du hast in diesem Zug schon ein Schiff versetzt (ein Versetzen pro Zug).
refusals-sea-no-end-ship = Nur das Endschiff einer offenen Linie darf fahren: kein Schiff zwischen zwei deiner Gebäude, keines, das in diesem Zug gebaut wurde, keines neben dem Piraten.
refusals-sea-pirate-when = Der Pirat zieht statt des Räubers, nach einer 7 oder einem Ritter.
refusals-sea-no-gold = Du hast gerade keine Rohstoffe aus dem Goldfluss zu wählen.
refusals-sea-gold-chosen = Du hast deine Rohstoffe aus dem Goldfluss schon gewählt.
refusals-sea-gold-exactly = Wähle genau { $count } { $count ->
        [one] Karte
       *[other] Karten
    } aus: { $resources }.
refusals-sea-robber-start-who = Nur der Startspieler wählt vor der Gründungsphase die Wüste des Räubers.

## Ein einzelner Zug
refusals-do-ship = ein Schiff auf { $path } bauen
refusals-do-move_ship = das Schiff von { $path } nach { $to } versetzen
refusals-do-pirate = den Piraten nach { $hex } versetzen
refusals-do-gold = { $cards } aus dem Goldfluss nehmen
refusals-do-sea_robber_start = den Räuber auf Feld { $hex } beginnen lassen

## Spieloptionen
refusals-sea-options-two = Seefahrer wird zu dritt oder zu viert gespielt (SEA-GEN-2); die Variante für 2 Spieler gibt es nur für das Grundspiel.
refusals-sea-options-players = Seefahrer wird zu dritt oder zu viert gespielt (SEA-GEN-2); die Seefahrer-Erweiterung für 5-6 Spieler gibt es noch nicht (SEA-GEN-3).
refusals-sea-options-board = Seefahrer wird auf dem Plan des Szenarios aufgebaut (SEA-SETUP-1): board muss variable sein (sea_layout wählt das gedruckte oder gemischte Gelände).
