six-buttons-ask = 🏗️ Construir tras este turno
six-buttons-done = ⏭️ Terminé de construir
six-buttons-not-in-use = Ese botón ya no se usa.
