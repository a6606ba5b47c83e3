# The board as a Discord Activity (issue #34 item 2b): its button in the game's thread and its page.
activity-play-on-board = Jogar no tabuleiro
activity-opening = Abrindo o tabuleiro…
activity-not-authorized = O Discord não confirmou quem você é. Feche o tabuleiro e abra de novo.
activity-no-game = Nenhuma partida é jogada aqui. Abra o tabuleiro a partir do tópico de uma partida.
activity-off = O tabuleiro dentro do Discord não está configurado neste bot. `/catan board` te dá um link para ele.
