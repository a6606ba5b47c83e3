# Cities & Knights: its slash commands' descriptions and choices (issue #33 item 2).
ck-cmd-wall = V&C : un rempart sous ta ville (2 argile)
ck-cmd-your-city = ta ville
ck-cmd-group = Coups de Villes & Chevaliers
ck-cmd-knight = V&C : recruter, activer, promouvoir ou déplacer un chevalier
ck-cmd-pick = choisis dans la liste
ck-cmd-improve = V&C : améliorer tes villes dans un domaine
ck-cmd-track-trade = commerce
ck-cmd-track-politics = politique
ck-cmd-track-science = science
ck-cmd-progress = V&C : jouer une carte Progrès
ck-cmd-answer = V&C : répondre à une décision que tu dois
ck-cmd-expansion = Villes & Chevaliers
ck-cmd-barbarians = V&C : longueur de la piste des barbares (7)
ck-cmd-variant = Variante V&C
ck-cmd-variant-errant = chevalier errant
ck-cmd-variant-easy = début facile
ck-cmd-variant-nasty = barbares impitoyables
