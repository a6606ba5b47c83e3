# Les mots de cities_and_knights, français (issue #33). Termes de « Villes & Chevaliers ».


## /catan help topic:cities_and_knights

help-cities_and_knights =
    { "*" }*Villes & Chevaliers** (si la partie l’utilise ; le premier à 13 PV)
    • Lancer : rouge + jaune comme d’habitude, plus le dé événement : un bateau fait avancer les barbares ; une porte d’une couleur donne une carte Progrès de cette couleur à chaque joueur de niveau 1+ dans ce domaine dont le niveau + 1 est au moins égal au dé rouge (niveau 1 : rouge 1-2, niveau 5 : 1-6).
    • Les villes produisent aussi des marchandises : forêt papier, montagne monnaie, pré tissu. Développer un domaine (**Développer…**) : le niveau N coûte N de sa marchandise (commerce tissu, politique monnaie, science papier) ; le niveau 3 donne un pouvoir, le premier au niveau 4 obtient la métropole (+2 PV), et si un autre atteint le niveau 5 en premier, il la lui prend.
    • Chevaliers (**Chevaliers…**, `/catan ck knight`) : recruter ou promouvoir (laine + minerai), activer (blé), puis déplacer, déloger un chevalier plus faible ou chasser le voleur. Quand les barbares débarquent (leur force = toutes les villes), les chevaliers actifs défendent : s’ils sont plus faibles, les joueurs à la plus petite force de chevaliers perdent chacun une ville (pas une métropole) ; sinon, le défenseur le plus fort devient Défenseur de Catan (1 PV). Jusqu’à la première attaque, un 7 ne fait que défausser : le voleur reste dans le désert.
    • Rempart (2 argile, `/catan build wall` ou **Construire…**) : +2 à ta limite de cartes en main, 3 au plus. Cartes Progrès (**Progrès…**, `/catan ck progress`) : 4 en main au plus, jouées après le lancer (l’Alchimiste avant). Les décisions que les autres te doivent (**Répondre…**, `/catan ck answer`) leur sont demandées dans le fil.
    { "*" }*Commandes :** `/catan ck knight move`, `/catan ck improve track`, `/catan ck progress play`, `/catan ck answer choice`, `/catan build wall spot` ; `/catan new expansion:Cities & Knights` avec `barbarians` et `ck_variant`.
    .menu = cities_and_knights: l’extension Villes & Chevaliers
