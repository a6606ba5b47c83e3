time-built-in = { $strength ->
    [easy] um jogador virtual fácil
    [hard] um jogador virtual difícil
   *[normal] um jogador virtual normal
}
time-zone-line = 🕰️ Fuso horário **{ $zone }** (lá agora são { $local }).
time-quiet-line = 🌙 Horário de silêncio { $hours }: sem menções, os lembretes esperam até ele acabar, seu relógio AFK para.
time-no-quiet-line = 🌙 Sem horário de silêncio (defina com `quiet_from` e `quiet_to`, p. ex. 23:00 e 08:00).
time-away-pause-line = 🏖️ Fora até { $back }: suas partidas pausam onde todos os jogadores aceitarem em { $hours } h; nas outras, { $bot } joga no seu lugar.
time-away-bot-line = 🏖️ Fora até { $back }: { $bot } joga nos seus lugares.
time-back-ends-it = `/catan me back` encerra na hora.
time-quiet-until = 💤 Seu horário de silêncio vai até { $time }.
time-pause-agreed-all = Obrigado: todos aceitaram, a partida #{ $game } está pausada.
time-pause-agreed = Obrigado: a partida #{ $game } pausa quando { $names } também { $count ->
    [one] aceitar
   *[other] aceitarem
} (até { $by }, { $relative }; senão o pedido expira).
time-game-refused = Partida #{ $game }: { $refusal }
time-game-paused = Partida #{ $game }: pausada.
time-game-asked = Partida #{ $game }: a mesa foi convidada a aceitar no tópico.
time-handed-over = Passada agora: { $games }.
time-game-ref = partida #{ $game }
time-game-asked-soon = Partida #{ $game }: a mesa será convidada a aceitar em alguns minutos.
time-game-handed-soon = Partida #{ $game }: será passada em alguns minutos.

notify-waits-on-you = ⏳ A partida de Catan #{ $game } está esperando você. { $what }
    { $link }
notify-digest = 🗞️ Seu resumo diário de Catan
    { $inbox }
notify-no-games = Você não tem partidas de Catan em andamento. Comece uma com `/catan new` num servidor.
notify-and-more = … e mais { $count }.
notify-inbox-head = **Suas partidas de Catan** ({ $count } em andamento, { $mine } esperando você)
notify-a-server = um servidor
notify-not-running = { $status ->
    [lobby] sala
    [needs_attention] precisa de atenção
   *[other] { $status }
} ({ $count } entraram)
notify-entry = • #{ $game } em { $where }: { $state } { $link }
notify-entry-your-move = • #{ $game } em { $where }: ⏳ **sua vez** — { $state } { $link }
notify-paused-for = ⏸️ Pausada para { $name } até { $until } (ou `/catan me back`).
notify-pause-asked = ⏸️ { $name } pede para pausar: aceite até { $by } ({ $relative }).
notify-pending-then = { $pending } { $state }
notify-nothing-to-do = Nada a fazer.
notify-bots-moving = Os jogadores virtuais estão fazendo suas jogadas.
notify-waits-since = { $waits }, desde { $since }.
inbox-notify-mention = 🔔 Me avise com uma menção no tópico da partida
inbox-notify-dm = ✉️ Me avise por DM (sem menção)
inbox-notify-both = 🔔✉️ Me avise com uma menção e uma DM
inbox-notify-digest = 🗞️ Uma DM por dia: um resumo na hora que eu escolher
inbox-digest-at = 🗞️ Resumo às { $time } ({ $zone })
inbox-settings-digest = Notificações: um resumo diário às { $time } do seu horário ({ $zone }).
inbox-settings-mention = Notificações: você fica sabendo das suas partidas por uma menção no tópico da partida.
inbox-settings-dm = Notificações: você fica sabendo das suas partidas por DM (sem menção).
inbox-settings-both = Notificações: você fica sabendo das suas partidas por uma menção e uma DM.
inbox-not-on-menu = Essa opção não está no menu; use `/catan me games` de novo.
inbox-placeholder-mode = Como eu fico sabendo que uma partida me espera
inbox-placeholder-digest = Quando chega meu resumo diário

orders-title-default = **Suas ordens permanentes padrão** (para toda partida sem as próprias)
orders-title = **Suas ordens permanentes na partida de Catan #{ $game }**
orders-none = nenhuma: a partida espera você como sempre
orders-bullet = • { $line }
orders-explained = Uma ordem responde por você quando a decisão vence (depois da sua tolerância, se você não respondeu antes), com suas próprias cartas; a mesa vê a resposta como se fosse sua.
orders-line-roll = 🎲 rolar os dados no começo do meu turno
orders-line-priority = ✋ num 7, descartar nesta ordem: { $cards }
orders-line-keep-build = ✋ num 7, guardar o que uma cidade ou aldeia precisa
orders-line-decline = 🙅 recusar as ofertas de troca feitas para mim
orders-line-answers = 🏰 responder por mim as decisões que travam os outros
orders-line-answers-covered = 🏰 responder por mim as decisões que travam os outros: { $covered }
orders-line-night = 🌙 no meu horário de silêncio, { $bot } decide por mim
orders-night-bot-easy = um jogador virtual fácil
orders-night-bot-normal = um jogador virtual normal
orders-night-bot-hard = um jogador virtual difícil
orders-line-grace = … sempre { $minutes } min depois que a decisão vence
orders-answers-label = 🏰 Responda por mim: { $covered }
orders-flag-roll = 🎲 Rolar os dados no começo do meu turno
orders-flag-decline = 🙅 Recusar ofertas de troca feitas para mim
orders-placeholder-flags = O que fazer por mim
orders-placeholder-discard = Num 7
orders-placeholder-grace = Tolerância
orders-placeholder-night = No meu horário de silêncio
orders-discard-off = ✋ Num 7: eu mesmo descarto
orders-discard-keep_build = ✋ Num 7: guardar o que uma cidade ou aldeia precisa
orders-discard-priority = ✋ Num 7: descartar na minha ordem de prioridade
orders-grace = ⏱️ Responder { $minutes } min depois do vencimento
orders-grace-none = ⏱️ Responder assim que vencer
orders-night-off = 🌙 No meu horário de silêncio: a partida me espera
orders-night-easy = 🌙 No meu horário de silêncio: um jogador virtual fácil
orders-night-normal = 🌙 No meu horário de silêncio: um jogador virtual normal
orders-night-hard = 🌙 No meu horário de silêncio: um jogador virtual difícil
orders-button-orders = 📜 Ordens permanentes…
orders-button-default-orders = 📜 Ordens permanentes padrão…
orders-button-priority = ✏️ Prioridade de descarte…
orders-button-default = ⭐ Tornar meu padrão
orders-button-clear = ↩️ Usar meu padrão aqui
orders-priority-title = Prioridade de descarte
orders-priority-label = Cartas a entregar primeiro, em ordem
orders-made-default = ⭐ Agora este é seu padrão para todas as partidas.
orders-default-applies = ↩️ Suas ordens padrão valem nesta partida.
orders-not-on-menu = Essa opção não está no menu; abra as ordens permanentes de novo.
orders-name-cards = Diga as cartas a entregar primeiro, p. ex. { $cards }.
orders-night-strengths = O jogador virtual do seu horário de silêncio é easy, normal ou hard.
orders-discard-modes = As ordens de descarte são uma de { $modes }.
orders-priority-cards = A prioridade cita cada carta uma vez, de: { $cards }.
orders-grace-range = A tolerância vai de 0 minuto a uma semana.

## As linhas de ordens permanentes da DM da mão
orders-in-force = 📜 Ordens permanentes: { $orders }
orders-and = { $line }; { $more }
orders-applied = 📜 Ordem permanente: { $what }.
orders-applied-answer = 📜 Ordem permanente: { $decision }: { $choice }.
orders-intersection = interseção { $spot }
orders-no-choice = nenhum
orders-night-chose = 🌙 No seu horário de silêncio, { $bot } escolheu: { $what }.
orders-bot-played = 🤖 Um jogador virtual { $strength ->
    [easy] fácil
    [hard] difícil
   *[other] normal
} jogou por você: { $what }.
orders-earlier-moves = 🤖 { $count ->
    [one] { $count } jogada anterior feita
   *[other] { $count } jogadas anteriores feitas
} por você (veja `/catan history log`).
