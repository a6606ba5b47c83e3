ck-hand-progress-cards = Cartes Progrès ({ $count }/4) :
ck-hand-no-progress-cards = Cartes Progrès : aucune
ck-hand-card = • { $card }
ck-hand-card-effect = • { $card } — { $effect }
ck-hand-level = { $level ->
    [0] { $track } { $level }
   *[other] { $track } { $level } ({ $improvement })
}
ck-hand-improvements = Améliorations de ville : { $levels }
ck-hand-knight = chevalier { $strength ->
    [1] simple
    [2] fort
   *[3] puissant
} en { $at }{ $active ->
    [no] { " " }(inactif)
   *[yes] { "" }
}
ck-hand-knights = Chevaliers : { $knights }
ck-hand-effect-alchemist = avant de lancer : choisis le dé rouge et le dé jaune
ck-hand-effect-crane = ta prochaine amélioration de ville ce tour coûte 1 marchandise de moins
ck-hand-effect-engineer = construis un rempart gratuitement
ck-hand-effect-inventor = échange deux jetons numérotés (ni 2, 12, 6 ou 8)
ck-hand-effect-irrigation = 2 blé pour chaque tuile champ à côté de tes villes et colonies
ck-hand-effect-medicine = transforme une colonie en ville pour 2 minerai et 1 blé
ck-hand-effect-mining = 2 minerai pour chaque tuile montagne à côté de tes villes et colonies
ck-hand-effect-printer = 1 point de victoire (posé aussitôt)
ck-hand-effect-road-building = construis 2 routes gratuitement
ck-hand-effect-smith = promeus 2 chevaliers gratuitement
ck-hand-effect-bishop = déplace le voleur et prends 1 carte à chaque joueur voisin
ck-hand-effect-constitution = 1 point de victoire (posé aussitôt)
ck-hand-effect-deserter = un adversaire retire un chevalier ; tu peux placer un des tiens de cette force
ck-hand-effect-diplomat = retire une route ouverte (la tienne peut être replacée)
ck-hand-effect-intrigue = déloge un chevalier adverse qui touche tes routes
ck-hand-effect-saboteur = les joueurs avec autant de PV que toi ou plus défaussent la moitié de leurs cartes
ck-hand-effect-spy = regarde les cartes Progrès d’un adversaire et prends-en une
ck-hand-effect-warlord = active tous tes chevaliers gratuitement
ck-hand-effect-wedding = les joueurs avec plus de PV que toi te donnent 2 cartes de leur choix
ck-hand-effect-commercial-harbor = échange une ressource contre une marchandise avec chaque adversaire
ck-hand-effect-master-merchant = prends 2 cartes à un joueur qui a plus de PV que toi
ck-hand-effect-merchant = place le marchand : 2:1 pour la ressource de cette tuile, 1 PV
ck-hand-effect-merchant-fleet = échange une ressource ou une marchandise à 2:1 ce tour
ck-hand-effect-resource-monopoly = chaque adversaire te donne 2 d’une ressource
ck-hand-effect-trade-monopoly = chaque adversaire te donne 1 d’une marchandise
ck-hand-answered = ✅ { $who } a répondu.
ck-hand-answered-what = ✅ { $who } a répondu ({ $what }).
ck-hand-the-player = Le joueur
