pause-a-player = ein Spieler
pause-asked = 🏖️ { $who } ist bis { $until } weg und bittet darum, Spiel #{ $game } so lange anzuhalten: keine Züge, Erinnerungen oder Uhren, bis { $who } zurück ist. Es wird angehalten, sobald alle am Tisch zustimmen: { $agree }. Haben bis { $by } nicht alle zugestimmt, verfällt die Bitte und { $bot } spielt für { $who }, bis { $who } zurück ist.
pause-lapsed = ⌛ Nicht alle haben rechtzeitig zugestimmt, Spiel #{ $game } anzuhalten: die Bitte ist verfallen, das Spiel geht weiter.
pause-on = ⏸️ Spiel #{ $game } ist bis { $until } angehalten: der Tisch wartet auf { $who }. `/catan me back` setzt es fort.
pause-over = ▶️ { $who } ist zurück: Spiel #{ $game } geht weiter.
