# Le fil de la partie, français (issue #33) : ce que tout le monde lit d’une partie, dans la langue de la partie.

## Relier les parties d’une ligne
thread-then = { $first } ; { $then }
thread-sentences = { $first } { $then }
thread-concat = { $first }{ $then }
thread-nobody = personne
thread-everyone = tout le monde

## Cartes Développement
thread-dev-knight = Chevalier
thread-dev-road-building = Construction de routes
thread-dev-year-of-plenty = Invention
thread-dev-monopoly = Monopole
thread-dev-victory-point = Point de victoire

## Événements
thread-rolled = 🎲 { $who } obtient **{ $total }** ({ $die1 }+{ $die2 }).
thread-gain = { $who } +{ $cards }
thread-production = Production : { $gains }.
thread-production-none = Personne ne produit rien.
thread-robber-blocked = Le voleur bloque { $hexes }.
thread-bank-short = La banque manque de { $resources }.
thread-owes = { $who } { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
thread-discards-owed = Les joueurs qui ont plus de 7 cartes doivent défausser : { $owed }.
thread-discarded = { $who } défausse { $cards }.
thread-robber-moved = 🦹 { $who } déplace le voleur en { $hex }.
thread-stolen = { $who } vole { $victim }.
thread-stolen-card = { $who } vole { $victim } ({ $card }).
thread-steal-skipped = { $who } choisit de ne voler personne.
thread-bought-dev = { $who } achète une carte Développement.
thread-bought-dev-card = { $who } achète une carte Développement ({ $card }).
thread-played-knight = ⚔️ { $who } joue un Chevalier ({ $knights } joués).
thread-largest-army = 🛡️ { $who } a maintenant l’armée la plus puissante ({ $knights ->
    [one] { $knights } chevalier
   *[other] { $knights } chevaliers
}).
thread-played-road-building = { $who } joue Construction de routes.
thread-played-year-of-plenty = { $who } joue Invention : { $resources }.
thread-played-year-of-plenty-nothing = { $who } joue Invention : rien (la banque est vide).
thread-played-monopoly-none = { $who } joue Monopole sur { $resource } : les autres n’en avaient pas.
thread-played-monopoly = { $who } joue Monopole et prend { $taken } aux autres.
thread-revealed-vp = { $who } révèle { $count ->
    [one] { $count } carte Point de victoire
   *[other] { $count } cartes Point de victoire
}.
thread-bank-trade = { $who } échange { $count } { $give } avec la banque contre 1 { $get }.
thread-trade-offered = 🤝 { $who } propose { $give } contre { $get } à { $to } (échange n° { $offer }).
thread-trade-countered = 🤝 { $who } fait une contre-offre à { $to } : { $give } contre { $get } (échange n° { $offer }).
thread-trade-accepted = { $who } accepte l’échange n° { $offer }.
thread-trade-declined = { $who } refuse l’échange n° { $offer }.
thread-traded = ✅ { $who } donne { $give } à { $partner } contre { $get }.
thread-built = 🏗️ { $who } construit { $piece ->
    [road] une route
    [settlement] une colonie
    [city] une ville
    [wall] un rempart
   *[other] { $name }
} en { $at }.
thread-longest-road-aside = La route la plus longue est mise de côté : personne ne la détient.
thread-longest-road = 🛣️ { $who } détient maintenant la route la plus longue ({ $length ->
    [one] { $length } route
   *[other] { $length } routes
}).
thread-turn-started = ➡️ Tour { $turn } : { $who }.
thread-starting-player = { $who } a fait le plus haut lancer et place en premier.
thread-starting-resources = { $who } reçoit { $cards } pour commencer.
thread-game-over = 🏆 **{ $who } gagne** avec { $vp } points de victoire !
thread-gave-cards = { $who } donne { $cards } à { $other }.
thread-took-cards = { $who } prend { $cards } à { $other }.

## Couleurs des places
thread-colour-red = rouge
thread-colour-blue = bleu
thread-colour-white = blanc
thread-colour-orange = orange
thread-colour-green = vert
thread-colour-brown = marron

## Le message du tour
thread-seated = { $who } ({ $colour })
thread-game-begins = 🎲 **La partie commence !** Places : { $seats }{ $note }
thread-intro = Les coups, les échanges et le plateau apparaissent dans ce fil ; ta main arrive en MP. `/catan help` explique les commandes.
thread-header-setup = **Fondation** — { $who }
thread-header-over = **Partie terminée**
thread-header-turn = **Tour { $turn }** — { $who }
thread-title-setup = **Fondation**
thread-title-turn = **Tour { $turn }**
thread-title-earlier = **Tour précédent**
thread-title-who = { $title } — { $who }
thread-prompt = ➡️ { $who } : { $prompt }
thread-nothing-else = (rien d’autre ne s’est passé)
thread-made-for = { $line } (🤖 pour { $who })
thread-discard-ping = un 7 a été lancé et tu as plus de 7 cartes. Défausse-en la moitié : appuie sur **🗑️ Défausser** dans le message du tour.
thread-discard-ping-to = { $mentions } — { $ping }
thread-discards-made = ✅ Les défausses du 7 sont faites ({ $who }).

## Ce que doit faire le joueur attendu
thread-prompt-setup-settlement = placer une colonie : `/catan build settlement`
    .about = placer une colonie
thread-prompt-setup-road = placer une route à côté : `/catan build road`
    .about = placer une route à côté
thread-prompt-pre-roll = lancer les dés (ou d’abord jouer une carte Développement)
    .about = lancer les dés (ou d’abord jouer une carte Développement)
thread-prompt-move-robber = déplacer le voleur : `/catan robber`
    .about = déplacer le voleur
thread-prompt-steal = choisir qui voler : `/catan steal`
    .about = choisir qui voler
thread-prompt-main = échanger, construire ou finir le tour
    .about = échanger, construire ou finir le tour
thread-prompt-road-building = placer tes routes gratuites : `/catan build road`
    .about = placer { $you ->
        [1] tes
       *[other] ses
    } routes gratuites
thread-prompt-discard = défausser la moitié de tes cartes : appuie sur **🗑️ Défausser**
    .about = défausser la moitié de { $you ->
        [1] tes
       *[other] ses
    } cartes

## État et fin de partie
thread-you = toi
thread-waiting = En attente de { $who } : { $what }.
thread-waiting-each = { $who } : { $what }
thread-waiting-several = En attente de { $each }.
thread-waiting-over = La partie est terminée.
thread-status-over = Partie terminée : **{ $who }** a gagné.
thread-status-setup = Phase de fondation.
thread-status-turn = Tour { $turn } : au tour de { $who }.
thread-status-roll = Dernier lancer : { $total } ({ $die1 }+{ $die2 }).
thread-status-player = • { $who } ({ $colour }) : { $vp } PV, { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $dev ->
    [one] { $dev } carte Développement
   *[other] { $dev } cartes Développement
}, { $knights ->
    [one] { $knights } chevalier
   *[other] { $knights } chevaliers
}
thread-status-awards = { $line } · { $awards }
thread-status-rules = { $rules }. Le premier à { $target } PV gagne.
thread-rules-base = Jeu de base
thread-longest-road-name = Route la plus longue
thread-largest-army-name = Armée la plus puissante
thread-standings = **Classement final**
thread-standings-turn = **Classement final** (tour { $turn })
thread-winner = 🏆 **{ $who } gagne** au tour { $turn } !
thread-standing = { $rank }. { $who } ({ $colour }) : { $vp } PV
thread-standing-awards = { $line } ({ $awards })
thread-vp-cards = { $count ->
    [one] { $count } carte Point de victoire
   *[other] { $count } cartes Point de victoire
}
thread-log-empty = Rien ne s’est encore passé.

## Statistiques et offres d’échange closes
thread-stats-title = Partie n° { $game } : statistiques
thread-someone = quelqu’un
thread-offer-done = ✅ **Échange n° { $offer } fait :** { $who } a donné { $give } à { $partner } contre { $get }.
thread-offer-closed = ~~Échange n° { $offer }~~ — clos.
thread-offer-closed-why = ~~Échange n° { $offer }~~ — clos : { $reason }.
thread-offer-closed-terms = ~~Échange n° { $offer } : { $who } donne { $give } contre { $get }~~ — clos : { $reason }.
thread-offer-reason-closed = clos
thread-offer-reason-declined = tout le monde a refusé
thread-offer-reason-withdrawn = retiré
thread-offer-reason-turn-ended = le tour est fini
thread-offer-reason-building-started = la construction a commencé (plus d’échanges ce tour-ci)
thread-offer-reason-game-over = la partie est terminée
thread-offer-reason-another-trade-was-made = un autre échange a eu lieu

## Rappels et places rendues
thread-reminder = ⏰ { $mentions } — la partie n° { $game } t’attend. { $waiting }{ $last ->
    [1] { " " }C’est le dernier rappel.
   *[other] { "" }
}
thread-seat-back = { $who } reprend sa place.
