history-button-prev = ◀ Turno anterior
history-button-next = Próximo turno ▶
history-button-jump = Ir para o turno…
history-no-game-here = Não existe a partida #{ $game } neste servidor.
history-a-turn = Um turno
history-export = Partida #{ $game }: o registro público (JSON e texto).
history-leaderboard = 🏆 **Ranking** (partidas terminadas)
history-no-finished = Nenhuma partida terminada ainda.
history-bots = 🤖 **Jogadores virtuais**
history-none-yet = Nenhum ainda.
history-jump-title = Partida #{ $game }: ir para um turno
history-turn = Turno

## As estatísticas de uma partida terminada (history/text.py)
history-stats-head = 📊 **{ $title }**
history-bullet = • { $line }
history-player = Jogador { $seat }
history-duration-unknown = um tempo desconhecido
history-duration-under-a-minute = menos de um minuto
history-duration-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
history-duration-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}{ $minutes ->
    [0] {""}
    [one] {" "}{ $minutes } minuto
   *[other] {" "}{ $minutes } minutos
}
history-duration-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
history-length = { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}, { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
} em { $took }.
history-winner = Vencedor: { $who } com { $vp ->
    [one] { $vp } ponto de vitória
   *[other] { $vp } pontos de vitória
}.
history-rolls = { $rolls ->
    [one] { $rolls } rolagem
   *[other] { $rolls } rolagens
}; { $sevens ->
    [one] { $sevens } sete
   *[other] { $sevens } setes
} (esperado: { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }).
history-most-robbed = Mais roubado: { $who } ({ $times ->
    [one] { $times } vez
   *[other] { $times } vezes
}).
history-drought = Maior seca: { $who }, { $rolls ->
    [one] { $rolls } rolagem
   *[other] { $rolls } rolagens
} seguidas sem produção.
history-biggest-trade = Maior troca: { $who } deu { $gave ->
    [one] { $gave } carta
   *[other] { $gave } cartas
} a { $partner } por { $got ->
    [one] { $got } carta
   *[other] { $got } cartas
} (turno { $turn }).
history-seat-count = { $who } { $count }

## Ranking e replay
history-rating-line = { $place }. { $who } — pontuação { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
history-rating-line-vp = { $line } · { NUMBER($vp, minimumFractionDigits: 1, maximumFractionDigits: 1) } PV em média
history-bot = Jogador virtual
history-bot-strength = Jogador virtual ({ $strength })
history-replay = ⏪ Replay da partida #{ $game }: { $when } ({ $shown } de { $turns } turnos jogados).
history-replay-end = o fim da partida
history-replay-setup = depois da fase de fundação
history-replay-turn = fim do turno { $turn }
history-replay-begins = { $when }, quando começa o turno { $next }
