six-buttons-ask = 🏗️ Construir tras este turno
six-buttons-done = ⏭️ Terminé de construir
six-buttons-not-in-use = Ese botón ya no se usa.
six-buttons-no-trade-slot = Nadie comercia durante la fase especial de construcción: un turno de construcción es solo para construir y comprar.
six-buttons-no-trade-as-second = Como segundo jugador (jugadores en pareja) no puedes comerciar con otros jugadores; con la banca sí (`/catan trade bank`).
six-buttons-no-trade-second = Nadie comercia con jugadores durante la fase del segundo jugador, { $who } (jugadores en pareja).
six-buttons-second = el segundo jugador
