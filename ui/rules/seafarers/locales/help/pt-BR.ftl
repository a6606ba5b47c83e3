# As palavras de seafarers, português do Brasil (issue #33). Termos de “Navegadores”.

## /catan help topic:seafarers
help-seafarers =
    {"*"}*Navegadores** (3 ou 4 jogadores): `/catan new scenario:` cria uma partida de Navegadores em um dos quatro mapas da lista, na disposição impressa ou embaralhada: **Rumo a novas costas** (14 PV), **As quatro ilhas**, **A ilha da névoa**, **Através do deserto** (12 PV). O mar faz parte do tabuleiro: ilhas, lados costeiros (terra de um lado) e lados de mar.
    • **Barcos** (1 madeira + 1 lã, em **🏗️ Construir…**): num lado costeiro ou de mar junto à sua aldeia, cidade ou barco; na fase de fundação você pode pôr um barco no lugar da estrada. Estradas e barcos só se ligam numa aldeia ou cidade.
    • **⛵ Navegar…**: uma vez por turno, após a rolagem, mova o barco da ponta de uma rota aberta (nem construído neste turno, nem ao lado do pirata) para outro lado livre junto às suas peças.
    • **Maior Estrada Comercial**: estradas e barcos contam juntos (2 PV).
    • **🏴‍☠️ Mover o pirata…**: com um 7 ou um Cavaleiro, mova o ladrão *ou* o pirata (para um hexágono de mar); o pirata rouba um jogador com um barco ao lado dele e bloqueia os barcos ali.
    • **Rios de ouro**: cada aldeia num rio de ouro cujo número sai dá 1 matéria-prima à escolha, cada cidade 2. Quem deve escolher é chamado no tópico e escolhe em segredo (**🪙 Escolher ouro…**); as escolhas ficam ocultas até todos escolherem.
    • **Névoa** (A ilha da névoa): uma estrada ou barco que chega a um hexágono de névoa o revela, e quem o descobriu recebe 1 carta da matéria-prima dele (um rio de ouro: 1 à escolha). **Fichas Catan**: 1 PV cada, por colonizar ilhas novas (Novas costas, Quatro ilhas, Através do deserto).
    As jogadas de Navegadores ficam nos botões da mensagem do turno (os menus só listam jogadas válidas); estradas, aldeias, cidades, o ladrão e o roubo dele mantêm seus comandos.
    .menu = seafarers: a expansão Navegadores (barcos, pirata, ouro, névoa)
