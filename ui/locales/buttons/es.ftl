# Botones (issue #33).

buttons-turn-roll = 🎲 Tirar los dados
buttons-turn-build = 🏗️ Construir…
buttons-turn-buy = 🃏 Comprar carta
buttons-turn-dev = ✨ Jugar carta…
buttons-turn-trade = 🤝 Comerciar…
buttons-turn-bank = ⚓ Comerciar con la banca…
buttons-turn-robber = 🦹 Mover el ladrón…
buttons-turn-steal = 🎯 Robar…
buttons-turn-discard = 🗑️ Descartar
buttons-turn-end = ⏭️ Terminar turno
buttons-turn-hand = 👜 Mi mano

buttons-lobby-join = Unirse
buttons-lobby-leave = Salir
buttons-lobby-start = Empezar
buttons-lobby-cancel = Cancelar
buttons-lobby-bots = 🤖 Jugadores virtuales…

buttons-trade-accept = Aceptar
buttons-trade-decline = Rechazar
buttons-trade-counter = Contraoferta…
buttons-trade-withdraw = Retirar
buttons-trade-confirm = Confirmar con { $name }

buttons-game-over = La partida ha terminado.
buttons-cannot = Ahora no puedes { $doing }.
buttons-cannot-waiting = Ahora no puedes { $doing }. { $waiting }
buttons-doing-build = construir
buttons-doing-dev = jugar una carta de desarrollo
buttons-doing-bank = comerciar con la banca
buttons-doing-robber = mover el ladrón
buttons-doing-steal = robar a nadie
buttons-costs = un camino cuesta { $road }; un poblado { $settlement }; una ciudad { $city }{ $note }
buttons-nothing-build-step = En este paso no se puede construir nada.
buttons-nothing-build = Ahora no puedes construir nada: { $costs }, y cada cosa necesita un sitio libre junto a tus caminos.
buttons-nothing-dev-turn = No tienes ninguna carta que puedas jugar ahora (una carta de desarrollo por turno, no en el turno en que la compraste; las cartas de punto de victoria quedan ocultas).
buttons-nothing-dev = No tienes ninguna carta que puedas jugar ahora.
buttons-nothing-bank = Ahora no puedes comerciar con la banca: hacen falta 4 cartas de un tipo (3 en un puerto 3:1, 2 del tipo propio de un puerto) y la banca debe tener la carta que quieres.
buttons-nothing = Eso no es posible ahora.
buttons-agree-pause = Aceptar la pausa
