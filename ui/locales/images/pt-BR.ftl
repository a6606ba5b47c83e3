# As palavras nas imagens (issue #33), português do Brasil.
images-column-vp = PV
images-column-cards = Cartas
images-column-dev = Des.
images-column-knights = Cavaleiros
images-column-road = Estrada
images-column-vp-cards = Cartas PV
images-status-won = Fim de jogo: { $name } vence
images-status-won-with = Fim de jogo: { $name } vence com { $vp } PV
images-status-setup = Fundação: { $name } coloca
images-status-turn = Turno { $turn }: vez de { $name }
images-player = Jogador { $number }
images-colour-red = Vermelho
images-colour-blue = Azul
images-colour-white = Branco
images-colour-orange = Laranja
images-colour-green = Verde
images-colour-brown = Marrom

## The board (rendering/board.py, rendering/background.py)
images-harbor-any = qualquer
images-dice-rolled = saiu { $total }
images-dice-roll-nth = { $nth ->
    [1] 1ª rolagem
   *[other] 2ª rolagem
} { $total }

## Decision images (rendering/decision.py): a caption per kind; .kind names it where no spot is legal
images-decision-none = { $name }: nenhum lugar válido agora para: { $kind }
images-decision-settlement = { $name }: escolha um número para construir uma aldeia
    .kind = aldeia
images-decision-road = { $name }: escolha um lado (número-número) para uma estrada
    .kind = estrada
images-decision-city = { $name }: escolha a aldeia (número) que vira cidade
    .kind = cidade
images-decision-robber = { $name }: escolha uma letra para mover o ladrão
    .kind = ladrão

## The hand (rendering/hand.py, rendering/card_row.py)
images-hand-title = Mão de { $name }
images-hand-vp = { $vp } PV
images-hand-vp-hidden = { $vp } PV ({ $hidden } { $hidden ->
        [one] oculto
       *[other] ocultos
    })
images-discard-owed = { $count ->
    [one] Você deve descartar { $count } carta
   *[other] Você deve descartar { $count } cartas
}
images-section-resources = Cartas de matéria-prima
images-section-in-hand = { $count } na mão
images-section-development = Cartas de desenvolvimento
images-section-build = Construir
images-dev-note = cartas compradas neste turno podem ser jogadas a partir do seu próximo turno
images-dev-new = { $count ->
    [one] { $count } nova
   *[other] { $count } novas
}
images-card-brick = Tijolo
images-card-lumber = Madeira
images-card-ore = Minério
images-card-grain = Trigo
images-card-wool = Lã
images-bank-rate = banco { $rate }:1
images-dev-knight = Cavaleiro
images-dev-road_building =
    Construção
    de estradas
images-dev-year_of_plenty = Descoberta
images-dev-monopoly = Monopólio
images-dev-victory_point =
    Ponto de
    vitória
images-buy-road = Estrada
images-buy-settlement = Aldeia
images-buy-city = Cidade
images-buy-dev = Carta des.
images-buy-deck-empty = baralho vazio
images-buy-none-left = acabaram
images-buy-now = ✓ construir já
images-buy-affordable = ✓ dá para pagar
images-buy-missing = { $count ->
    [one] falta { $count } carta
   *[other] faltam { $count } cartas
}

## The statistics (rendering/stats.py)
images-stats-title = Estatísticas da partida
images-stats-dice = { $count ->
    [one] Dados: { $count } rolagem
   *[other] Dados: { $count } rolagens
}
images-stats-expected = esperado
images-stats-vp-by-turn = PV por turno
images-stats-rolled = obtido
images-stats-cards = Cartas
images-stats-start = Início
images-stats-produced = Produção
images-stats-trade-plus = Troca +
images-stats-trade-minus = Troca −
images-stats-bank-plus = Banco +
images-stats-bank-minus = Banco −
images-stats-stole = Roubadas
images-stats-stolen = Perdidas (roubo)
images-stats-discards = Descartes
images-stats-dev-card = Carta des.
