play-done = ✅ Erledigt: { $action }.
play-pick-in-menu = Wähle einen der Züge im Menü.
play-no-discard-owed = Du musst gerade nichts abwerfen.
play-player-to-rob = Der Spieler, den du beraubst (wähle aus der Liste)
play-board-posted = Der Spielplan von Spiel #{ $game } steht unten für alle.
play-nothing-yet = Noch ist nichts passiert.
