# A expansão de 5-6 jogadores no tabuleiro ao vivo (issue #34).

six-board-prompt-slot = construir ou comprar no seu turno de construção (sem trocas nem cartas)
    .about = construir ou comprar no { $you ->
        [1] seu
       *[other] próprio
    } turno de construção (sem trocas nem cartas)
six-board-prompt-second = jogar sua fase do segundo jogador: construir, comprar, jogar uma carta ou negociar com o banco (sem trocas entre jogadores)
    .about = jogar { $you ->
        [1] sua
       *[other] a
    } fase do segundo jogador: construir, comprar, jogar uma carta ou negociar com o banco (sem trocas entre jogadores)
six-board-no-trade-as-second = Como segundo jogador (jogadores em pares) você não pode negociar com outros jogadores; com o banco, sim.
