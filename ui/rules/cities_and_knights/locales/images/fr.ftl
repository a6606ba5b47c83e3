# Villes & Chevaliers : les mots dans les images (issue #33), français.
ck-images-column-progress = Progrès
ck-images-column-improvements = Développements
ck-images-column-defender = Défenseur
ck-images-stats-pillaged = Pillées
ck-images-stats-progress = Progrès

## The strip under the board (rendering/rules/cities_and_knights/status.py)
ck-images-last-roll = Dernier lancer
ck-images-not-rolled = pas encore lancé
ck-images-ship = bateau
ck-images-gate-trade = porte commerce
ck-images-gate-politics = porte politique
ck-images-gate-science = porte science
ck-images-attack-in = { $count ->
    [one] Barbares : attaque dans { $count } lancer bateau
   *[other] Barbares : attaque dans { $count } lancers bateau
}
ck-images-attack = Les barbares attaquent
ck-images-barbarians-vs-knights = Barbares contre chevaliers
ck-images-catan-falls = Catan tomberait
ck-images-catan-holds = Catan tiendrait

## The hand (rendering/rules/cities_and_knights/hand.py)
ck-images-section-cards = Ressources et marchandises
ck-images-cards-note = { $resources ->
    [one] { $resources } ressource
   *[other] { $resources } ressources
}, { $commodities ->
    [one] { $commodities } marchandise
   *[other] { $commodities } marchandises
}
ck-images-section-progress = Cartes Progrès
ck-images-progress-note = { $count } sur { $most } (limite en main)
ck-images-section-development = Développement des villes
ck-images-development-note = niveau, coût du suivant, dé rouge qui fait piocher
ck-images-card-cloth = Tissu
ck-images-card-coin = Monnaie
ck-images-card-paper = Papier
ck-images-no-progress = Aucune : une porte sur le dé événement en fait piocher (voir plus bas)
ck-images-track-trade = Commerce
ck-images-track-politics = Politique
ck-images-track-science = Science
ck-images-metropolis = ★ métropole
ck-images-now = Actuel : { $name }
ck-images-no-improvement = aucun
ck-images-top-level = Niveau maximal atteint
ck-images-next-level = Niveau suivant : { $cost }
ck-images-improve-now = ✓ développer
ck-images-short = tu as { $held } : il en manque { $short }
ck-images-draws = Pioche sur rouge 1-{ $top }
ck-images-draws-none = Ne pioche pas encore de carte
ck-images-ability-at-3 = Niv. 3 : { $ability }
ck-images-ability-held = ✓ { $ability }
ck-images-ability-trade = marchandises à 2:1
ck-images-ability-politics = promouvoir en puissant
ck-images-ability-science = sans récolte : une ressource
ck-images-buy-road = Route
ck-images-buy-settlement = Colonie
ck-images-buy-city = Ville
ck-images-buy-wall = Rempart
ck-images-buy-knight = Chevalier
ck-images-buy-activate = Activer
ck-images-buy-promote = Promouvoir
ck-images-blocked-walls = { $count } remparts bâtis
ck-images-blocked-basic = plus de chevalier simple
ck-images-blocked-inactive = aucun chevalier inactif
ck-images-blocked-promote = aucun à promouvoir
ck-images-off-board = Hors du plateau
ck-images-walls-left = remparts : { $left } sur { $most }

## Progress cards' effects, one line each (rendering/rules/cities_and_knights/progress_cards.py)
ck-images-effect-alchemist = Avant ton lancer : choisis les dés rouge et jaune
ck-images-effect-crane = Ton prochain développement de ce tour coûte 1 de moins
ck-images-effect-engineer = Construis un rempart gratuitement
ck-images-effect-inventor = Échange deux jetons numérotés (pas 2, 6, 8 ni 12)
ck-images-effect-irrigation = 2 blé par champ voisin de tes bâtiments
ck-images-effect-medicine = Colonie en ville pour 2 minerai + 1 blé
ck-images-effect-mining = 2 minerai par montagne voisine de tes bâtiments
ck-images-effect-printer = 1 point de victoire (posé aussitôt)
ck-images-effect-road-building = Construis 2 routes gratuitement
ck-images-effect-smith = Promeus jusqu’à 2 de tes chevaliers gratuitement
ck-images-effect-bishop = Déplace le voleur ; vole 1 carte à chaque joueur voisin
ck-images-effect-constitution = 1 point de victoire (posé aussitôt)
ck-images-effect-deserter = Un adversaire retire un chevalier ; place un des tiens
ck-images-effect-diplomat = Retire une route ouverte (la tienne : replace-la)
ck-images-effect-intrigue = Déloge un chevalier adverse sur ta route
ck-images-effect-saboteur = Qui a autant de PV que toi ou plus défausse la moitié
ck-images-effect-spy = Vois les cartes Progrès d’un adversaire, prends-en une
ck-images-effect-warlord = Active tous tes chevaliers gratuitement
ck-images-effect-wedding = Chaque joueur avec plus de PV te donne 2 cartes
ck-images-effect-commercial-harbor = Échange ressource contre marchandise avec chacun
ck-images-effect-master-merchant = Prends 2 cartes à un joueur qui a plus de PV
ck-images-effect-merchant = Place le marchand : 1 PV et 2:1 pour la ressource de la tuile
ck-images-effect-merchant-fleet = Ce tour : échange un type de carte à 2:1
ck-images-effect-resource-monopoly = Nomme une ressource : chaque joueur t’en donne 2
ck-images-effect-trade-monopoly = Nomme une marchandise : chaque joueur t’en donne 1

## Decision images (rendering/rules/cities_and_knights/decisions.py); .kind names the kind
ck-images-decision-setup-city = { $name } : choisis un numéro pour ta ville de fondation
    .kind = ville de fondation
ck-images-decision-knight = { $name } : choisis un numéro pour un nouveau chevalier
    .kind = chevalier
ck-images-decision-activate = { $name } : choisis le chevalier (numéro) à activer
    .kind = activation
ck-images-decision-promote = { $name } : choisis le chevalier (numéro) à promouvoir
    .kind = promotion
ck-images-decision-move-knight = { $name } : choisis le chevalier (numéro) à déplacer
    .kind = déplacement
ck-images-decision-move-knight-second = { $name } : choisis où va le chevalier sur { $origin }
ck-images-decision-displace = { $name } : choisis ton chevalier (numéro) qui déloge
    .kind = délogement
ck-images-decision-displace-second = { $name } : choisis le chevalier que délogera celui sur { $origin }
ck-images-decision-chase = { $name } : choisis le chevalier (numéro) qui chasse le voleur
    .kind = chasse du voleur
ck-images-decision-wall = { $name } : choisis la ville (numéro) pour un rempart
    .kind = rempart
ck-images-decision-bishop = { $name } : choisis une lettre pour le voleur (Évêque)
    .kind = Évêque
ck-images-decision-merchant = { $name } : choisis une lettre pour le marchand
    .kind = marchand
ck-images-decision-inventor = { $name } : choisis le premier jeton à échanger (Inventeur)
    .kind = Inventeur
ck-images-decision-inventor-second = { $name } : choisis le jeton à échanger avec { $origin } (Inventeur)
ck-images-decision-diplomat = { $name } : choisis la route ouverte (numéro-numéro) à retirer
    .kind = Diplomate
ck-images-decision-engineer = { $name } : choisis la ville (numéro) du rempart gratuit
    .kind = Ingénieur
ck-images-decision-medicine = { $name } : choisis la colonie (numéro) à changer en ville
    .kind = Médecine
ck-images-decision-intrigue = { $name } : choisis le chevalier (numéro) à déloger (Intrigue)
    .kind = Intrigue
ck-images-decision-smith = { $name } : choisis un chevalier (numéro) à promouvoir (Forgeron)
    .kind = Forgeron
ck-images-decision-smith-second = { $name } : choisis un second chevalier avec { $origin } (Forgeron)
ck-images-decision-pillage = { $name } : choisis la ville (numéro) pillée par les barbares
    .kind = pillage
ck-images-decision-metropolis = { $name } : choisis la ville (numéro) de la métropole
    .kind = métropole
ck-images-decision-knight-retreat = { $name } : choisis où va ton chevalier délogé
    .kind = repli
ck-images-decision-deserter-remove = { $name } : choisis le chevalier (numéro) à retirer (Déserteur)
    .kind = Déserteur
ck-images-decision-deserter-place = { $name } : choisis un numéro pour le chevalier du déserteur
    .kind = Déserteur
ck-images-decision-commit-knights = { $name } : choisis un chevalier (numéro) contre les barbares
    .kind = envoi de chevaliers
ck-images-decision-diplomat-replace = { $name } : choisis un chemin (numéro-numéro) pour replacer ta route
    .kind = route à replacer
