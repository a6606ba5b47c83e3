six-buttons-ask = 🏗️ Construir após este turno
six-buttons-done = ⏭️ Terminei de construir
