# Marins dans le fil et le lobby, français (issue #33).

## Événements
sea-thread-source-roll = le lancer
sea-thread-source-setup = une colonie de fondation
sea-thread-source-discovery = une rivière d’or découverte
sea-thread-source-gold = une rivière d’or
sea-thread-terrain-0 = colline
sea-thread-terrain-1 = forêt
sea-thread-terrain-2 = montagne
sea-thread-terrain-3 = champ
sea-thread-terrain-4 = pré
sea-thread-terrain-5 = désert
sea-thread-terrain-6 = rivière d’or
sea-thread-terrain-7 = brouillard
sea-thread-terrain-8 = mer
sea-thread-terrain-number = { $terrain } { $number }
sea-thread-ship-placed = ⛵ { $who } place un bateau en { $at }.
sea-thread-ship-built = ⛵ { $who } construit un bateau en { $at }.
sea-thread-ship-built-free = ⛵ { $who } construit un bateau en { $at } (Construction de routes).
sea-thread-ship-moved = ⛵ { $who } déplace un bateau de { $at } à { $to }.
sea-thread-pirate-moved = 🏴‍☠️ { $who } déplace le pirate en { $hex }.
sea-thread-gold-owed-one = 🪙 Or de { $source } : { $who } choisit { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources
}.
sea-thread-gold-owes = { $who } { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources
}
sea-thread-gold-owed = 🪙 Or de { $source } : { $who } au choix (chacun choisit en secret).
sea-thread-gold-committed = 🪙 { $who } a choisi.
sea-thread-gold-chosen = 🪙 { $who } choisit { $cards } de la rivière d’or.
sea-thread-gold-received = 🪙 { $who } prend { $cards } ({ $source }).
sea-thread-gold-lost = 🪙 La banque n’a plus de ressource à choisir : l’or est perdu.
sea-thread-gold-of = { $who } { $cards }
sea-thread-gold-production = Dont, pris de la rivière d’or : { $gold }.
sea-thread-discovered-sea = 🌫️ { $who } découvre { $hex } : mer.
sea-thread-discovered = 🌫️ { $who } découvre { $hex } : **{ $found }**
sea-thread-discovered-receives = { $line } ; { $who } reçoit { $cards }.
sea-thread-sentence = { $line }.
sea-thread-chits = 🏅 { $who } gagne { $count ->
    [one] { $count } jeton Catan
   *[other] { $count } jetons Catan
} ({ $count ->
    [one] { $count } point de victoire
   *[other] { $count } points de victoire
}) pour la colonie en { $at }.
sea-thread-route-aside = La route commerciale la plus longue est mise de côté : personne ne la détient.
sea-thread-route = 🛣️ { $who } détient maintenant la route commerciale la plus longue ({ $length ->
    [one] { $length } route ou bateau
   *[other] { $length } routes et bateaux
}).
sea-thread-robber-start = 🦹 { $who } met le voleur en { $hex }.
sea-thread-route-name = Route commerciale la plus longue

## Invites, ligne des règles, état
sea-thread-prompt-gold = choisir tes ressources de la rivière d’or : appuie sur **🪙 Choisir l’or…**
    .about = choisir { $you ->
        [1] tes
       *[other] ses
    } ressources de la rivière d’or
sea-thread-prompt-pirate-steal = choisir qui le pirate vole : appuie sur **🎯 Voler…** (ou `/catan steal`)
    .about = choisir qui le pirate vole
sea-thread-prompt-move-robber = déplacer le voleur ou le pirate : **🦹 Déplacer le voleur…** ou **🏴‍☠️ Déplacer le pirate…**
    .about = déplacer le voleur ou le pirate
sea-thread-prompt-setup-road = placer une route ou un bateau à côté : **🏗️ Construire…** (ou `/catan build road`)
    .about = placer une route ou un bateau à côté
sea-thread-prompt-road-building = placer tes routes ou bateaux gratuits : **🏗️ Construire…**
    .about = placer { $you ->
        [1] tes
       *[other] ses
    } routes ou bateaux gratuits
sea-thread-prompt-sea-robber-start = choisir le désert où commence le voleur : appuie sur **🦹 Placer le voleur…**
    .about = choisir le désert où commence le voleur
sea-thread-rules = Marins : { $scenario } ({ $layout })
sea-thread-scenario-new-shores = Vers de nouveaux rivages
sea-thread-scenario-four-islands = Les quatre îles
sea-thread-scenario-fog-island = L’île du brouillard
sea-thread-scenario-through-the-desert = À travers le désert
sea-thread-layout-printed = disposition imprimée
sea-thread-layout-variable = disposition mélangée
sea-thread-status-ships = ⛵ Bateaux sur le plateau : { $ships }
sea-thread-status-chits = 🏅 Jetons Catan : { $chits }
sea-thread-status-fog = 🌫️ { $count ->
    [one] { $count } tuile de brouillard encore face cachée
   *[other] { $count } tuiles de brouillard encore face cachée
}.
sea-thread-status-gold = ⏳ { $who } doit choisir { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources
} d’une rivière d’or.
sea-thread-status-pirate = 🏴‍☠️ Le pirate est en { $hex }.

## Le lobby
sea-thread-note-new-shores = Vers de nouveaux rivages : 14 PV, jetons pour coloniser de nouvelles îles
sea-thread-note-four-islands = Les quatre îles : 12 PV, jetons pour coloniser les îles étrangères
sea-thread-note-fog-island = L’île du brouillard : 12 PV, tuiles de brouillard découvertes par routes et bateaux
sea-thread-note-through-the-desert = À travers le désert : 12 PV, jetons au-delà du désert
sea-thread-note-printed = les terrains et numéros du scénario
sea-thread-note-variable = mélangés dans chaque zone
sea-thread-option-scenario = Scénario
sea-thread-option-layout = Disposition
sea-thread-option-gold-choice-order = Choix de l’or
sea-thread-option-svp-per-area = Jetons par nouvelle zone
sea-thread-option-ttd-robber-start = Départ du voleur
sea-thread-option-4i-first-foreign-one = Première île étrangère : 1 jeton
sea-thread-option-harbor-types = Types de ports
