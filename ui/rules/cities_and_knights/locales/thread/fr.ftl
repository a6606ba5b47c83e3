# Cities & Knights in the game's thread (issue #33).

piece-wall = rempart

## Événements
ck-thread-commodities = { $count ->
    [one] { $count } marchandise
   *[other] { $count } marchandises
}
ck-thread-a-card = une carte
ck-thread-track-trade = commerce
ck-thread-track-politics = politique
ck-thread-track-science = science
ck-thread-deck-trade = commerce (jaune)
ck-thread-deck-politics = politique (bleue)
ck-thread-deck-science = science (verte)
ck-thread-face-0 = navire barbare
ck-thread-face-1 = navire barbare
ck-thread-face-2 = navire barbare
ck-thread-face-3 = porte du commerce (jaune)
ck-thread-face-4 = porte de la politique (bleue)
ck-thread-face-5 = porte de la science (verte)
ck-thread-rolled = 🎲 { $who } obtient **{ $total }** (rouge { $red }, jaune { $yellow }) ; dé événement : **{ $face }**.
ck-thread-rolled-alchemist = 🎲 { $who } obtient **{ $total }** (rouge { $red }, jaune { $yellow }) avec l’Alchimiste ; dé événement : **{ $face }**.
ck-thread-discarded = { $who } défausse { $cards }
ck-thread-discards = { $told }.
ck-thread-barbarians-advance = ⛵ Les barbares avancent ({ $position }/{ $of }).
ck-thread-pillaged = 🔥 Les barbares pillent la ville de { $who } en { $at } : c’est maintenant une colonie.
ck-thread-pillaged-gone = 🔥 Les barbares pillent la ville de { $who } en { $at } : elle est détruite.
ck-thread-defender = 🏅 { $who } devient **Défenseur de Catan** (1 PV).
ck-thread-drew-card = { $who } pioche **{ $card }**.
ck-thread-drew = { $who } pioche une carte Progrès { $deck }.
ck-thread-progress-vp = 📜 { $who } pioche et pose { $card } (1 PV).
ck-thread-progress-played = 📜 { $who } joue **{ $card }**.
ck-thread-progress-discarded = { $who } remet une carte Progrès { $deck } sous sa pioche.
ck-thread-improved = 🏛️ { $who } construit { $building } ({ $track } niveau { $level }).
ck-thread-knight-hired = ⚔️ { $who } recrute un chevalier en { $at }.
ck-thread-knight-placed = ⚔️ { $who } place un chevalier { $strength ->
    [1] simple
    [2] fort
    [3] puissant
   *[other] { "" }
} en { $at }.
ck-thread-knight-activated = { $who } active le chevalier en { $at }.
ck-thread-knights-activated = { $who } active tous ses chevaliers.
ck-thread-knight-promoted = ⚔️ { $who } promeut le chevalier en { $at } : chevalier { $strength ->
    [1] simple
    [2] fort
   *[3] puissant
}.
ck-thread-knight-moved = { $who } déplace un chevalier de { $at } à { $to }.
ck-thread-knight-displaced = ⚔️ { $who } déloge le chevalier de { $victim } en { $at }.
ck-thread-knight-retreated = Le chevalier de { $who } recule de { $at } à { $to }.
ck-thread-knight-to-supply = Le chevalier de { $who } en { $at } retourne dans la réserve.
ck-thread-knight-deserted = { $who } retire son chevalier en { $at } (Déserteur).
ck-thread-robber-chased = ⚔️ Le chevalier de { $who } en { $at } chasse le voleur.
ck-thread-metropolis = 🏙️ { $who } détient maintenant la métropole { $track } en { $at }.
ck-thread-metropolis-taken = 🏙️ { $who } détient maintenant la métropole { $track } en { $at }, prise à { $other }.
ck-thread-merchant-placed = { $who } place le marchand en { $hex }.
ck-thread-numbers-swapped = { $who } échange les numéros de { $first } et { $second }.
ck-thread-road-removed = { $who } retire la route de { $owner } en { $at }.
ck-thread-monopoly-none = { $who } ne reçoit rien ({ $card }) : les autres n’en avaient pas.
ck-thread-monopoly = { $who } prend { $taken } aux autres.
ck-thread-spy-took-card = 🕵️ { $who } utilise l’Espion sur { $other } et prend { $card }.
ck-thread-spy-took = 🕵️ { $who } utilise l’Espion sur { $other } et prend une carte Progrès.
ck-thread-spy-took-none = 🕵️ { $who } utilise l’Espion sur { $other } et ne prend aucune carte.
ck-thread-aqueduct = { $who } prend 1 { $card } (Aqueduc).
ck-thread-harbor-trade = { $who } échange avec { $other } (Port de commerce).
ck-thread-attack = 🏴‍☠️ **Les barbares attaquent** : force { $strength } contre les chevaliers de Catan { $knights }.
ck-thread-attack-lost-none = Les barbares gagnent ; personne ne perd de ville.
ck-thread-attack-lost = Les barbares gagnent : { $losers } { $count ->
    [one] perd une ville
   *[other] perdent chacun une ville
}.
ck-thread-attack-saved-one = Catan est sauvée ! { $who } a le mieux défendu.
ck-thread-attack-saved-tie = Catan est sauvée ! { $who } sont à égalité pour la meilleure défense : pas de Défenseur de Catan, chacun pioche une carte Progrès.
ck-thread-attack-saved-nobody = Catan est sauvée ! Aucun chevalier actif : pas de Défenseur de Catan.

## Cartes Progrès
ck-thread-card-alchemist = Alchimiste
ck-thread-card-crane = Grue
ck-thread-card-engineer = Ingénieur
ck-thread-card-inventor = Inventeur
ck-thread-card-irrigation = Irrigation
ck-thread-card-medicine = Médecine
ck-thread-card-mining = Mine
ck-thread-card-printer = Imprimerie
ck-thread-card-road-building = Construction de routes
ck-thread-card-smith = Forgeron
ck-thread-card-bishop = Évêque
ck-thread-card-constitution = Constitution
ck-thread-card-deserter = Déserteur
ck-thread-card-diplomat = Diplomate
ck-thread-card-intrigue = Intrigue
ck-thread-card-saboteur = Saboteur
ck-thread-card-spy = Espion
ck-thread-card-warlord = Seigneur de guerre
ck-thread-card-wedding = Mariage
ck-thread-card-commercial-harbor = Port de commerce
ck-thread-card-master-merchant = Maître marchand
ck-thread-card-merchant = Marchand
ck-thread-card-merchant-fleet = Flotte marchande
ck-thread-card-resource-monopoly = Monopole de ressource
ck-thread-card-trade-monopoly = Monopole commercial

## Améliorations de ville
ck-thread-improvement-market = Marché
ck-thread-improvement-trading-house = Comptoir
ck-thread-improvement-counting-house = Maison de commerce
ck-thread-improvement-bank = Banque
ck-thread-improvement-great-exchange = Bourse
ck-thread-improvement-town-hall = Hôtel de ville
ck-thread-improvement-church = Église
ck-thread-improvement-fortress = Forteresse
ck-thread-improvement-cathedral = Cathédrale
ck-thread-improvement-high-assembly = Assemblée
ck-thread-improvement-abbey = Abbaye
ck-thread-improvement-library = Bibliothèque
ck-thread-improvement-aqueduct = Aqueduc
ck-thread-improvement-theater = Théâtre
ck-thread-improvement-university = Université

## Marchandises

## État, ligne des règles, invites et noms des options du lobby
ck-thread-status-barbarians = ⛵ Barbares : { $position }/{ $of } · attaques jusqu’ici : { $attacks } · force des barbares : { $strength }
ck-thread-status-player = • { $who } : améliorations C{ $trade } P{ $politics } S{ $science }, chevaliers actifs { $knights }, { $progress ->
    [one] { $progress } carte Progrès
   *[other] { $progress } cartes Progrès
}, { $defenders ->
    [one] { $defenders } carte Défenseur
   *[other] { $defenders } cartes Défenseur
}
ck-thread-status-metropolis = { $line } · métropole { $tracks }
ck-thread-status-owed = ⏳ { $who } doit : { $what } (**Répondre…** ou `/catan ck answer`).
ck-thread-rules = Villes & Chevaliers ({ $extras })
ck-thread-rules-barbarians = barbares { $steps } cases
ck-thread-rules-knight-errant = chevalier errant
ck-thread-rules-easy-start = début facile
ck-thread-rules-nasty = barbares impitoyables
ck-thread-prompt-pre-roll = lancer les dés (ou d’abord jouer l’Alchimiste)
    .about = lancer les dés (ou d’abord jouer l’Alchimiste)
ck-thread-prompt-setup-city = placer une ville de fondation : `/catan build city`
    .about = placer une ville de fondation
ck-thread-prompt-free-roads = placer tes routes gratuites : `/catan build road`
    .about = placer { $you ->
        [1] tes
       *[other] ses
    } routes gratuites
ck-thread-prompt-resolving = attendre la résolution du lancer
    .about = attendre la résolution du lancer
ck-thread-option-barbarian-steps = Piste des barbares
ck-thread-option-ck-knight-errant = Chevalier errant
ck-thread-option-ck-easy-start = Début facile
ck-thread-option-ck-nasty = Barbares impitoyables

## Décisions dues
ck-thread-owed-you = { $kind ->
    [knight_retreat] déplacer ton chevalier délogé
    [discard] défausser la moitié de tes cartes
   *[other] { $step }
}
ck-thread-owed-for = { $what } (pour { $who })
ck-thread-owed-from = { $what } (de { $who })
ck-thread-please-answer = 📩 { $who } — merci de { $what } : appuie sur **📩 Répondre…** (toi seul peux répondre).
ck-thread-decision-prompt = { $what } : appuie sur **📩 Répondre…**
    .about = { $you ->
        [1] { $what }
       *[0] { $step }
    }
ck-thread-card-line = { $card } — { $effect }
