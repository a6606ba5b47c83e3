# 5-6 Spieler im Thread und in der Lobby, Deutsch (Issue #33).

six-thread-mode-special-build-phase = Sonderbauphase
six-thread-mode-paired-players = Spielerpaare
six-thread-paired-help = hält Spiele zu sechst in Gang: wartet pro Zug nie auf mehr als zwei Spieler
six-thread-rules = { $rules }, 5-6 Spieler ({ $mode })
six-thread-option-turn-mode = Zugmodus (5-6 Spieler)
six-thread-option-slots = Sonderbau-Züge (5-6 Spieler)
six-thread-lapse-slot = Sonderbau-Zug
six-thread-prompt-slot = in deinem Sonderbau-Zug bauen oder kaufen (kein Handel, keine Karten), dann ⏭️ Fertig gebaut drücken
    .about = in { $you ->
        [1] deinem
       *[other] seinem
    } Sonderbau-Zug bauen oder kaufen (kein Handel, keine Karten), dann ⏭️ Fertig gebaut drücken
six-thread-prompt-second = deine Phase von Spieler 2 spielen: bauen, kaufen, eine Karte ausspielen oder mit der Bank handeln (kein Handel mit Spielern), dann ⏭️ Zug beenden
    .about = { $you ->
        [1] deine
       *[other] die
    } Phase von Spieler 2 spielen: bauen, kaufen, eine Karte ausspielen oder mit der Bank handeln (kein Handel mit Spielern), dann ⏭️ Zug beenden
six-thread-prompt-robber-start = die Wüste wählen, in der der Räuber beginnt
    .about = die Wüste wählen, in der der Räuber beginnt
six-thread-status-mode = Zugmodus: { $mode }
six-thread-status-sbp = Sonderbauphase nach dem Zug von { $after }: { $who } baut; noch dran: { $to_come }
six-thread-status-asked = Bauen nach diesem Zug: { $who }
six-thread-status-second = Phase von Spieler 2: { $who } (baut und handelt nur mit der Bank)
six-thread-requested = 🏗️ { $who } baut nach diesem Zug.
six-thread-slot = 🏗️ Sonderbauphase: Sonderbau-Zug von { $who }.
six-thread-passed = 🏗️ { $who } ist fertig mit Bauen.
six-thread-second = 👥 Phase von Spieler 2: { $who } baut und handelt mit der Bank (Spielerpaare).

## Die Nachricht des Sonderbau-Zugs
six-thread-slot-yours = 🏗️ { $who } — dein Sonderbau-Zug nach dem Zug von { $after }: bau oder kauf mit den Buttons unten (kein Handel, keine Karten), dann **⏭️ Fertig gebaut**.
six-thread-slot-lapses = { $slot } Er verfällt von selbst nach { $limit }.
six-thread-limit-minutes = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
six-thread-limit-hours = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
six-thread-slot-over = 🏗️ Der Sonderbau-Zug von { $who } ist vorbei.
six-thread-the-player = Der Spieler
six-thread-options-need-five = { $count ->
    [one] { $options } gilt
   *[other] { $options } gelten
} nur für 5 oder 6 Spieler: wähle `players` 5 oder 6, oder lass { $options } bei { $players } Spielern weg.
six-thread-slots-public-info-only = nur nach dem, was alle sehen
six-thread-slots-always-offer = immer angeboten
six-thread-slots-skip-if-nothing-affordable = übersprungen, wenn nichts bezahlbar ist
six-thread-slots-on-request = auf Anfrage
six-thread-slot-open = 🏗️ { $who } — dein Sonderbau-Zug nach dem Zug von { $after }: baue oder kaufe mit den Knöpfen unten (kein Handel, keine Karten), dann **⏭️ Fertig gebaut**.
six-thread-slot-lapse-hours =
    Er verfällt von selbst nach { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }.
six-thread-slot-lapse-minutes =
    Er verfällt von selbst nach { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }.
six-thread-too-few-players = { $options } gelten nur für 5 oder 6 Spieler: wähle `players` 5 oder 6, oder lass { $options } bei { $players } Spielern weg.
