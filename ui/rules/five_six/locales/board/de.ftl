# Die Erweiterung für 5-6 Spieler auf dem Live-Spielplan (issue #34).

six-board-prompt-slot = in deinem Sonderbau-Zug bauen oder kaufen (kein Handel, keine Karten)
    .about = in { $you ->
        [1] deinem
       *[other] seinem
    } Sonderbau-Zug bauen oder kaufen (kein Handel, keine Karten)
six-board-prompt-second = deine Phase von Spieler 2 spielen: bauen, kaufen, eine Karte ausspielen oder mit der Bank handeln (kein Handel mit Spielern)
    .about = { $you ->
        [1] deine
       *[other] die
    } Phase von Spieler 2 spielen: bauen, kaufen, eine Karte ausspielen oder mit der Bank handeln (kein Handel mit Spielern)
six-board-no-trade-as-second = Als Spieler 2 (Spielerpaare) darfst du nicht mit anderen Spielern handeln; mit der Bank schon.
