# Les mots de five_six, français (issue #33). Termes de l’extension 5-6 joueurs.

## /catan help topic:five_six
help-five_six =
    {"*"}*5 ou 6 joueurs** (`/catan new players:5` ou `6`, ou tous ceux qui rejoignent, jusqu’à six) jouent sur l’île de 30 tuiles avec 24 cartes de chaque ressource et 34 cartes Développement.
    • **Phase de construction spéciale** (le mode par défaut) : pendant le tour d’un autre, appuie sur **🏗️ Construire après ce tour** ; à la fin du tour, ceux qui l’ont demandé ont chacun leur tour de construction, l’un après l’autre (tu es mentionné), où tu peux construire (et acheter des cartes Développement, dans le jeu de base) mais ni échanger ni jouer de cartes. **⏭️ Construction terminée** met fin à ton tour de construction ; s’il n’est pas utilisé dans le délai de la partie (1 heure, affiché dans le lobby), il passe tout seul. Personne ne gagne pendant cette phase : les 10 points comptent au début de ton propre tour. Une carte achetée pendant cette phase se joue à partir de ton prochain tour.
    • **Binômes** (`/catan new paired:True`) fait avancer les parties à six : on n’attend jamais plus de deux joueurs par tour : après chaque tour, le joueur assis trois places à gauche a la phase du second (construire, acheter, jouer une carte, échanger avec la banque, pas d’échange entre joueurs) avec les boutons du tour, puis **⏭️ Finir le tour**.
    .menu = five_six: 5-6 joueurs, la phase de construction spéciale, les binômes
