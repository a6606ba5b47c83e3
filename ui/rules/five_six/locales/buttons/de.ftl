six-buttons-ask = 🏗️ Nach diesem Zug bauen
six-buttons-done = ⏭️ Fertig gebaut
six-buttons-not-in-use = Dieser Button wird nicht mehr verwendet.
