# Cities & Knights: its slash commands' descriptions and choices (issue #33 item 2).
ck-cmd-wall = C&C: uma muralha sob sua cidade (2 tijolo)
ck-cmd-your-city = sua cidade
ck-cmd-group = Jogadas de Cidades & Cavaleiros
ck-cmd-knight = C&C: recrutar, ativar, promover ou mover um cavaleiro
ck-cmd-pick = escolha da lista
ck-cmd-improve = C&C: melhorar suas cidades em uma área
ck-cmd-track-trade = comércio
ck-cmd-track-politics = política
ck-cmd-track-science = ciência
ck-cmd-progress = C&C: jogar uma carta de progresso
ck-cmd-answer = C&C: responder a uma decisão pendente
ck-cmd-expansion = Cidades & Cavaleiros
ck-cmd-barbarians = C&C: tamanho da trilha dos bárbaros (7)
ck-cmd-variant = Variante de C&C
ck-cmd-variant-errant = cavaleiro errante
ck-cmd-variant-easy = início fácil
ck-cmd-variant-nasty = bárbaros implacáveis
