# Cities & Knights in the game's thread (issue #33).

piece-wall = muralha

## Eventos
ck-thread-commodities = { $count ->
    [one] { $count } mercadoria
   *[other] { $count } mercadorias
}
ck-thread-a-card = uma carta
ck-thread-track-trade = comércio
ck-thread-track-politics = política
ck-thread-track-science = ciência
ck-thread-deck-trade = comércio (amarela)
ck-thread-deck-politics = política (azul)
ck-thread-deck-science = ciência (verde)
ck-thread-face-0 = navio bárbaro
ck-thread-face-1 = navio bárbaro
ck-thread-face-2 = navio bárbaro
ck-thread-face-3 = portão do comércio (amarelo)
ck-thread-face-4 = portão da política (azul)
ck-thread-face-5 = portão da ciência (verde)
ck-thread-rolled = 🎲 { $who } rolou **{ $total }** (vermelho { $red }, amarelo { $yellow }); dado de eventos: **{ $face }**.
ck-thread-rolled-alchemist = 🎲 { $who } rolou **{ $total }** (vermelho { $red }, amarelo { $yellow }) com o Alquimista; dado de eventos: **{ $face }**.
ck-thread-discarded = { $who } descartou { $cards }
ck-thread-discards = { $told }.
ck-thread-barbarians-advance = ⛵ Os bárbaros avançam ({ $position }/{ $of }).
ck-thread-pillaged = 🔥 Os bárbaros saquearam a cidade de { $who } em { $at }: agora é uma aldeia.
ck-thread-pillaged-gone = 🔥 Os bárbaros saquearam a cidade de { $who } em { $at }: ela foi destruída.
ck-thread-defender = 🏅 { $who } se torna **Defensor de Catan** (1 PV).
ck-thread-drew-card = { $who } comprou **{ $card }**.
ck-thread-drew = { $who } comprou uma carta de progresso de { $deck }.
ck-thread-progress-vp = 📜 { $who } comprou e baixou { $card } (1 PV).
ck-thread-progress-played = 📜 { $who } jogou **{ $card }**.
ck-thread-progress-discarded = { $who } devolveu uma carta de progresso de { $deck } para baixo do seu monte.
ck-thread-improved = 🏛️ { $who } construiu { $building } ({ $track } nível { $level }).
ck-thread-knight-hired = ⚔️ { $who } recrutou um cavaleiro em { $at }.
ck-thread-knight-placed = ⚔️ { $who } colocou um cavaleiro { $strength ->
    [1] básico
    [2] forte
    [3] poderoso
   *[other] { "" }
} em { $at }.
ck-thread-knight-activated = { $who } ativou o cavaleiro em { $at }.
ck-thread-knights-activated = { $who } ativou todos os seus cavaleiros.
ck-thread-knight-promoted = ⚔️ { $who } promoveu o cavaleiro em { $at } a cavaleiro { $strength ->
    [1] básico
    [2] forte
   *[3] poderoso
}.
ck-thread-knight-moved = { $who } moveu um cavaleiro de { $at } para { $to }.
ck-thread-knight-displaced = ⚔️ { $who } expulsou o cavaleiro de { $victim } em { $at }.
ck-thread-knight-retreated = O cavaleiro de { $who } recuou de { $at } para { $to }.
ck-thread-knight-to-supply = O cavaleiro de { $who } em { $at } voltou para a reserva.
ck-thread-knight-deserted = { $who } retirou seu cavaleiro em { $at } (Desertor).
ck-thread-robber-chased = ⚔️ O cavaleiro de { $who } em { $at } afugentou o ladrão.
ck-thread-metropolis = 🏙️ { $who } agora tem a metrópole de { $track } em { $at }.
ck-thread-metropolis-taken = 🏙️ { $who } agora tem a metrópole de { $track } em { $at }, tomada de { $other }.
ck-thread-merchant-placed = { $who } colocou o mercador em { $hex }.
ck-thread-numbers-swapped = { $who } trocou os números de { $first } e { $second }.
ck-thread-road-removed = { $who } removeu a estrada de { $owner } em { $at }.
ck-thread-monopoly-none = { $who } não recebeu nada ({ $card }): os outros não tinham.
ck-thread-monopoly = { $who } pegou { $taken } dos outros.
ck-thread-spy-took-card = 🕵️ { $who } usou o Espião em { $other } e pegou { $card }.
ck-thread-spy-took = 🕵️ { $who } usou o Espião em { $other } e pegou uma carta de progresso.
ck-thread-spy-took-none = 🕵️ { $who } usou o Espião em { $other } e não pegou nenhuma carta.
ck-thread-aqueduct = { $who } pegou 1 { $card } (Aqueduto).
ck-thread-harbor-trade = { $who } negociou com { $other } (Porto Comercial).
ck-thread-attack = 🏴‍☠️ **Os bárbaros atacam**: força { $strength } contra os cavaleiros de Catan { $knights }.
ck-thread-attack-lost-none = Os bárbaros vencem; ninguém perde uma cidade.
ck-thread-attack-lost = Os bárbaros vencem: { $losers } { $count ->
    [one] perde uma cidade
   *[other] perdem uma cidade cada
}.
ck-thread-attack-saved-one = Catan está salva! { $who } defendeu melhor.
ck-thread-attack-saved-tie = Catan está salva! { $who } empataram na melhor defesa: nenhum Defensor de Catan, cada um compra uma carta de progresso.
ck-thread-attack-saved-nobody = Catan está salva! Nenhum cavaleiro ativo: nenhum Defensor de Catan.

## Cartas de progresso
ck-thread-card-alchemist = Alquimista
ck-thread-card-crane = Guindaste
ck-thread-card-engineer = Engenheiro
ck-thread-card-inventor = Inventor
ck-thread-card-irrigation = Irrigação
ck-thread-card-medicine = Medicina
ck-thread-card-mining = Mineração
ck-thread-card-printer = Imprensa
ck-thread-card-road-building = Construção de Estradas
ck-thread-card-smith = Ferreiro
ck-thread-card-bishop = Bispo
ck-thread-card-constitution = Constituição
ck-thread-card-deserter = Desertor
ck-thread-card-diplomat = Diplomata
ck-thread-card-intrigue = Intriga
ck-thread-card-saboteur = Sabotador
ck-thread-card-spy = Espião
ck-thread-card-warlord = Senhor da Guerra
ck-thread-card-wedding = Casamento
ck-thread-card-commercial-harbor = Porto Comercial
ck-thread-card-master-merchant = Mestre Mercador
ck-thread-card-merchant = Mercador
ck-thread-card-merchant-fleet = Frota Mercante
ck-thread-card-resource-monopoly = Monopólio de Recursos
ck-thread-card-trade-monopoly = Monopólio Comercial

## Melhorias de cidade
ck-thread-improvement-market = Mercado
ck-thread-improvement-trading-house = Casa de Comércio
ck-thread-improvement-counting-house = Entreposto
ck-thread-improvement-bank = Banco
ck-thread-improvement-great-exchange = Bolsa
ck-thread-improvement-town-hall = Prefeitura
ck-thread-improvement-church = Igreja
ck-thread-improvement-fortress = Fortaleza
ck-thread-improvement-cathedral = Catedral
ck-thread-improvement-high-assembly = Parlamento
ck-thread-improvement-abbey = Abadia
ck-thread-improvement-library = Biblioteca
ck-thread-improvement-aqueduct = Aqueduto
ck-thread-improvement-theater = Teatro
ck-thread-improvement-university = Universidade

## Mercadorias

## Situação, linha de regras, instruções e nomes das opções da sala
ck-thread-status-barbarians = ⛵ Bárbaros: { $position }/{ $of } · ataques até agora: { $attacks } · força dos bárbaros: { $strength }
ck-thread-status-player = • { $who }: melhorias C{ $trade } P{ $politics } Ci{ $science }, cavaleiros ativos { $knights }, { $progress ->
    [one] { $progress } carta de progresso
   *[other] { $progress } cartas de progresso
}, { $defenders ->
    [one] { $defenders } carta de Defensor
   *[other] { $defenders } cartas de Defensor
}
ck-thread-status-metropolis = { $line } · metrópole { $tracks }
ck-thread-status-owed = ⏳ { $who } deve: { $what } (**Responder…** ou `/catan ck answer`).
ck-thread-rules = Cidades & Cavaleiros ({ $extras })
ck-thread-rules-barbarians = bárbaros { $steps } casas
ck-thread-rules-knight-errant = cavaleiro errante
ck-thread-rules-easy-start = início fácil
ck-thread-rules-nasty = bárbaros implacáveis
ck-thread-prompt-pre-roll = rolar os dados (ou jogar antes o Alquimista)
    .about = rolar os dados (ou jogar antes o Alquimista)
ck-thread-prompt-setup-city = colocar uma cidade de fundação: `/catan build city`
    .about = colocar uma cidade de fundação
ck-thread-prompt-free-roads = colocar suas estradas grátis: `/catan build road`
    .about = colocar { $you ->
        [1] suas
       *[other] as
    } estradas grátis
ck-thread-prompt-resolving = esperar a rolagem ser resolvida
    .about = esperar a rolagem ser resolvida
ck-thread-option-barbarian-steps = Trilha dos bárbaros
ck-thread-option-ck-knight-errant = Cavaleiro errante
ck-thread-option-ck-easy-start = Início fácil
ck-thread-option-ck-nasty = Bárbaros implacáveis

## Decisões pendentes
ck-thread-owed-you = { $kind ->
    [knight_retreat] mover seu cavaleiro expulso
    [discard] descartar metade das suas cartas
   *[other] { $step }
}
ck-thread-owed-for = { $what } (para { $who })
ck-thread-owed-from = { $what } (de { $who })
ck-thread-please-answer = 📩 { $who }, por favor: { $what }. Aperte **📩 Responder…** (só você pode responder).
ck-thread-decision-prompt = { $what }: aperte **📩 Responder…**
    .about = { $you ->
        [1] { $what }
       *[0] { $step }
    }
ck-thread-card-line = { $card } — { $effect }
