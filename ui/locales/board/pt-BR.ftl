# The live board's pieces and forms as a screen reader says them (issue #34 items 3, 4 and 6): web/rules/, web/legal.py.

board-building = { $who }: { $kind ->
    [1] aldeia
   *[other] cidade
} em { $at }
board-road = { $who }: estrada em { $at }
board-robber = O ladrão está em { $at }
board-player = { $points ->
    [one] 1 ponto
   *[other] { $points } pontos
} · { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}{ $dev ->
    [0] {""}
    [one] { " " }· 1 carta de desenvolvimento
   *[other] { " " }· { $dev } cartas de desenvolvimento
}
board-pieces = Peças no tabuleiro
board-second-step = Agora escolha o segundo lugar no tabuleiro (Esc cancela).
board-more-moves = Mais jogadas
board-chosen = escolhido
board-player-more = { $line } · { $more }
board-knights-played = { $count ->
    [one] 1 cavaleiro jogado
   *[other] { $count } cavaleiros jogados
}
board-form-discard = Descarte { $count } das suas { $held } cartas
board-form-choose = Escolha { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
board-first-spot = { $what }: { $count ->
    [one] 1 lugar para escolher em seguida
   *[other] { $count } lugares para escolher em seguida
}
board-show-numbers = Mostrar números
