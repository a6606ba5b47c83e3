# Les refus du moteur de jeu (issue #33) : pourquoi un coup n’est pas permis maintenant, et ce qui le serait.

## Qui et quoi la partie attend
refusals-player = joueur { $seat }
refusals-waiting = En attente de { $who } : { $what }.
refusals-and = { $first } et { $next }
refusals-with-hint = { $reason } { $hint }
refusals-everyone = tout le monde

## Ce que chaque étape attend
refusals-step-setup_settlement = poser une colonie de fondation
refusals-step-setup_road = poser une route de fondation
refusals-step-pre_roll = lancer les dés
refusals-step-move_robber = déplacer le voleur
refusals-step-steal = choisir qui voler
refusals-step-main = échanger, construire ou finir le tour
refusals-step-road_building = poser les routes gratuites
refusals-step-discard = défausser la moitié de ses cartes

## Ce qui est permis à la place
refusals-now-you-can = Pour l’instant tu peux : { $actions }.
refusals-cannot-now = Tu ne peux pas { $action } maintenant.
refusals-legal-spots = Permis : { $spots }.
refusals-legal-spots-more = Permis : { $spots } et { $more } de plus.
refusals-you-could = Tu pourrais : { $choices }.
refusals-you-could-more = Tu pourrais : { $choices } (et { $more } de plus).
refusals-choices-next = { $choices } ; { $choice }

## Sortes de coups
refusals-can-roll = lancer les dés
refusals-can-end_turn = finir ton tour
refusals-can-road = construire une route
refusals-can-settlement = construire une colonie
refusals-can-city = construire une ville
refusals-can-buy_dev = acheter une carte Développement
refusals-can-knight = jouer un Chevalier
refusals-can-road_building = jouer Construction de routes
refusals-can-year_of_plenty = jouer Découverte
refusals-can-monopoly = jouer Monopole
refusals-can-reveal_vp = révéler des cartes Point de victoire
refusals-can-robber = déplacer le voleur
refusals-can-steal = choisir qui voler
refusals-can-skip_steal = ne voler personne
refusals-can-discard = défausser
refusals-can-bank_trade = échanger avec la banque
refusals-can-accept = accepter un échange
refusals-can-decline = refuser un échange
refusals-can-confirm = confirmer un échange
refusals-can-withdraw = retirer ton offre
refusals-can-offer = proposer un échange
refusals-can-counter = faire une contre-offre

## Un coup
refusals-do-roll = lancer les dés
refusals-do-end_turn = finir le tour
refusals-do-road = construire une route sur { $path }
refusals-do-settlement = construire une colonie sur { $spot }
refusals-do-city = construire une ville sur { $spot }
refusals-do-buy_dev = acheter une carte Développement
refusals-do-knight = jouer un Chevalier
refusals-do-road_building = jouer Construction de routes
refusals-do-year_of_plenty = jouer Découverte pour { $resources }
refusals-do-monopoly = jouer Monopole sur { $resource }
refusals-do-reveal_vp = révéler des cartes Point de victoire
refusals-do-robber = déplacer le voleur sur la tuile { $hex }
refusals-do-steal = voler { $player }
refusals-do-skip_steal = ne rien voler
refusals-do-discard = défausser { $cards }
refusals-do-bank_trade = échanger { $give } à la banque contre { $get }
refusals-do-offer = proposer { $give } contre { $get } à { $to }
refusals-do-counter = répondre à l’offre #{ $offer } par { $give } contre { $get }
refusals-do-confirm = confirmer l’échange #{ $offer } avec { $player }
refusals-do-accept = accepter l’échange #{ $offer }
refusals-do-decline = refuser l’échange #{ $offer }
refusals-do-withdraw = retirer l’échange #{ $offer }

## À qui de jouer
refusals-game-over = La partie est terminée.
refusals-not-a-player = Tu ne joues pas dans cette partie.
refusals-not-your-move = Ce n’est pas à toi de jouer maintenant.
refusals-not-your-turn = Ce n’est pas ton tour. { $waiting }
refusals-not-now = Pas maintenant. { $waiting }

## Emplacements
refusals-no-such-path = Ce chemin n’existe pas.
refusals-path-taken = Le chemin { $path } a déjà une route.
refusals-setup-road-touch = Ta route de fondation doit toucher la { $piece ->
        [city] ville
       *[settlement] colonie
    } que tu viens de poser sur { $spot }.
refusals-path-unconnected = Le chemin { $path } ne touche ni tes routes ni tes bâtiments (un bâtiment adverse coupe une route).
refusals-no-such-intersection = Cette intersection n’existe pas.
refusals-intersection-taken = L’intersection { $spot } est déjà prise.
refusals-distance-rule = L’intersection { $spot } est trop près d’un autre bâtiment (règle de distance).
refusals-not-road-end = L’intersection { $spot } n’est pas au bout d’une de tes routes.
refusals-no-settlement-on = Tu n’as pas de colonie sur { $spot } à transformer en ville.
refusals-no-such-hex = Cette tuile n’existe pas.
refusals-robber-must-move = Le voleur doit aller sur une autre tuile.
refusals-robber-desert = Le voleur ne peut pas aller dans le désert dans cette partie (règles de 1997).

## Étapes
refusals-discard-exactly = Tu dois défausser exactement { $count } cartes que tu as en main.
refusals-discards-first = D’abord, chaque joueur qui a plus de 7 cartes défausse. { $waiting }
refusals-setup-settlement = Pendant la fondation, tu poses une colonie.
refusals-setup-road = Pendant la fondation, tu poses une route à côté de ta nouvelle colonie.
refusals-free-roads-first = Pose d’abord tes routes gratuites de Construction de routes.
refusals-roll-first = Lance d’abord les dés.
refusals-robber-first = Finis d’abord de déplacer le voleur.
refusals-already-rolled = Tu as déjà lancé les dés ce tour-ci.
refusals-cannot-end = Tu peux finir ton tour seulement après avoir lancé les dés et résolu le lancer.
refusals-nobody-discards = Personne ne doit défausser maintenant.
refusals-nobody-to-rob = Il n’y a personne à voler pour l’instant.
refusals-vp-automatic = Les cartes Point de victoire sont révélées automatiquement quand elles te font gagner.

## Construire et acheter
refusals-costs = { $piece ->
        [road] Une route
        [settlement] Une colonie
        [city] Une ville
       *[development_card] Une carte Développement
    } coûte { $cost } ; il te manque { $missing }.
refusals-no-roads-left = Tu n’as plus de routes (15 sur le plateau).
refusals-no-settlements-left = Tes 5 colonies sont toutes sur le plateau : transforme d’abord l’une d’elles en ville.
refusals-no-cities-left = Tes 4 villes sont toutes sur le plateau.
refusals-nothing-to-upgrade = Tu n’as pas de colonie à transformer en ville.
refusals-deck-empty = La pioche des cartes Développement est vide.
refusals-no-spot-for = Il n’y a pas d’emplacement permis pour { $piece ->
        [road] une route
        [settlement] une colonie
        [city] une ville
       *[development_card] une carte Développement
    } pour l’instant.

## Cartes Développement
refusals-dev-knight = Chevalier
refusals-dev-road_building = Construction de routes
refusals-dev-year_of_plenty = Découverte
refusals-dev-monopoly = Monopole
refusals-dev-limit = Tu as déjà joué une carte Développement ce tour-ci.
refusals-no-dev-card = Tu n’as pas de carte { $card }.
refusals-bought-this-turn = Une carte { $card } achetée ce tour-ci se joue à partir de ton prochain tour.
refusals-road-building-no-spot = Construction de routes demande une route dans ta réserve et un chemin permis.
refusals-dev-during-roll = On ne joue pas de carte Développement entre le lancer et la fin de sa résolution.

## Échanger avec la banque
refusals-name-two-cards = Nomme deux cartes : { $cards }.
refusals-same-card = Tu dois recevoir une autre carte que celle que tu donnes.
refusals-bank-rate = Ton taux pour { $card } est de { $rate }:1 et tu en as { $held }.
refusals-bank-empty = La banque n’a plus de carte { $card }.

## Échanger avec les joueurs
refusals-trade-gone = L’échange #{ $offer } n’est plus ouvert.
refusals-trade-phase-only = Les échanges se concluent seulement pendant la phase d’échange du joueur actif.
refusals-not-your-offer = L’échange #{ $offer } n’est pas ton offre.
refusals-not-accepted = Ce joueur n’a pas accepté cette offre.
refusals-confirm-cannot-afford = L’un de vous n’a plus les cartes pour cet échange.
refusals-not-offered-to-you = L’échange #{ $offer } ne t’a pas été proposé.
refusals-already-accepted = Tu as déjà accepté ; l’auteur de l’offre confirme maintenant.
refusals-already-declined = Tu as déjà refusé.
refusals-you-dont-hold = Tu n’as pas { $cards }.
refusals-only-active-proposes = Seul le joueur dont c’est le tour peut proposer un échange (règles de 1997).
refusals-no-gifts = Chaque côté d’un échange doit donner au moins une carte (pas de cadeaux).
refusals-no-gifts-example = Exemple : 1 laine contre 1 minerai.
refusals-same-both-sides = La même ressource ne peut pas être des deux côtés d’un échange.
refusals-same-both-sides-hint = Retire-la d’un côté.
refusals-trade-width = Dans cette partie, un échange indique { $count } nombres de cartes par côté.
refusals-cannot-offer = Tu ne peux pas proposer { $cards } : tu n’as pas ces cartes.
refusals-offer-target = Propose à un adversaire, ou à tout le monde.
refusals-include-active = Chaque échange doit inclure le joueur dont c’est le tour (BASE-TRADE-1) : propose-lui, ou à tout le monde.
refusals-trade-after-setup = Les échanges commencent après la fondation.
refusals-trade-during-turn = Les échanges ne sont ouverts que pendant le tour d’un joueur.
refusals-trade-over = Les échanges sont finis pour ce tour : tu as déjà construit (phases d’échange et de construction séparées).
refusals-trade-after-roll = Les échanges commencent après le lancer des dés.
refusals-trade-after-resolution = On ne peut échanger qu’une fois le lancer entièrement résolu.

## Requêtes qui ne sont pas des coups (d’un programme, pas d’une personne)
refusals-not-an-action = Pas un coup : { $data }.
refusals-known-kinds = Sortes connues : { $kinds }.
refusals-argument-count = Le coup { $kind } prend { $count } argument(s), reçu { $got }.
refusals-expected-number = Coup { $kind } : un nombre attendu, reçu { $got }.
refusals-expected-name = Coup { $kind } : un nom attendu, reçu { $got }.
refusals-expected-counts = Coup { $kind } : 5 nombres de cartes attendus, reçu { $got }.
refusals-expected-resources = Coup { $kind } : des ressources attendues, reçu { $got }.

## Options de partie qui ne décrivent pas une partie jouable (`/catan new`)
refusals-options-unknown = Option(s) inconnue(s) : { $unknown }. Connues : { $known }.
refusals-options-first-player = first_player doit être une place inférieure à { $players }.
refusals-options-bool = L’option { $name } doit valoir true ou false, pas { $value }.
refusals-options-number = L’option { $name } doit être un nombre entier de { $low } à { $high }, pas { $value }.
refusals-options-number-or = L’option { $name } doit être un nombre entier de { $low } à { $high } (ou { $extra }), pas { $value }.
refusals-options-one-of = L’option { $name } doit être l’une de { $values }, pas { $value }.
