# As recusas de Cidades & Cavaleiros (issue #33).

## O que cada etapa aguarda
refusals-step-metropolis = colocar a metrópole numa cidade
refusals-step-knight_retreat = mover seu cavaleiro expulso
refusals-step-progress_limit = devolver uma carta de progresso (limite 4)
refusals-step-pillage = escolher a cidade que os bárbaros saqueiam
refusals-step-defender_draw = escolher um baralho de progresso para comprar
refusals-step-commit_knights = enviar cavaleiros contra os bárbaros
refusals-step-aqueduct = pegar uma matéria-prima (Aqueduto)
refusals-step-ck_setup_city = colocar uma cidade da fase de fundação
refusals-step-ck_resolving = esperar a rolagem ser resolvida
refusals-step-ck_free_roads = colocar as estradas grátis
refusals-step-harbor_commodity = dar uma mercadoria pelo Porto comercial
refusals-step-deserter_remove = retirar um de seus cavaleiros (Desertor)
refusals-step-deserter_place = colocar um cavaleiro desertor seu
refusals-step-diplomat_replace = recolocar a estrada retirada pelo Diplomata
refusals-step-master_merchant_take = pegar uma carta com o Mestre mercador
refusals-step-spy_take = escolher uma carta de progresso para pegar com o Espião
refusals-step-wedding_gift = dar uma carta pelo Casamento

## Tipos de jogada
refusals-can-wall = construir uma muralha
refusals-can-knight_hire = recrutar um cavaleiro
refusals-can-knight_activate = ativar um cavaleiro
refusals-can-knight_promote = promover um cavaleiro
refusals-can-knight_move = mover um cavaleiro
refusals-can-knight_displace = expulsar um cavaleiro
refusals-can-knight_chase = afugentar o ladrão com um cavaleiro
refusals-can-improve = melhorar uma cidade
refusals-can-answer = responder ao que a partida pede a você
refusals-can-progress_discard = devolver uma carta de progresso
refusals-can-harbor_trade = oferecer a um adversário uma matéria-prima por uma mercadoria (Porto comercial)

## Mercadorias

## Por que uma compra é recusada
refusals-ck-costs = { $what ->
        [wall] Uma muralha
        [knight] Um cavaleiro
        [activate] Ativar um cavaleiro
       *[promote] Promover um cavaleiro
    } custa { $cost }; falta a você { $missing }.
refusals-ck-walls-built = Suas { $count } muralhas já estão construídas.
refusals-ck-wall-no-city = Uma muralha vai sob uma de suas cidades, e você ainda não tem nenhuma.
refusals-ck-walls-everywhere = Cada uma de suas cidades já tem muralha.
refusals-ck-basic-knights-out = Seus { $count } cavaleiros básicos estão no tabuleiro: promova um primeiro.
refusals-ck-knight-no-spot = Um cavaleiro novo precisa de uma interseção livre numa de suas estradas, e não há nenhuma.
refusals-ck-no-knight-to-activate = Você não tem cavaleiro para ativar.
refusals-ck-knights-active = Todos os seus cavaleiros já estão ativos.
refusals-ck-no-knight-to-promote = Você não tem cavaleiro para promover.
refusals-ck-no-promotion = Nenhum de seus cavaleiros pode ser promovido agora: cada um sobe no máximo um nível por turno, a força seguinte precisa estar na sua reserva, e um cavaleiro poderoso precisa de política no nível 3 (Fortaleza).
refusals-ck-name-a-track = Diga uma das áreas: trade, politics ou science.
refusals-ck-track-trade = Comércio
refusals-ck-track-politics = Política
refusals-ck-track-science = Ciência
refusals-ck-top-level = Sua área de { $track } está no nível mais alto ({ $level }).
refusals-ck-improve-no-city = As melhorias de cidade precisam de uma cidade, e você não tem nenhuma.
refusals-ck-level-costs = { $track } nível { $level } custa { $cost }; você tem { $held }.
refusals-ck-metropolis-no-city = { $track } nível { $level } traz uma metrópole, e cada uma de suas cidades já tem uma.
refusals-ck-cannot-improve = Você não pode melhorar { $track } agora.

## De quem é a vez, qual etapa
refusals-ck-not-your-turn = Você não pode { $action } agora: não é seu turno.
refusals-ck-free-roads-first = Coloque primeiro suas estradas grátis.
refusals-ck-answer-not-open = Essa opção não está disponível agora.

## Uma jogada
refusals-do-wall = construir uma muralha sob a cidade em { $spot0 }
refusals-do-knight_hire = recrutar um cavaleiro em { $spot0 }
refusals-do-knight_activate = ativar o cavaleiro em { $spot0 }
refusals-do-knight_promote = promover o cavaleiro em { $spot0 }
refusals-do-knight_move = mover o cavaleiro de { $spot0 } para { $spot1 }
refusals-do-knight_displace = expulsar o cavaleiro em { $spot1 } com o cavaleiro em { $spot0 }
refusals-do-knight_chase = afugentar o ladrão com o cavaleiro em { $spot0 }
refusals-do-improve = { $track ->
        [trade] melhorar o comércio (Mercado...)
        [politics] melhorar a política (Prefeitura...)
       *[science] melhorar a ciência (Abadia...)
    }
refusals-do-answer = responder #{ $decision }: { $choice }
refusals-do-progress_discard = devolver { $card } para baixo do seu baralho
refusals-do-harbor_trade = Porto comercial: dar a { $player } 1 { $card } por uma mercadoria à escolha dele
refusals-do-alchemist = jogar o Alquimista: vermelho { $red }, amarelo { $yellow }
refusals-do-bishop = jogar Bispo: o ladrão para o hexágono { $hex }
refusals-do-merchant = jogar Mercador no hexágono { $hex }
refusals-do-inventor = jogar Inventor: trocar os números de { $hex0 } e { $hex1 }
refusals-do-diplomat = jogar Diplomata: retirar a estrada em { $path }
refusals-do-deserter = jogar Desertor contra { $player }
refusals-do-master_merchant = jogar Mestre mercador contra { $player }
refusals-do-spy = jogar Espião contra { $player }
refusals-do-merchant_fleet = jogar Frota mercante: { $card } a 2:1 neste turno
refusals-do-trade_monopoly = jogar Monopólio comercial de { $card }
refusals-do-resource_monopoly = jogar Monopólio de recursos de { $resource }
refusals-do-smith = jogar Ferreiro: promover { $count ->
        [one] o cavaleiro
       *[other] os cavaleiros
    } em { $spots }
refusals-do-intrigue = jogar Intriga contra o cavaleiro em { $spot0 }
refusals-do-engineer = jogar Engenheiro: uma muralha grátis em { $spot0 }
refusals-do-medicine = jogar Medicina: uma cidade em { $spot0 } por 2 de minério e 1 de trigo

## Opções de partida
refusals-ck-options-players = Cidades & Cavaleiros precisa de pelo menos 3 jogadores (CK-GEN-1): a variante para 2 jogadores é só para o jogo básico.
refusals-ck-options-board = Cidades & Cavaleiros se joga com a fundação no tabuleiro: board precisa ser { $boards } (CK-SETUP-1).

## Progress cards by name
refusals-ck-card-alchemist = Alquimista
refusals-ck-card-bishop = Bispo
refusals-ck-card-commercial_harbor = Porto comercial
refusals-ck-card-constitution = Constituição
refusals-ck-card-crane = Guindaste
refusals-ck-card-deserter = Desertor
refusals-ck-card-diplomat = Diplomata
refusals-ck-card-engineer = Engenheiro
refusals-ck-card-intrigue = Intriga
refusals-ck-card-inventor = Inventor
refusals-ck-card-irrigation = Irrigação
refusals-ck-card-master_merchant = Mestre mercador
refusals-ck-card-medicine = Medicina
refusals-ck-card-merchant = Mercador
refusals-ck-card-merchant_fleet = Frota mercante
refusals-ck-card-mining = Mineração
refusals-ck-card-printer = Imprensa
refusals-ck-card-resource_monopoly = Monopólio de recursos
refusals-ck-card-road_building = Construção de estradas
refusals-ck-card-saboteur = Sabotador
refusals-ck-card-smith = Ferreiro
refusals-ck-card-spy = Espião
refusals-ck-card-trade_monopoly = Monopólio comercial
refusals-ck-card-warlord = Senhor da guerra
refusals-ck-card-wedding = Casamento

## Kinds: playing a card
refusals-can-alchemist = jogar Alquimista
refusals-can-bishop = jogar Bispo
refusals-can-commercial_harbor = jogar Porto comercial
refusals-can-crane = jogar Guindaste
refusals-can-deserter = jogar Desertor
refusals-can-diplomat = jogar Diplomata
refusals-can-engineer = jogar Engenheiro
refusals-can-intrigue = jogar Intriga
refusals-can-inventor = jogar Inventor
refusals-can-irrigation = jogar Irrigação
refusals-can-master_merchant = jogar Mestre mercador
refusals-can-medicine = jogar Medicina
refusals-can-merchant = jogar Mercador
refusals-can-merchant_fleet = jogar Frota mercante
refusals-can-mining = jogar Mineração
refusals-can-resource_monopoly = jogar Monopólio de recursos
refusals-can-saboteur = jogar Sabotador
refusals-can-smith = jogar Ferreiro
refusals-can-spy = jogar Espião
refusals-can-trade_monopoly = jogar Monopólio comercial
refusals-can-warlord = jogar Senhor da guerra
refusals-can-wedding = jogar Casamento

## One action: a card without choices
refusals-do-commercial_harbor = jogar Porto comercial
refusals-do-crane = jogar Guindaste
refusals-do-irrigation = jogar Irrigação
refusals-do-mining = jogar Mineração
refusals-do-saboteur = jogar Sabotador
refusals-do-warlord = jogar Senhor da guerra
refusals-do-wedding = jogar Casamento
