# Les mots de seafarers, français (issue #33). Termes de « Marins ».

## /catan help topic:seafarers
help-seafarers =
    {"*"}*Marins** (3 ou 4 joueurs) : `/catan new scenario:` lance Marins sur l’une des quatre cartes de la liste, en disposition imprimée ou mélangée : **Vers de nouveaux rivages** (14 PV), **Les quatre îles**, **L’île du brouillard**, **À travers le désert** (12 PV). La mer fait partie du plateau : îles, chemins côtiers (terre d’un côté) et chemins maritimes.
    • **Bateaux** (1 bois + 1 laine, via **🏗️ Construire…**) : sur un chemin côtier ou maritime à côté de ta colonie, ta ville ou ton bateau ; en phase de fondation, tu peux poser un bateau au lieu de la route. Routes et bateaux ne se rejoignent qu’à une colonie ou une ville.
    • **⛵ Naviguer…** : une fois par tour après le lancer, déplace le bateau au bout d’une route maritime ouverte (ni construit ce tour-ci, ni à côté du pirate) vers un autre chemin libre près de tes pièces.
    • **Route commerciale la plus longue** : routes et bateaux comptent ensemble (2 PV).
    • **🏴‍☠️ Déplacer le pirate…** : sur un 7 ou un Chevalier, déplace le voleur *ou* le pirate (sur une tuile Mer) ; le pirate vole un joueur ayant un bateau à côté de lui et bloque les bateaux à cet endroit.
    • **Rivières d’or** : chaque colonie sur une rivière d’or dont le nombre sort donne 1 ressource au choix, chaque ville 2. Ceux qui doivent choisir sont appelés dans le fil et choisissent en privé (**🪙 Choisir l’or…**) ; les choix restent cachés jusqu’à ce que tous aient choisi.
    • **Brouillard** (L’île du brouillard) : une route ou un bateau qui atteint une tuile de brouillard la retourne, et qui la découvre reçoit 1 carte de sa ressource (une rivière d’or : 1 au choix). **Jetons Catan** : 1 PV chacun, pour s’installer sur de nouvelles îles (Nouveaux rivages, Quatre îles, À travers le désert).
    Les actions de Marins sont sur les boutons du message du tour (leurs menus ne listent que les actions autorisées) ; routes, colonies, villes, le voleur et son vol gardent leurs commandes.
    .menu = seafarers: l’extension Marins (bateaux, pirate, or, brouillard)
