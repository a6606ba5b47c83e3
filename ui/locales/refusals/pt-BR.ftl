# As recusas do motor do jogo (issue #33): por que uma jogada não é permitida agora, e o que seria.

## Quem e o que a partida aguarda
refusals-player = jogador { $seat }
refusals-waiting = Aguardando { $who }: { $what }.
refusals-and = { $first } e { $next }
refusals-with-hint = { $reason } { $hint }
refusals-everyone = todos

## O que cada etapa aguarda
refusals-step-setup_settlement = colocar uma aldeia da fase de fundação
refusals-step-setup_road = colocar uma estrada da fase de fundação
refusals-step-pre_roll = rolar os dados
refusals-step-move_robber = mover o ladrão
refusals-step-steal = escolher quem roubar
refusals-step-main = negociar, construir ou encerrar o turno
refusals-step-road_building = colocar as estradas grátis
refusals-step-discard = descartar metade das cartas

## O que é permitido no lugar
refusals-now-you-can = Agora você pode: { $actions }.
refusals-cannot-now = Você não pode { $action } agora.
refusals-legal-spots = Permitido: { $spots }.
refusals-legal-spots-more = Permitido: { $spots } e mais { $more }.
refusals-you-could = Você poderia: { $choices }.
refusals-you-could-more = Você poderia: { $choices } (e mais { $more }).
refusals-choices-next = { $choices }; { $choice }

## Tipos de jogada
refusals-can-roll = rolar os dados
refusals-can-end_turn = encerrar seu turno
refusals-can-road = construir uma estrada
refusals-can-settlement = construir uma aldeia
refusals-can-city = construir uma cidade
refusals-can-buy_dev = comprar uma carta de desenvolvimento
refusals-can-knight = jogar um Cavaleiro
refusals-can-road_building = jogar Construção de estradas
refusals-can-year_of_plenty = jogar Descoberta
refusals-can-monopoly = jogar Monopólio
refusals-can-reveal_vp = revelar cartas de ponto de vitória
refusals-can-robber = mover o ladrão
refusals-can-steal = escolher quem roubar
refusals-can-skip_steal = não roubar ninguém
refusals-can-discard = descartar
refusals-can-bank_trade = negociar com o banco
refusals-can-accept = aceitar uma troca
refusals-can-decline = recusar uma troca
refusals-can-confirm = confirmar uma troca
refusals-can-withdraw = retirar sua oferta
refusals-can-offer = oferecer uma troca
refusals-can-counter = fazer uma contraproposta

## Uma jogada
refusals-do-roll = rolar os dados
refusals-do-end_turn = encerrar o turno
refusals-do-road = construir uma estrada em { $path }
refusals-do-settlement = construir uma aldeia em { $spot }
refusals-do-city = construir uma cidade em { $spot }
refusals-do-buy_dev = comprar uma carta de desenvolvimento
refusals-do-knight = jogar um Cavaleiro
refusals-do-road_building = jogar Construção de estradas
refusals-do-year_of_plenty = jogar Descoberta por { $resources }
refusals-do-monopoly = jogar Monopólio de { $resource }
refusals-do-reveal_vp = revelar cartas de ponto de vitória
refusals-do-robber = mover o ladrão para o hexágono { $hex }
refusals-do-steal = roubar de { $player }
refusals-do-skip_steal = não roubar nada
refusals-do-discard = descartar { $cards }
refusals-do-bank_trade = trocar { $give } com o banco por { $get }
refusals-do-offer = oferecer { $give } por { $get } a { $to }
refusals-do-counter = responder à oferta #{ $offer } com { $give } por { $get }
refusals-do-confirm = confirmar a troca #{ $offer } com { $player }
refusals-do-accept = aceitar a troca #{ $offer }
refusals-do-decline = recusar a troca #{ $offer }
refusals-do-withdraw = retirar a troca #{ $offer }

## De quem é a vez
refusals-game-over = A partida acabou.
refusals-not-a-player = Você não está jogando nesta partida.
refusals-not-your-move = Não é sua vez agora.
refusals-not-your-turn = Não é seu turno. { $waiting }
refusals-not-now = Agora não. { $waiting }

## Lugares
refusals-no-such-path = Esse lado não existe.
refusals-path-taken = O lado { $path } já tem uma estrada.
refusals-setup-road-touch = Sua estrada da fase de fundação precisa tocar a { $piece ->
        [city] cidade
       *[settlement] aldeia
    } que você acabou de colocar em { $spot }.
refusals-path-unconnected = O lado { $path } não se liga às suas estradas nem às suas construções (uma construção adversária interrompe uma estrada).
refusals-no-such-intersection = Essa interseção não existe.
refusals-intersection-taken = A interseção { $spot } já está ocupada.
refusals-distance-rule = A interseção { $spot } está perto demais de outra construção (regra da distância).
refusals-not-road-end = A interseção { $spot } não fica no fim de uma das suas estradas.
refusals-no-settlement-on = Você não tem uma aldeia em { $spot } para melhorar.
refusals-no-such-hex = Esse hexágono não existe.
refusals-robber-must-move = O ladrão precisa ir para outro hexágono.
refusals-robber-desert = Nesta partida o ladrão não pode ir para o deserto (regras de 1997).

## Etapas
refusals-discard-exactly = Você precisa descartar exatamente { $count } cartas da sua mão.
refusals-discards-first = Primeiro descarta cada jogador com mais de 7 cartas. { $waiting }
refusals-setup-settlement = Na fase de fundação você coloca uma aldeia.
refusals-setup-road = Na fase de fundação você coloca uma estrada junto à sua nova aldeia.
refusals-free-roads-first = Coloque primeiro suas estradas grátis de Construção de estradas.
refusals-roll-first = Role os dados primeiro.
refusals-robber-first = Termine primeiro de mover o ladrão.
refusals-already-rolled = Você já rolou os dados neste turno.
refusals-cannot-end = Você só pode encerrar seu turno depois de rolar os dados e resolver a rolagem.
refusals-nobody-discards = Ninguém precisa descartar agora.
refusals-nobody-to-rob = Não há ninguém para roubar agora.
refusals-vp-automatic = As cartas de ponto de vitória são reveladas sozinhas quando dão a vitória a você.

## Construir e comprar
refusals-costs = { $piece ->
        [road] Uma estrada
        [settlement] Uma aldeia
        [city] Uma cidade
       *[development_card] Uma carta de desenvolvimento
    } custa { $cost }; falta a você { $missing }.
refusals-no-roads-left = Você não tem mais estradas (15 no tabuleiro).
refusals-no-settlements-left = Suas 5 aldeias estão todas no tabuleiro: melhore uma para cidade primeiro.
refusals-no-cities-left = Suas 4 cidades estão todas no tabuleiro.
refusals-nothing-to-upgrade = Você não tem nenhuma aldeia para melhorar.
refusals-deck-empty = O baralho de cartas de desenvolvimento está vazio.
refusals-no-spot-for = Agora não há lugar permitido para { $piece ->
        [road] uma estrada
        [settlement] uma aldeia
        [city] uma cidade
       *[development_card] uma carta de desenvolvimento
    }.

## Cartas de desenvolvimento
refusals-dev-knight = Cavaleiro
refusals-dev-road_building = Construção de estradas
refusals-dev-year_of_plenty = Descoberta
refusals-dev-monopoly = Monopólio
refusals-dev-limit = Você já jogou uma carta de desenvolvimento neste turno.
refusals-no-dev-card = Você não tem nenhuma carta de { $card }.
refusals-bought-this-turn = Uma carta de { $card } comprada neste turno pode ser jogada a partir do seu próximo turno.
refusals-road-building-no-spot = Construção de estradas precisa de uma estrada na sua reserva e de um lado permitido.
refusals-dev-during-roll = Não se jogam cartas de desenvolvimento entre a rolagem e o fim da sua resolução.

## Negociar com o banco
refusals-name-two-cards = Diga duas cartas: { $cards }.
refusals-same-card = Você precisa receber uma carta diferente da que dá.
refusals-bank-rate = Sua taxa para { $card } é { $rate }:1 e você tem { $held }.
refusals-bank-empty = O banco não tem mais { $card }.

## Negociar com jogadores
refusals-trade-gone = A troca #{ $offer } não está mais aberta.
refusals-trade-phase-only = As trocas só se fecham durante a fase de comércio do jogador ativo.
refusals-not-your-offer = A troca #{ $offer } não é sua oferta.
refusals-not-accepted = Esse jogador não aceitou esta oferta.
refusals-confirm-cannot-afford = Um de vocês não tem mais as cartas para esta troca.
refusals-not-offered-to-you = A troca #{ $offer } não foi oferecida a você.
refusals-already-accepted = Você já aceitou; agora quem fez a oferta confirma.
refusals-already-declined = Você já recusou.
refusals-you-dont-hold = Você não tem { $cards }.
refusals-only-active-proposes = Só o jogador da vez pode propor uma troca (regras de 1997).
refusals-no-gifts = Cada lado de uma troca precisa dar pelo menos uma carta (nada de presentes).
refusals-no-gifts-example = Exemplo: 1 lã por 1 minério.
refusals-same-both-sides = A mesma matéria-prima não pode estar dos dois lados de uma troca.
refusals-same-both-sides-hint = Tire-a de um dos lados.
refusals-trade-width = Nesta partida uma troca indica { $count } quantidades de cartas por lado.
refusals-cannot-offer = Você não pode oferecer { $cards }: você não tem essas cartas.
refusals-offer-target = Ofereça a um adversário ou a todos.
refusals-include-active = Toda troca precisa incluir o jogador da vez (BASE-TRADE-1): ofereça a ele ou a todos.
refusals-trade-after-setup = As trocas começam depois da fase de fundação.
refusals-trade-during-turn = Só se negocia durante o turno de um jogador.
refusals-trade-over = As trocas acabaram neste turno: você já construiu (fases de troca e construção separadas).
refusals-trade-after-roll = As trocas começam depois de rolar os dados.
refusals-trade-after-resolution = Só é possível negociar quando a rolagem estiver totalmente resolvida.

## Pedidos que não são jogadas (de um programa, não de uma pessoa)
refusals-not-an-action = Não é uma jogada: { $data }.
refusals-known-kinds = Tipos conhecidos: { $kinds }.
refusals-argument-count = A jogada { $kind } recebe { $count } argumento(s), recebeu { $got }.
refusals-expected-number = Jogada { $kind }: esperava um número, recebeu { $got }.
refusals-expected-name = Jogada { $kind }: esperava um nome, recebeu { $got }.
refusals-expected-counts = Jogada { $kind }: esperava 5 quantidades de cartas, recebeu { $got }.
refusals-expected-resources = Jogada { $kind }: esperava matérias-primas, recebeu { $got }.

## Opções de partida que não descrevem uma partida jogável (`/catan new`)
refusals-options-unknown = Opção(ões) desconhecida(s): { $unknown }. Conhecidas: { $known }.
refusals-options-first-player = first_player precisa ser um lugar abaixo de { $players }.
refusals-options-bool = A opção { $name } precisa ser true ou false, não { $value }.
refusals-options-number = A opção { $name } precisa ser um número inteiro de { $low } a { $high }, não { $value }.
refusals-options-number-or = A opção { $name } precisa ser um número inteiro de { $low } a { $high } (ou { $extra }), não { $value }.
refusals-options-one-of = A opção { $name } precisa ser uma de { $values }, não { $value }.
