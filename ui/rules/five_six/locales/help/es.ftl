# Las palabras de five_six, español (issue #33). Términos de la ampliación para 5-6 jugadores.

## /catan help topic:five_six
help-five_six =
    {"*"}*5 o 6 jugadores** (`/catan new players:5` o `6`, o quienes se unan, hasta seis) juegan en la isla de 30 hexágonos con 24 cartas de cada materia prima y 34 cartas de desarrollo.
    • **Fase especial de construcción** (el modo por defecto): durante el turno de otro, pulsa **🏗️ Construir tras este turno**; al terminar el turno, quienes lo pidieron tienen, uno tras otro, su turno de construcción (se te menciona), en el que puedes construir (y comprar cartas de desarrollo, en el juego básico) pero no comerciar ni jugar cartas. **⏭️ Terminé de construir** cierra tu turno de construcción; si no se usa dentro del plazo de la partida (1 hora, indicado en la sala), pasa solo. Nadie gana durante esta fase: los 10 puntos cuentan al inicio de tu propio turno. Una carta comprada en ella se puede jugar a partir de tu próximo turno.
    • **Jugadores por parejas** (`/catan new paired:True`) mantiene ágiles las partidas de seis: nunca se espera a más de dos jugadores por turno: tras cada turno, el jugador sentado tres puestos a la izquierda tiene la fase del segundo jugador (construir, comprar, jugar una carta, comerciar con la banca, sin comercio entre jugadores) con los botones del turno, y luego **⏭️ Terminar turno**.
    .menu = five_six: 5-6 jugadores, la fase especial de construcción, jugadores por parejas
