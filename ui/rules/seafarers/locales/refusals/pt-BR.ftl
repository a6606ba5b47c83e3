# As recusas de Navegadores (issue #33).

## O que cada etapa aguarda
refusals-step-sea_robber_start = escolher o deserto onde o ladrão começa
refusals-step-pirate_steal = escolher quem o pirata rouba
refusals-step-gold_choice = escolher matérias-primas de um rio de ouro

## Tipos de jogada
refusals-can-sea_robber_start = escolher o deserto onde o ladrão começa
refusals-can-ship = construir um barco
refusals-can-move_ship = mover um barco
refusals-can-pirate = mover o pirata
refusals-can-gold = escolher matérias-primas do rio de ouro

## Por que uma aldeia, uma estrada, um barco, o pirata ou o ouro é recusado
refusals-sea-no-land = A interseção { $spot } não toca terra.
refusals-sea-start = Neste cenário suas aldeias da fase de fundação vão { $scenario ->
        [new_shores] na ilha principal
        [through_the_desert] na área principal (não na faixa além dos desertos, não numa ilha pequena, não só ao lado de desertos)
       *[other] numa ilha revelada
    } (SEA-SETUP-3).
refusals-sea-path-at-sea = O lado { $path } não tem terra de nenhum dos lados: só um barco pode ir ali.
refusals-sea-same-path = Um barco movido precisa ir para outro lado.
refusals-sea-path-has-road = O lado { $path } já tem uma estrada (um lado costeiro leva uma estrada ou um barco).
refusals-sea-path-has-ship = O lado { $path } já tem um barco.
refusals-sea-path-inland = O lado { $path } fica entre dois hexágonos de terra: barcos navegam em lados costeiros e de mar.
refusals-sea-path-pirate = O lado { $path } margeia o hexágono do pirata: nenhum barco vai ali enquanto o pirata ficar.
refusals-sea-path-unconnected = O lado { $path } não toca sua aldeia, sua cidade nem outro barco seu (o fim de uma estrada não leva barco, e a construção de outro jogador interrompe uma rota).
refusals-sea-no-ship-on = Você não tem barco em { $path }.
refusals-sea-ship-new = O barco em { $path } foi colocado neste turno; ele pode se mover a partir do seu próximo turno.
refusals-sea-ship-pirate = O barco em { $path } margeia o hexágono do pirata e não pode se mover enquanto o pirata ficar.
refusals-sea-ship-closed = O barco em { $path } faz parte de uma rota fechada entre duas construções suas; ele fica.
refusals-sea-ship-not-end = O barco em { $path } não está na ponta aberta de uma rota; só um barco da ponta se move.
refusals-sea-ship-when = Barcos se constroem no seu turno, depois da rolagem (ou na fase de fundação no lugar de uma estrada).
refusals-sea-ship-costs = Um barco custa 1 madeira e 1 lã; falta a você { $missing }.
refusals-sea-no-ships-left = Seus { $count } barcos estão todos no tabuleiro.
refusals-sea-ship-no-spot = Um barco vai num lado costeiro ou de mar livre ao lado da sua aldeia, cidade ou barco (não através da construção de outro jogador, não ao lado do pirata); nenhum está livre.
refusals-sea-move-when = Você pode mover um barco no seu turno, depois da rolagem.
refusals-sea-already-moved = Você já moveu um barco neste turno (um movimento por turno).
refusals-sea-no-end-ship = Só o barco da ponta de uma rota aberta pode se mover: não um barco entre duas construções suas, não um construído neste turno, não um ao lado do pirata.
refusals-sea-pirate-when = O pirata se move no lugar do ladrão, depois de um 7 ou de um Cavaleiro.
refusals-sea-no-gold = Você não tem matérias-primas do rio de ouro para escolher agora.
refusals-sea-gold-chosen = Você já escolheu suas matérias-primas do rio de ouro.
refusals-sea-gold-exactly = Escolha exatamente { $count } { $count ->
        [one] carta
       *[other] cartas
    } entre: { $resources }.
refusals-sea-robber-start-who = Só o jogador inicial escolhe o deserto do ladrão, antes da fase de fundação.

## Uma jogada
refusals-do-ship = construir um barco em { $path }
refusals-do-move_ship = mover o barco de { $path } para { $to }
refusals-do-pirate = mover o pirata para { $hex }
refusals-do-gold = pegar { $cards } do rio de ouro
refusals-do-sea_robber_start = fazer o ladrão começar no hexágono { $hex }

## Opções de partida
refusals-sea-options-two = Navegadores se joga com 3 ou 4 jogadores (SEA-GEN-2); a variante para 2 jogadores é só para o jogo básico.
refusals-sea-options-players = Navegadores se joga com 3 ou 4 jogadores (SEA-GEN-2); a expansão de Navegadores para 5-6 jogadores ainda não está disponível (SEA-GEN-3).
refusals-sea-options-board = Navegadores se monta no mapa do cenário (SEA-SETUP-1): board precisa ser variable (sea_layout escolhe o terreno impresso ou embaralhado).
