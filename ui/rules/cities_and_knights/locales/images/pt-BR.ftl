# Cidades & Cavaleiros: as palavras nas imagens (issue #33), português do Brasil.
ck-images-column-progress = Progresso
ck-images-column-improvements = Melhorias
ck-images-column-defender = Defensor
ck-images-stats-pillaged = Saqueadas
ck-images-stats-progress = Progresso

## The strip under the board (rendering/rules/cities_and_knights/status.py)
ck-images-last-roll = Última rolagem
ck-images-not-rolled = ainda sem rolagem
ck-images-ship = navio
ck-images-gate-trade = portão comércio
ck-images-gate-politics = portão política
ck-images-gate-science = portão ciência
ck-images-attack-in = { $count ->
    [one] Bárbaros: atacam em { $count } rolagem de navio
   *[other] Bárbaros: atacam em { $count } rolagens de navio
}
ck-images-attack = Os bárbaros atacam
ck-images-barbarians-vs-knights = Bárbaros contra cavaleiros
ck-images-catan-falls = Catan cairia
ck-images-catan-holds = Catan resistiria

## The hand (rendering/rules/cities_and_knights/hand.py)
ck-images-section-cards = Matérias-primas e mercadorias
ck-images-cards-note = { $resources ->
    [one] { $resources } matéria-prima
   *[other] { $resources } matérias-primas
}, { $commodities ->
    [one] { $commodities } mercadoria
   *[other] { $commodities } mercadorias
}
ck-images-section-progress = Cartas de progresso
ck-images-progress-note = { $count } de { $most } (limite na mão)
ck-images-section-development = Melhorias da cidade
ck-images-development-note = nível, custo do próximo, dado vermelho que dá carta
ck-images-card-cloth = Tecido
ck-images-card-coin = Moeda
ck-images-card-paper = Papel
ck-images-no-progress = Nenhuma: um portão no dado de eventos as distribui (veja abaixo)
ck-images-track-trade = Comércio
ck-images-track-politics = Política
ck-images-track-science = Ciência
ck-images-metropolis = ★ metrópole
ck-images-now = Agora: { $name }
ck-images-no-improvement = nenhuma
ck-images-top-level = Nível máximo alcançado
ck-images-next-level = Próximo nível: { $cost }
ck-images-improve-now = ✓ melhorar já
ck-images-short = { $short ->
    [one] você tem { $held }: falta { $short }
   *[other] você tem { $held }: faltam { $short }
}
ck-images-draws = Carta no vermelho 1-{ $top }
ck-images-draws-none = Ainda não dá carta de progresso
ck-images-ability-at-3 = Nív. 3: { $ability }
ck-images-ability-held = ✓ { $ability }
ck-images-ability-trade = mercadorias a 2:1
ck-images-ability-politics = promover a poderoso
ck-images-ability-science = sem produção: escolha matéria
ck-images-buy-road = Estrada
ck-images-buy-settlement = Aldeia
ck-images-buy-city = Cidade
ck-images-buy-wall = Muralha
ck-images-buy-knight = Cavaleiro
ck-images-buy-activate = Ativar
ck-images-buy-promote = Promover
ck-images-blocked-walls = { $count } muralhas feitas
ck-images-blocked-basic = sem cavaleiro básico
ck-images-blocked-inactive = nenhum cavaleiro inativo
ck-images-blocked-promote = ninguém a promover
ck-images-off-board = Fora do tabuleiro
ck-images-walls-left = muralhas: { $left } de { $most }

## Progress cards' effects, one line each (rendering/rules/cities_and_knights/progress_cards.py)
ck-images-effect-alchemist = Antes de rolar: escolha os dados vermelho e amarelo
ck-images-effect-crane = Sua próxima melhoria neste turno custa 1 a menos
ck-images-effect-engineer = Construa uma muralha de graça
ck-images-effect-inventor = Troque duas fichas numéricas (exceto 2, 6, 8 e 12)
ck-images-effect-irrigation = 2 trigo por campo vizinho aos seus edifícios
ck-images-effect-medicine = Aldeia vira cidade por 2 minério + 1 trigo
ck-images-effect-mining = 2 minério por montanha vizinha aos seus edifícios
ck-images-effect-printer = 1 ponto de vitória (revelado na hora)
ck-images-effect-road-building = Construa 2 estradas de graça
ck-images-effect-smith = Promova até 2 dos seus cavaleiros de graça
ck-images-effect-bishop = Mova o ladrão; roube 1 carta de cada jogador ali
ck-images-effect-constitution = 1 ponto de vitória (revelado na hora)
ck-images-effect-deserter = Um rival retira um cavaleiro; coloque um seu
ck-images-effect-diplomat = Retire uma estrada aberta (a sua: recoloque-a)
ck-images-effect-intrigue = Expulse um cavaleiro rival na sua estrada
ck-images-effect-saboteur = Quem tem tantos PV quanto você ou mais descarta metade
ck-images-effect-spy = Veja as cartas de progresso de um rival e pegue uma
ck-images-effect-warlord = Ative todos os seus cavaleiros de graça
ck-images-effect-wedding = Cada jogador com mais PV lhe dá 2 cartas
ck-images-effect-commercial-harbor = Troque matéria-prima por mercadoria com cada jogador
ck-images-effect-master-merchant = Pegue 2 cartas de um jogador com mais PV
ck-images-effect-merchant = Coloque o mercador: 1 PV e 2:1 na matéria do hexágono
ck-images-effect-merchant-fleet = Neste turno: um tipo de carta a 2:1
ck-images-effect-resource-monopoly = Diga uma matéria-prima: cada jogador lhe dá 2
ck-images-effect-trade-monopoly = Diga uma mercadoria: cada jogador lhe dá 1

## Decision images (rendering/rules/cities_and_knights/decisions.py); .kind names the kind
ck-images-decision-setup-city = { $name }: escolha um número para sua cidade inicial
    .kind = cidade inicial
ck-images-decision-knight = { $name }: escolha um número para um novo cavaleiro
    .kind = cavaleiro
ck-images-decision-activate = { $name }: escolha o cavaleiro (número) a ativar
    .kind = ativar
ck-images-decision-promote = { $name }: escolha o cavaleiro (número) a promover
    .kind = promover
ck-images-decision-move-knight = { $name }: escolha o cavaleiro (número) a mover
    .kind = mover cavaleiro
ck-images-decision-move-knight-second = { $name }: escolha para onde vai o cavaleiro em { $origin }
ck-images-decision-displace = { $name }: escolha seu cavaleiro (número) que expulsa
    .kind = expulsar
ck-images-decision-displace-second = { $name }: escolha o cavaleiro que o de { $origin } expulsa
ck-images-decision-chase = { $name }: escolha o cavaleiro (número) que afugenta o ladrão
    .kind = afugentar
ck-images-decision-wall = { $name }: escolha a cidade (número) para uma muralha
    .kind = muralha
ck-images-decision-bishop = { $name }: escolha uma letra para o ladrão (Bispo)
    .kind = Bispo
ck-images-decision-merchant = { $name }: escolha uma letra para o mercador
    .kind = mercador
ck-images-decision-inventor = { $name }: escolha a primeira ficha a trocar (Inventor)
    .kind = Inventor
ck-images-decision-inventor-second = { $name }: escolha a ficha a trocar com { $origin } (Inventor)
ck-images-decision-diplomat = { $name }: escolha a estrada aberta (número-número) a retirar
    .kind = Diplomata
ck-images-decision-engineer = { $name }: escolha a cidade (número) da muralha grátis
    .kind = Engenheiro
ck-images-decision-medicine = { $name }: escolha a aldeia (número) que vira cidade
    .kind = Medicina
ck-images-decision-intrigue = { $name }: escolha o cavaleiro (número) a expulsar (Intriga)
    .kind = Intriga
ck-images-decision-smith = { $name }: escolha um cavaleiro (número) a promover (Ferreiro)
    .kind = Ferreiro
ck-images-decision-smith-second = { $name }: escolha um segundo cavaleiro com { $origin } (Ferreiro)
ck-images-decision-pillage = { $name }: escolha a cidade (número) saqueada pelos bárbaros
    .kind = saque
ck-images-decision-metropolis = { $name }: escolha a cidade (número) da metrópole
    .kind = metrópole
ck-images-decision-knight-retreat = { $name }: escolha para onde vai seu cavaleiro expulso
    .kind = recuo
ck-images-decision-deserter-remove = { $name }: escolha o cavaleiro (número) que você retira (Desertor)
    .kind = Desertor
ck-images-decision-deserter-place = { $name }: escolha um número para o cavaleiro do desertor
    .kind = Desertor
ck-images-decision-commit-knights = { $name }: escolha um cavaleiro (número) contra os bárbaros
    .kind = enviar cavaleiros
ck-images-decision-diplomat-replace = { $name }: escolha um lado (número-número) para recolocar sua estrada
    .kind = recolocar estrada
