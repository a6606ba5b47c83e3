# Les refus de l’extension 5-6 joueurs (issue #33).

## Ce que chaque étape attend
refusals-step-special_build = construire pendant la phase de construction spéciale ou passer
refusals-step-robber_start = choisir le désert où commence le voleur

## Sortes de coups
refusals-can-sbp_pass = finir ton tour de construction
refusals-can-sbp_request = demander un tour de construction après ce tour
refusals-can-robber_start = choisir le désert où commence le voleur

## Pourquoi un coup est refusé pendant un tour de construction ou la phase du second
refusals-six-second-no-player-trade = En tant que second (binômes), tu ne peux pas échanger avec les autres joueurs ; tu peux échanger avec la banque.
refusals-six-nobody-trades = Personne n’échange avec les joueurs pendant la phase du second (binômes).
refusals-six-bank-trade-over = Les échanges avec la banque sont finis pour cette phase : tu as déjà construit ou acheté (phases d’échange et de construction séparées).
refusals-six-only-purchases = Pendant la phase de construction spéciale, tu peux seulement construire et acheter (pas d’échange, pas de carte Développement, pas de voleur).
refusals-six-only-purchases-ck = Pendant la phase de construction spéciale, tu peux seulement construire et acheter (routes, colonies, villes, remparts, chevaliers, leur activation et leur promotion) : pas d’échange, pas de carte Progrès, pas d’autre action de chevalier, pas de voleur.
refusals-six-no-slot-to-finish = Tu n’as pas de tour de construction à finir maintenant.
refusals-six-robber-start-chosen = Le départ du voleur a déjà été choisi.
refusals-six-slots-offered = Dans cette partie, chaque tour de construction est proposé sans le demander.
refusals-six-already-asked = Tu as déjà demandé un tour de construction après ce tour.
refusals-six-ask-when = Demande un tour de construction pendant le tour de quelqu’un d’autre (pas pendant la phase de construction spéciale ni la fondation).
refusals-six-own-turn = Tu construis pendant ton propre tour : un tour de construction est pour les joueurs dont ce n’est pas le tour.

## Un coup
refusals-do-sbp_request = demander un tour de construction après ce tour
refusals-do-sbp_pass = finir le tour de construction
refusals-do-robber_start = faire commencer le voleur sur le désert { $desert }

## Options de partie
refusals-six-options-board = À 5 ou 6 joueurs, le plateau est toujours variable : il n’y a pas de carte débutant (SIX-VAR-8).
