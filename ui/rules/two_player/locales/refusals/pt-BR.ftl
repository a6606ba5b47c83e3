# As recusas da variante para 2 jogadores (issue #33).

## O que cada etapa aguarda
refusals-step-neutral_road = colocar uma estrada para um jogador neutro
refusals-step-neutral_settlement = colocar uma aldeia para um jogador neutro
refusals-step-forced_trade_give = devolver 2 cartas na troca forçada

## Tipos de jogada
refusals-can-forced_trade = forçar uma troca
refusals-can-robber_to_desert = mover o ladrão para o deserto
refusals-can-knight_for_trade_cards = trocar um Cavaleiro por cartas de comércio
refusals-can-neutral_road = colocar uma estrada neutra
refusals-can-neutral_settlement = colocar uma aldeia neutra
refusals-can-forced_trade_give = devolver 2 cartas

## Por que uma ação com cartas de comércio ou uma peça neutra é recusada
refusals-two-only = Essa jogada só existe na variante para 2 jogadores.
refusals-two-paid-when = { $what ->
        [forced_trade] Uma troca forçada
       *[desert] Mover o ladrão
    } é possível antes da primeira rolagem, entre as rolagens ou depois delas.
refusals-two-paid-cost = { $what ->
        [forced_trade] Uma troca forçada
       *[desert] Mover o ladrão
    } custa agora { $cost } { $cost ->
        [one] carta de comércio
       *[other] cartas de comércio
    }; você tem { $held }.
refusals-two-action-limit = Esta partida permite { $limit } { $limit ->
        [one] ação com cartas de comércio
       *[other] ações com cartas de comércio
    } por turno.
refusals-two-cannot-give = Uma troca forçada precisa de 2 cartas de matéria-prima na sua mão para devolver.
refusals-two-opponent-empty = Seu adversário não tem nenhuma carta de matéria-prima para comprar.
refusals-two-robber-on-desert = O ladrão já está no deserto.
refusals-two-swap-when = Um Cavaleiro pode ser trocado antes da primeira rolagem, entre as rolagens ou depois delas.
refusals-two-no-knight = Você não tem Cavaleiro jogado para trocar.
refusals-two-swapped = Você já trocou um Cavaleiro neste turno.
refusals-two-card-limit = Você já tem 7 cartas de comércio, o máximo permitido.
refusals-two-supply-empty = Não resta nenhuma carta de comércio na reserva.
refusals-two-nothing-owed = Nada é devido: { $what ->
        [neutral_road] uma estrada neutra é colocada
        [neutral_settlement] uma aldeia neutra é colocada
       *[forced_trade_give] as cartas são devolvidas
    } só logo depois da construção ou da compra correspondente.
refusals-two-not-like-that = Você não pode { $what ->
        [neutral_road] colocar uma estrada neutra
        [neutral_settlement] colocar uma aldeia neutra
       *[forced_trade_give] devolver cartas
    } assim.

## Uma jogada
refusals-two-neutral = { $colour ->
        [white] o neutro branco
        [orange] o neutro laranja
       *[other] o lugar neutro { $colour }
    }
refusals-do-neutral_road = colocar uma estrada para { $neutral } em { $path }
refusals-do-neutral_settlement = colocar uma aldeia para { $neutral } em { $spot }
refusals-do-forced_trade = forçar uma troca (comprar 2 cartas do adversário, devolver 2)
refusals-do-forced_trade_give = devolver { $cards } na troca forçada
refusals-do-robber_to_desert = mover o ladrão para o deserto com cartas de comércio
refusals-do-knight_for_trade_cards = trocar um Cavaleiro jogado por 2 cartas de comércio
