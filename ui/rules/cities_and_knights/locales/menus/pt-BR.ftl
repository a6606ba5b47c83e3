ck-menus-which-card = Qual carta?
ck-menus-which-progress-card = Qual carta de progresso?

## Cavaleiros…, Melhorar…, Progresso…, Responder…
ck-menus-prompt-knights = Cavaleiros
ck-menus-prompt-improve = Melhorar uma cidade
ck-menus-prompt-progress = Jogar uma carta de progresso
ck-menus-prompt-answer = Responder a uma decisão
ck-menus-prompt-play = Jogar { $card }
ck-menus-kind-harbor-offers = Porto comercial (ofertas)
ck-menus-kind-put-back = Devolver uma carta (limite de mão)
ck-menus-pick-card = Escolha uma carta do menu.
ck-menus-pick-listed = Escolha uma das jogadas que a lista oferece enquanto você digita.

## Respostas a uma decisão
ck-menus-answer-discard = Descartar 1 { $card }
ck-menus-answer-give = Dar 1 { $card } para { $who }
ck-menus-them = esse jogador
ck-menus-answer-take = Pegar 1 { $card }
ck-menus-answer-aqueduct = Pegar 1 { $card } (Aqueduto)
ck-menus-answer-aqueduct-none = Não pegar nada
ck-menus-answer-pillage = Perder a cidade em { $spot }
ck-menus-answer-metropolis = Pôr a metrópole na sua cidade em { $spot }
ck-menus-answer-retreat = Mover seu cavaleiro para { $spot }
ck-menus-answer-deserter-remove = Remover seu cavaleiro em { $spot }
ck-menus-answer-deserter-place = Colocar o cavaleiro em { $spot }
ck-menus-answer-deserter-place-none = Não colocar nenhum cavaleiro
ck-menus-answer-commit = Enviar o cavaleiro em { $spot }
ck-menus-answer-commit-none = Não enviar mais cavaleiros
ck-menus-answer-deck = Comprar da pilha de { $deck }
ck-menus-deck-0 = comércio (amarela)
ck-menus-deck-1 = política (azul)
ck-menus-deck-2 = ciência (verde)
ck-menus-answer-put-back = Devolver { $card }
ck-menus-answer-spy = Pegar { $card }
ck-menus-answer-spy-none = Não pegar nenhuma carta
ck-menus-answer-diplomat = Recolocar a estrada em { $spot }
ck-menus-answer-diplomat-none = Manter a estrada na sua reserva
ck-menus-answer-other = Resposta { $choice }
ck-menus-answer-take-nothing = Não pegar nada
ck-menus-answer-remove = Remover seu cavaleiro em { $spot }
ck-menus-answer-place-none = Não colocar cavaleiro
ck-menus-answer-place = Colocar o cavaleiro em { $spot }
ck-menus-answer-draw = Comprar da pilha { $deck }
ck-menus-answer-diplomat-keep = Manter a estrada na sua reserva
