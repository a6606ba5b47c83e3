six-buttons-ask = 🏗️ Nach diesem Zug bauen
six-buttons-done = ⏭️ Fertig gebaut
