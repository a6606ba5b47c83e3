menus-bank-trade-4 = Donne { $give } → { $get } (4:1, banque)
menus-bank-trade-3 = Donne { $give } → { $get } (3:1, port 3:1)
menus-bank-trade-2 = Donne { $give } → { $get } (2:1, port { $harbor })

menus-prompt-build = Construire
menus-prompt-dev = Jouer une carte Développement
menus-prompt-bank = Commercer avec la banque
menus-prompt-robber = Déplacer le voleur
menus-prompt-steal = Choisis qui voler
menus-prompt-line = { $prompt } :
menus-prompt-line-first = { $prompt } (les 125 premiers ; utilise la commande slash pour le reste) :
