# Les mots dans les images (issue #33), français.
images-column-vp = PV
images-column-cards = Cartes
images-column-dev = Dév.
images-column-knights = Chevaliers
images-column-road = Route
images-column-vp-cards = Cartes PV
images-status-won = Fin de partie : { $name } gagne
images-status-won-with = Fin de partie : { $name } gagne avec { $vp } PV
images-status-setup = Fondation : { $name } place
images-status-turn = Tour { $turn } : à { $name } de jouer
images-player = Joueur { $number }
images-colour-red = Rouge
images-colour-blue = Bleu
images-colour-white = Blanc
images-colour-orange = Orange
images-colour-green = Vert
images-colour-brown = Marron

## The board (rendering/board.py, rendering/background.py)
images-harbor-any = au choix
images-dice-rolled = résultat { $total }
images-dice-roll-nth = { $nth ->
    [1] 1er lancer
   *[other] 2e lancer
} { $total }

## Decision images (rendering/decision.py): a caption per kind; .kind names it where no spot is legal
images-decision-none = { $name } : aucun emplacement possible pour : { $kind }
images-decision-settlement = { $name } : choisis un numéro pour une colonie
    .kind = colonie
images-decision-road = { $name } : choisis un chemin (numéro-numéro) pour une route
    .kind = route
images-decision-city = { $name } : choisis la colonie (numéro) à changer en ville
    .kind = ville
images-decision-robber = { $name } : choisis une lettre pour déplacer le voleur
    .kind = voleur

## The hand (rendering/hand.py, rendering/card_row.py)
images-hand-title = Main de { $name }
images-hand-vp = { $vp } PV
images-hand-vp-hidden = { $vp } PV ({ $hidden } { $hidden ->
        [one] caché
       *[other] cachés
    })
images-discard-owed = { $count ->
    [one] Tu dois défausser { $count } carte
   *[other] Tu dois défausser { $count } cartes
}
images-section-resources = Cartes Ressource
images-section-in-hand = { $count } en main
images-section-development = Cartes Développement
images-section-build = Construire
images-dev-note = les cartes achetées ce tour se jouent à partir de ton prochain tour
images-dev-new = { $count ->
    [one] { $count } neuve
   *[other] { $count } neuves
}
images-card-brick = Argile
images-card-lumber = Bois
images-card-ore = Minerai
images-card-grain = Blé
images-card-wool = Laine
images-bank-rate = banque { $rate }:1
images-dev-knight = Chevalier
images-dev-road_building =
    Construction
    de routes
images-dev-year_of_plenty = Découverte
images-dev-monopoly = Monopole
images-dev-victory_point =
    Point de
    victoire
images-buy-road = Route
images-buy-settlement = Colonie
images-buy-city = Ville
images-buy-dev = Carte Dév.
images-buy-deck-empty = pioche vide
images-buy-none-left = plus aucune
images-buy-now = ✓ construire
images-buy-affordable = ✓ abordable
images-buy-missing = { $count ->
    [one] { $count } carte manque
   *[other] { $count } cartes manquent
}

## The statistics (rendering/stats.py)
images-stats-title = Statistiques de la partie
images-stats-dice = { $count ->
    [one] Dés : { $count } lancer
   *[other] Dés : { $count } lancers
}
images-stats-expected = attendu
images-stats-vp-by-turn = PV par tour
images-stats-rolled = obtenu
images-stats-cards = Cartes
images-stats-start = Départ
images-stats-produced = Production
images-stats-trade-plus = Échange +
images-stats-trade-minus = Échange −
images-stats-bank-plus = Banque +
images-stats-bank-minus = Banque −
images-stats-stole = Volées
images-stats-stolen = Perdues (vol)
images-stats-discards = Défausses
images-stats-dev-card = Carte Dév.
