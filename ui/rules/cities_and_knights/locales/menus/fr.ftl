ck-menus-which-card = Quelle carte ?
ck-menus-which-progress-card = Quelle carte Progrès ?

## Chevaliers…, Développer…, Progrès…, Répondre…
ck-menus-prompt-knights = Chevaliers
ck-menus-prompt-improve = Développer une ville
ck-menus-prompt-progress = Jouer une carte Progrès
ck-menus-prompt-answer = Répondre à une décision
ck-menus-prompt-play = Jouer { $card }
ck-menus-kind-harbor-offers = Port de commerce (offres)
ck-menus-kind-put-back = Remettre une carte (limite de main)
ck-menus-pick-card = Choisis une carte dans le menu.
ck-menus-pick-listed = Choisis un des coups proposés dans la liste pendant que tu tapes.
