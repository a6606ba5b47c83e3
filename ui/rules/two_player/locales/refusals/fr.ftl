# Les refus de la variante à 2 joueurs (issue #33).

## Ce que chaque étape attend
refusals-step-neutral_road = poser une route pour un joueur neutre
refusals-step-neutral_settlement = poser une colonie pour un joueur neutre
refusals-step-forced_trade_give = rendre 2 cartes lors de l’échange forcé

## Sortes de coups
refusals-can-forced_trade = forcer un échange
refusals-can-robber_to_desert = déplacer le voleur dans le désert
refusals-can-knight_for_trade_cards = échanger un Chevalier contre des cartes Commerce
refusals-can-neutral_road = poser une route neutre
refusals-can-neutral_settlement = poser une colonie neutre
refusals-can-forced_trade_give = rendre 2 cartes

## Pourquoi une action de cartes Commerce ou une pièce neutre est refusée
refusals-two-only = Ce coup n’existe que dans la variante à 2 joueurs.
refusals-two-paid-when = { $what ->
        [forced_trade] Un échange forcé
       *[desert] Déplacer le voleur
    } est possible avant le premier lancer, entre les lancers ou après eux.
refusals-two-paid-cost = { $what ->
        [forced_trade] Un échange forcé
       *[desert] Déplacer le voleur
    } te coûte maintenant { $cost } { $cost ->
        [one] carte Commerce
       *[other] cartes Commerce
    } ; tu en as { $held }.
refusals-two-action-limit = Cette partie permet { $limit } { $limit ->
        [one] action de cartes Commerce
       *[other] actions de cartes Commerce
    } par tour.
refusals-two-cannot-give = Un échange forcé demande 2 cartes Ressource dans ta main à rendre.
refusals-two-opponent-empty = Ton adversaire n’a aucune carte Ressource à piocher.
refusals-two-robber-on-desert = Le voleur est déjà dans le désert.
refusals-two-swap-when = Un Chevalier s’échange avant le premier lancer, entre les lancers ou après eux.
refusals-two-no-knight = Tu n’as pas de Chevalier joué à échanger.
refusals-two-swapped = Tu as déjà échangé un Chevalier ce tour-ci.
refusals-two-card-limit = Tu as déjà 7 cartes Commerce, le maximum permis.
refusals-two-supply-empty = Il ne reste aucune carte Commerce dans la réserve.
refusals-two-nothing-owed = Rien n’est dû : { $what ->
        [neutral_road] une route neutre se pose
        [neutral_settlement] une colonie neutre se pose
       *[forced_trade_give] les cartes se rendent
    } seulement juste après la construction ou la pioche correspondante.
refusals-two-not-like-that = Tu ne peux pas { $what ->
        [neutral_road] poser une route neutre
        [neutral_settlement] poser une colonie neutre
       *[forced_trade_give] rendre des cartes
    } comme ça.

## Un coup
refusals-two-neutral = { $colour ->
        [white] le neutre blanc
        [orange] le neutre orange
       *[other] la place neutre { $colour }
    }
refusals-do-neutral_road = poser une route pour { $neutral } sur { $path }
refusals-do-neutral_settlement = poser une colonie pour { $neutral } sur { $spot }
refusals-do-forced_trade = forcer un échange (piocher 2 cartes chez ton adversaire, en rendre 2)
refusals-do-forced_trade_give = rendre { $cards } lors de l’échange forcé
refusals-do-robber_to_desert = déplacer le voleur dans le désert avec des cartes Commerce
refusals-do-knight_for_trade_cards = échanger un Chevalier joué contre 2 cartes Commerce
