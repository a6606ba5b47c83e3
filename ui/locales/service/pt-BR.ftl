# As recusas do serviço que uma pessoa lê (issue #33).

service-sentences = { $first }{ $second }
service-game-not-found = Não existe a partida #{ $game }.
service-not-a-player = Você não está jogando na partida #{ $game }.
service-seat-left = Você saiu da partida #{ $game }; seu lugar está livre para outra pessoa.
service-seat-not-open = Nenhum lugar da partida #{ $game } está livre (ninguém saiu).
service-game-lobby = A partida #{ $game } ainda não começou.
service-game-finished = A partida #{ $game } terminou.
service-game-cancelled = A partida #{ $game } foi cancelada.
service-game-abandoned = A partida #{ $game } foi abandonada.
service-game-not-running = A partida #{ $game } não está em andamento.
service-needs-attention = A partida #{ $game } está pausada: o estado salvo precisa da atenção de um admin. Nenhuma jogada foi perdida.
service-already-started = A partida #{ $game } já começou.
service-lobby-closed = A partida #{ $game } não aceita mais jogadores.
service-already-joined = Você já está na partida #{ $game }.
service-lobby-full = A partida #{ $game } está cheia ({ $count } jogadores).
service-players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
service-players-range = de { $low } a { $high } jogadores
service-not-enough-players = A partida #{ $game } precisa de { $need } para começar; tem { $count }.
service-ck-table-note = { " " }Cidades & Cavaleiros é jogado de 3 a 6; a variante para 2 jogadores é para o jogo básico.
service-conflict = A partida #{ $game } mudou no mesmo instante; tente de novo.
service-internal-error = Algo deu errado do nosso lado; nada foi salvo. Tente de novo.
service-internal-error-in = Algo deu errado do nosso lado na partida #{ $game }; nada foi salvo. Tente de novo.
service-needs-a-person = A partida #{ $game } precisa de pelo menos uma pessoa na mesa.
service-bot-strength = Um jogador virtual é { $strengths }; não “{ $typed }”.
service-host-only-start = Só o anfitrião da partida #{ $game } (ou um admin) pode começá-la.
service-host-only-cancel = Só o anfitrião da partida #{ $game } (ou um admin) pode cancelá-la.
service-host-only-remove-players = Só o anfitrião da partida #{ $game } (ou um admin) pode remover outros jogadores.
service-host-only-add-bots = Só o anfitrião da partida #{ $game } (ou um admin) pode adicionar jogadores virtuais.
service-host-only-remove-bots = Só o anfitrião da partida #{ $game } (ou um admin) pode remover jogadores virtuais.
service-paused-for-another = A partida #{ $game } já está pausada para outro jogador.
service-no-pause-asked = Ninguém está pedindo à mesa para pausar esta partida agora.
service-paused = A partida #{ $game } está pausada: a mesa aceitou esperar um jogador de férias. Ela volta quando ele voltar (`/catan me back`) ou quando a ausência terminar.
service-not-finished = A partida #{ $game } não terminou: estatísticas, replays e registros vêm no final.

## Configurações
service-not-a-place-zone = “{ $typed }” não é o fuso horário de um lugar: escolha o seu na lista, p. ex. America/Sao_Paulo ou Europe/Lisbon.
service-unknown-zone-example = “{ $typed }” não é um fuso horário que eu conheça: escolha um da lista, p. ex. America/Sao_Paulo.
service-unknown-zone = “{ $typed }” não é um fuso horário que eu conheça: escolha um da lista.
service-not-a-time = “{ $typed }” não é um horário: escreva como HH:MM, p. ex. 23:00 ou 07:30.
service-quiet-same-times = O horário de silêncio precisa começar e terminar em horas diferentes (p. ex. 23:00 a 08:00).
service-vacation-ends-first = As férias precisam terminar depois de começar.
service-vacation-modes = Enquanto você está fora, um jogador virtual joga ou a partida pausa ({ $modes }).
service-bot-strengths = O jogador virtual é um de { $strengths }.
service-languages = Idiomas: { $languages }.
service-notify-modes = As notificações são uma de { $modes }.
service-digest-needs-time = Um resumo diário precisa do horário local em que será enviado (p. ex. 19:00).
service-quiet-both-ends = Dê os dois extremos do seu horário de silêncio (p. ex. início 23:00, fim 08:00), ou nenhum.
service-away-days = Diga quantos dias você vai ficar fora: pelo menos 1 hora ({ $least } dias) e no máximo { $most } dias; p. ex. 0.5 é meio dia.
service-clock-form-seat = Escreva o relógio como tempo por jogada + reserva, p. ex. 12h+3d (acrescente 'seat' para alguém assumir o lugar).
service-clock-form = Escreva o relógio como tempo por jogada + reserva, p. ex. 12h+3d, ou off.
service-clock-range = O tempo por jogada de um relógio vai de { $least }m a 14d, a reserva é 0 ou vai de { $least }m a 14d, p. ex. 12h+3d ou 30m+0.
service-not-a-duration = “{ $typed }” não é uma duração: escreva um número e m, h ou d, p. ex. 30m, 12h ou 3d.
service-no-clock = sem relógio de partida
service-clock-decide = { $per_move } por jogada + { $bank } de reserva; depois um jogador virtual decide
service-clock-seat = { $per_move } por jogada + { $bank } de reserva; depois um jogador virtual assume o lugar
service-duration-days = { $days } d { $hours } h
service-duration-hours-minutes = { $hours } h { $mins } min
service-duration-hours = { $hours } h
service-duration-minutes = { $mins } min
service-clock-bank = { $who } { $bank }
service-clock-bank-move = { $who } { $bank } (+ { $move } para esta jogada)
service-waits-on = Espera por { $who }.
service-waits-on-away = Espera por { $who } ({ $notes }).
service-away-until = { $who } está ausente até { $until }
service-vacation-until = { $who } está de férias até { $until }
service-why-absent = não joga há { $hours } h (desde { $since })
service-why-absent-quiet = não joga desde { $since }: { $hours } h contadas fora do horário de silêncio
service-why-vacation = está de férias até { $until }
service-why-clock = ficou sem tempo no relógio da partida
service-why-host = foi passado a um jogador embutido pelo anfitrião
service-autopilot-decision = { $who } { $why }: um jogador embutido ({ $strength }) toma esta decisão por essa pessoa; depois o lugar volta a ser dela.
service-autopilot-seat = { $who } { $why }: um jogador embutido ({ $strength }) joga no lugar dessa pessoa, com suas cartas e peças, até ela voltar — o botão **Voltei** ou `/catan me back` devolve o lugar na hora.
