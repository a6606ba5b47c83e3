six-buttons-ask = 🏗️ Construir tras este turno
six-buttons-done = ⏭️ Terminé de construir
