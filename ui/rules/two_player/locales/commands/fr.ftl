# The 2-player variant: its slash commands' descriptions (issue #33 item 2).
two-cmd-group = 2 joueurs : pièces neutres, cartes Commerce
two-cmd-neutral-road = Une route neutre
two-cmd-neutral-settlement = Une colonie neutre
two-cmd-pick = choisis dans la liste
two-cmd-forced = Échange forcé : piocher 2, en rendre 2
two-cmd-desert = Voleur dans le désert
two-cmd-knight = Un Chevalier joué pour 2 cartes Commerce
two-cmd-giveback = Les 2 cartes rendues
two-cmd-giveback-cards = p. ex. `1 wool 1 ore`
