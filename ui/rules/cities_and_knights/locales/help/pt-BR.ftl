# As palavras de cities_and_knights, português do Brasil (issue #33). Termos de “Cidades & Cavaleiros”.


## /catan help topic:cities_and_knights

help-cities_and_knights =
    { "*" }*Cidades & Cavaleiros** (quando a partida usa; vence quem chegar primeiro a 13 PV)
    • Rolagem: vermelho + amarelo como sempre, mais o dado de eventos: um navio avança os bárbaros; um portão de uma cor dá uma carta de progresso dessa cor a cada jogador com nível 1+ nessa área cujo nível + 1 seja pelo menos o dado vermelho (nível 1 compra com vermelho 1-2, nível 5 com 1-6).
    • As cidades também produzem mercadorias: floresta papel, montanha moeda, pasto tecido. Melhore uma área (**Melhorar…**): o nível N custa N da sua mercadoria (comércio tecido, política moeda, ciência papel); o nível 3 dá uma habilidade, o primeiro a chegar ao nível 4 ganha a metrópole (+2 PV) e, se outro jogador chegar antes ao nível 5, fica com ela.
    • Cavaleiros (**Cavaleiros…**, `/catan ck knight`): recrutar ou promover (lã + minério), ativar (trigo), depois mover, expulsar um cavaleiro mais fraco ou afugentar o ladrão. Quando os bárbaros desembarcam (força = todas as cidades), os cavaleiros ativos defendem: se forem mais fracos, os jogadores com menor força de cavaleiros perdem uma cidade cada (não uma metrópole); se não, o defensor mais forte vira Defensor de Catan (1 PV). Até o primeiro ataque, um 7 só faz descartar: o ladrão fica no deserto.
    • Muralha (2 tijolo, `/catan build wall` ou **Construir…**): +2 no seu limite de cartas na mão, no máximo 3. Cartas de progresso (**Progresso…**, `/catan ck progress`): até 4 na mão, jogadas após a rolagem (o Alquimista, antes). Decisões que os outros devem a você (**Responder…**, `/catan ck answer`) são pedidas a eles no tópico.
    { "*" }*Comandos:** `/catan ck knight move`, `/catan ck improve track`, `/catan ck progress play`, `/catan ck answer choice`, `/catan build wall spot`; `/catan new expansion:Cities & Knights` com `barbarians` e `ck_variant`.
    .menu = cities_and_knights: a expansão Cidades & Cavaleiros
