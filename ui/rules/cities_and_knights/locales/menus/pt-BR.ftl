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
