# As recusas da expansão para 5-6 jogadores (issue #33).

## O que cada etapa aguarda
refusals-step-special_build = construir na fase especial de construção ou passar
refusals-step-robber_start = escolher o deserto onde o ladrão começa

## Tipos de jogada
refusals-can-sbp_pass = encerrar seu turno de construção
refusals-can-sbp_request = pedir um turno de construção após este turno
refusals-can-robber_start = escolher o deserto onde o ladrão começa

## Por que uma jogada é recusada num turno de construção ou na fase do segundo jogador
refusals-six-second-no-player-trade = Como segundo jogador (jogadores em dupla) você não pode negociar com outros jogadores; pode negociar com o banco.
refusals-six-nobody-trades = Ninguém negocia com jogadores durante a fase do segundo jogador (jogadores em dupla).
refusals-six-bank-trade-over = As trocas com o banco acabaram nesta fase: você já construiu ou comprou (fases de troca e construção separadas).
refusals-six-only-purchases = Na fase especial de construção você só pode construir e comprar (sem trocas, sem cartas de desenvolvimento, sem ladrão).
refusals-six-only-purchases-ck = Na fase especial de construção você só pode construir e comprar (estradas, aldeias, cidades, muralhas, cavaleiros e sua ativação e promoção): sem trocas, sem cartas de progresso, sem outras ações de cavaleiro, sem ladrão.
refusals-six-no-slot-to-finish = Você não tem turno de construção para encerrar agora.
refusals-six-robber-start-chosen = O início do ladrão já foi escolhido.
refusals-six-slots-offered = Nesta partida cada turno de construção é oferecido sem pedir.
refusals-six-already-asked = Você já pediu um turno de construção após este turno.
refusals-six-ask-when = Peça um turno de construção durante o turno de outro jogador (não durante a fase especial de construção nem a fase de fundação).
refusals-six-own-turn = No seu próprio turno você já constrói: um turno de construção é para os jogadores que não estão na vez.

## Uma jogada
refusals-do-sbp_request = pedir um turno de construção após este turno
refusals-do-sbp_pass = encerrar o turno de construção
refusals-do-robber_start = fazer o ladrão começar no deserto { $desert }

## Opções de partida
refusals-six-options-board = Com 5 ou 6 jogadores o tabuleiro é sempre variável: não há mapa para iniciantes (SIX-VAR-8).
