# Los rechazos de la ampliación para 5-6 jugadores (issue #33).

## Qué espera cada paso
refusals-step-special_build = construir en la fase especial de construcción o pasar
refusals-step-robber_start = elegir el desierto donde empieza el ladrón

## Tipos de jugada
refusals-can-sbp_pass = terminar tu turno de construcción
refusals-can-sbp_request = pedir un turno de construcción tras este turno
refusals-can-robber_start = elegir el desierto donde empieza el ladrón

## Por qué se rechaza una jugada en un turno de construcción o en la fase del segundo jugador
refusals-six-second-no-player-trade = Como segundo jugador (jugadores por parejas) no puedes comerciar con otros jugadores; puedes comerciar con la banca.
refusals-six-nobody-trades = Nadie comercia con jugadores durante la fase del segundo jugador (jugadores por parejas).
refusals-six-bank-trade-over = El comercio con la banca ha terminado en esta fase: ya construiste o compraste (fases de comercio y construcción separadas).
refusals-six-only-purchases = En la fase especial de construcción solo puedes construir y comprar (sin comercio, sin cartas de desarrollo, sin ladrón).
refusals-six-only-purchases-ck = En la fase especial de construcción solo puedes construir y comprar (caminos, poblados, ciudades, murallas, caballeros y su activación y ascenso): sin comercio, sin cartas de progreso, sin otras acciones de caballero, sin ladrón.
refusals-six-no-slot-to-finish = Ahora no tienes ningún turno de construcción que terminar.
refusals-six-robber-start-chosen = El inicio del ladrón ya se eligió.
refusals-six-slots-offered = En esta partida cada turno de construcción se ofrece sin pedirlo.
refusals-six-already-asked = Ya pediste un turno de construcción tras este turno.
refusals-six-ask-when = Pide un turno de construcción durante el turno de otro jugador (no durante la fase especial de construcción ni la fase de fundación).
refusals-six-own-turn = En tu propio turno ya construyes: un turno de construcción es para los jugadores a los que no les toca.

## Una jugada
refusals-do-sbp_request = pedir un turno de construcción tras este turno
refusals-do-sbp_pass = terminar el turno de construcción
refusals-do-robber_start = hacer empezar al ladrón en el desierto { $desert }

## Opciones de partida
refusals-six-options-board = Con 5 o 6 jugadores el tablero es siempre variable: no hay mapa de iniciación (SIX-VAR-8).
