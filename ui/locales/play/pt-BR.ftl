play-done = ✅ Feito: { $action }.
play-pick-in-menu = Escolha uma das jogadas do menu.
play-no-discard-owed = Você não precisa descartar agora.
play-player-to-rob = O jogador a roubar (escolha da lista)
play-board-posted = O tabuleiro da partida #{ $game } está abaixo para todos.
play-nothing-yet = Nada aconteceu ainda.
