six-buttons-ask = 🏗️ Construir após este turno
six-buttons-done = ⏭️ Terminei de construir
six-buttons-not-in-use = Esse botão não está mais em uso.
