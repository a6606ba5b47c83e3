# Les mots de two_player, français (issue #33).

## /catan help topic:two_player
help-two_player =
    {"*"}*Aide : la variante à 2 joueurs** (`/catan new players:2`)
    • Chaque tour a deux lancers de production (`/catan roll` deux fois).
    • Après chaque route ou colonie, tu en construis une pour un joueur neutre (blanc ou orange) : **🏳️ Pièce neutre…** ou `/catan 2p neutral_road spot`, `/catan 2p neutral_settlement spot`.
    • Les cartes Commerce paient des actions (1 carte, 2 tant que tu mènes en PV visibles) :
    {"  "}`/catan 2p forced` — piocher 2 cartes chez un adversaire, puis lui en rendre 2 avec `/catan 2p giveback cards` (ou **↩️ Rendre…**) ;
    {"  "}`/catan 2p desert` — déplacer le voleur dans le désert ;
    {"  "}`/catan 2p knight` — un Chevalier joué contre 2 cartes Commerce.
    • `/catan status` et la légende du plateau montrent les cartes Commerce de chacun.
    .menu = two_player: la variante à 2 joueurs
