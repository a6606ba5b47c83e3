# As palavras de two_player, português do Brasil (issue #33).

## /catan help topic:two_player
help-two_player =
    {"*"}*Ajuda: a variante para 2 jogadores** (`/catan new players:2`)
    • Cada turno tem duas rolagens de produção (`/catan roll` duas vezes).
    • Depois de cada estrada ou aldeia, você constrói uma para um jogador neutro (branco ou laranja): **🏳️ Peça neutra…** ou `/catan 2p neutral_road spot`, `/catan 2p neutral_settlement spot`.
    • Cartas de comércio pagam ações (1 carta, 2 enquanto você lidera em PV visíveis):
    {"  "}`/catan 2p forced` — pegar 2 cartas de um oponente e depois devolver 2 com `/catan 2p giveback cards` (ou **↩️ Devolver…**);
    {"  "}`/catan 2p desert` — mover o ladrão para o deserto;
    {"  "}`/catan 2p knight` — um Cavaleiro jogado em troca de 2 cartas de comércio.
    • `/catan status` e a legenda do tabuleiro mostram as cartas de comércio de todos.
    .menu = two_player: a variante para 2 jogadores
