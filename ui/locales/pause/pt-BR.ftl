pause-a-player = um jogador
pause-asked = 🏖️ { $who } está ausente até { $until } e pede para pausar a partida #{ $game } enquanto isso: sem jogadas, lembretes ou relógios até voltar. A pausa começa assim que todos que jogam na mesa concordarem: { $agree }. Se nem todos tiverem concordado até { $by }, o pedido expira e { $bot } joga no lugar de { $who } até que volte.
pause-lapsed = ⌛ Nem todos concordaram a tempo em pausar a partida #{ $game }: o pedido expirou e a partida continua.
pause-on = ⏸️ A partida #{ $game } está pausada até { $until }: a mesa espera por { $who }. `/catan me back` a retoma.
pause-over = ▶️ { $who } voltou: a partida #{ $game } continua.
