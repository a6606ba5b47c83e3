# 5-6 jogadores no tópico e na sala, português do Brasil (issue #33).

six-thread-mode-special-build-phase = fase especial de construção
six-thread-mode-paired-players = jogadores em dupla
six-thread-paired-help = mantém as partidas de seis andando: nunca espera mais de dois jogadores por turno
six-thread-rules = { $rules }, 5-6 jogadores ({ $mode })
six-thread-option-turn-mode = Modo de turno (5-6 jogadores)
six-thread-option-slots = Turnos de construção (5-6 jogadores)
six-thread-lapse-slot = Turno de construção
six-thread-prompt-slot = construir ou comprar no seu turno de construção (sem trocas nem cartas), depois apertar ⏭️ Terminei de construir
    .about = construir ou comprar no { $you ->
        [1] seu
       *[other] próprio
    } turno de construção (sem trocas nem cartas), depois apertar ⏭️ Terminei de construir
six-thread-prompt-second = jogar sua fase do segundo jogador: construir, comprar, jogar uma carta ou negociar com o banco (sem trocas entre jogadores), depois ⏭️ Encerrar turno
    .about = jogar { $you ->
        [1] sua
       *[other] a
    } fase do segundo jogador: construir, comprar, jogar uma carta ou negociar com o banco (sem trocas entre jogadores), depois ⏭️ Encerrar turno
six-thread-prompt-robber-start = escolher o deserto onde o ladrão começa
    .about = escolher o deserto onde o ladrão começa
six-thread-status-mode = Modo de turno: { $mode }
six-thread-status-sbp = Fase especial de construção após o turno de { $after }: { $who } constrói; ainda faltam: { $to_come }
six-thread-status-asked = Constroem após este turno: { $who }
six-thread-status-second = Fase do segundo jogador: { $who } (só constrói e negocia com o banco)
six-thread-requested = 🏗️ { $who } vai construir após este turno.
six-thread-slot = 🏗️ Fase especial de construção: turno de { $who }.
six-thread-passed = 🏗️ { $who } terminou de construir.
six-thread-second = 👥 Fase do segundo jogador: { $who } constrói e negocia com o banco (jogadores em dupla).

## A mensagem do turno de construção especial
six-thread-slot-yours = 🏗️ { $who }: seu turno de construção especial depois do turno de { $after }. Construa ou compre com os botões abaixo (sem comércio, sem cartas) e depois **⏭️ Terminei de construir**.
six-thread-slot-lapses = { $slot } Ele passa sozinho depois de { $limit }.
six-thread-limit-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
six-thread-limit-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
six-thread-slot-over = 🏗️ O turno de construção especial de { $who } acabou.
six-thread-the-player = O jogador
six-thread-options-need-five = { $options } só { $count ->
    [one] vale
   *[other] valem
} para 5 ou 6 jogadores: escolha `players` 5 ou 6, ou deixe { $options } de fora para { $players } jogadores.
six-thread-slots-public-info-only = só pelo que todos veem
six-thread-slots-always-offer = sempre oferecidos
six-thread-slots-skip-if-nothing-affordable = pulados se nada couber no bolso
six-thread-slots-on-request = a pedido
six-thread-slot-open = 🏗️ { $who } — seu turno de construção depois do turno de { $after }: construa ou compre com os botões abaixo (sem trocas, sem cartas), depois **⏭️ Terminei de construir**.
six-thread-slot-lapse-hours =
    Ele passa sozinho depois de { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }.
six-thread-slot-lapse-minutes =
    Ele passa sozinho depois de { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }.
six-thread-too-few-players = { $options } só valem para 5 ou 6 jogadores: escolha `players` 5 ou 6, ou tire { $options } para { $players } jogadores.
