# Cities & Knights: its slash commands' descriptions and choices (issue #33 item 2).
ck-cmd-wall = S&R: eine Stadtmauer unter deiner Stadt (2 Lehm)
ck-cmd-your-city = deine Stadt
ck-cmd-group = Züge von Städte & Ritter
ck-cmd-knight = S&R: Ritter einsetzen, aktivieren, befördern oder bewegen
ck-cmd-pick = aus der Liste wählen
ck-cmd-improve = S&R: deine Städte in einem Bereich ausbauen
ck-cmd-track-trade = Handel
ck-cmd-track-politics = Politik
ck-cmd-track-science = Wissenschaft
ck-cmd-progress = S&R: eine Fortschrittskarte spielen
ck-cmd-answer = S&R: eine offene Entscheidung treffen
ck-cmd-expansion = Städte & Ritter
ck-cmd-barbarians = S&R: Länge der Barbarenleiste (7)
ck-cmd-variant = S&R-Variante
ck-cmd-variant-errant = fahrender Ritter
ck-cmd-variant-easy = leichter Start
ck-cmd-variant-nasty = gemeine Barbaren
