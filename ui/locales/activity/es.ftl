# The board as a Discord Activity (issue #34 item 2b): its button in the game's thread and its page.
activity-play-on-board = Jugar en el tablero
activity-opening = Abriendo el tablero…
activity-not-authorized = Discord no confirmó quién eres. Cierra el tablero y ábrelo de nuevo.
activity-no-game = Aquí no se juega ninguna partida. Abre el tablero desde el hilo de una partida.
activity-off = El tablero dentro de Discord no está configurado en este bot. `/catan board` te da un enlace a él.
