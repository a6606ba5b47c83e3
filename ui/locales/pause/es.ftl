pause-a-player = un jugador
pause-asked = 🏖️ { $who } está fuera hasta { $until } y pide pausar la partida #{ $game } mientras tanto: sin jugadas, recordatorios ni relojes hasta que vuelva. Se pausa en cuanto todos los que juegan en la mesa estén de acuerdo: { $agree }. Si no todos han aceptado antes de { $by }, la petición caduca y { $bot } juega en el lugar de { $who } hasta que vuelva.
pause-lapsed = ⌛ No todos aceptaron a tiempo pausar la partida #{ $game }: la petición caducó y la partida sigue.
pause-on = ⏸️ La partida #{ $game } está en pausa hasta { $until }: la mesa espera a { $who }. `/catan me back` la reanuda.
pause-over = ▶️ { $who } ha vuelto: la partida #{ $game } sigue.
