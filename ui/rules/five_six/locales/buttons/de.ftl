six-buttons-ask = 🏗️ Nach diesem Zug bauen
six-buttons-done = ⏭️ Fertig gebaut
six-buttons-not-in-use = Dieser Button wird nicht mehr verwendet.
six-buttons-no-trade-slot = In der Sonderbauphase handelt niemand: ein Sonderbau-Zug ist nur zum Bauen und Kaufen da.
six-buttons-no-trade-as-second = Als Spieler 2 (Spielerpaare) darfst du nicht mit anderen Spielern handeln; mit der Bank schon (`/catan trade bank`).
six-buttons-no-trade-second = In der Phase von Spieler 2 ({ $who }) handelt niemand mit Spielern (Spielerpaare).
six-buttons-second = Spieler 2
