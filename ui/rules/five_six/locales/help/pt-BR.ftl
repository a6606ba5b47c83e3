# As palavras de five_six, português do Brasil (issue #33). Termos da expansão para 5-6 jogadores.

## /catan help topic:five_six
help-five_six =
    {"*"}*5 ou 6 jogadores** (`/catan new players:5` ou `6`, ou quem entrar, até seis) jogam na ilha de 30 hexágonos com 24 cartas de cada matéria-prima e 34 cartas de desenvolvimento.
    • **Fase especial de construção** (o modo padrão): durante o turno de outra pessoa, aperte **🏗️ Construir após este turno**; quando o turno acaba, quem pediu ganha, um após o outro, seu turno de construção (você é mencionado), em que pode construir (e comprar cartas de desenvolvimento, no jogo básico), mas não negociar nem jogar cartas. **⏭️ Terminei de construir** encerra seu turno de construção; se não for usado dentro do prazo da partida (1 hora, mostrado na sala), ele passa sozinho. Ninguém vence durante essa fase: os 10 pontos contam no início do seu próprio turno. Uma carta comprada nela pode ser jogada a partir do seu próximo turno.
    • **Jogadores em dupla** (`/catan new paired:True`) mantém as partidas de seis andando: nunca se espera por mais de dois jogadores por turno: após cada turno, o jogador sentado três lugares à esquerda tem a fase do segundo jogador (construir, comprar, jogar uma carta, negociar com o banco, sem troca entre jogadores) com os botões do turno, e depois **⏭️ Encerrar turno**.
    .menu = five_six: 5-6 jogadores, a fase especial de construção, jogadores em dupla
