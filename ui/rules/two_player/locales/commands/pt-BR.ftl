# The 2-player variant: its slash commands' descriptions (issue #33 item 2).
two-cmd-group = 2 jogadores: peças neutras, cartas de comércio
two-cmd-neutral-road = Uma estrada neutra
two-cmd-neutral-settlement = Uma aldeia neutra
two-cmd-pick = escolha da lista
two-cmd-forced = Troca forçada: pegue 2, devolva 2
two-cmd-desert = Ladrão para o deserto
two-cmd-knight = Um Cavaleiro jogado por 2 cartas de comércio
two-cmd-giveback = As 2 cartas devolvidas
two-cmd-giveback-cards = p. ex. `1 wool 1 ore`
