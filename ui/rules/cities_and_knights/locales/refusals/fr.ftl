# Les refus de Villes & Chevaliers (issue #33).

## Ce que chaque étape attend
refusals-step-metropolis = poser la métropole sur une ville
refusals-step-knight_retreat = déplacer son chevalier délogé
refusals-step-progress_limit = remettre une carte Progrès (limite 4)
refusals-step-pillage = choisir la ville que les barbares pillent
refusals-step-defender_draw = choisir une pioche Progrès où piocher
refusals-step-commit_knights = engager des chevaliers contre les barbares
refusals-step-aqueduct = prendre une ressource (Aqueduc)
refusals-step-ck_setup_city = poser une ville de fondation
refusals-step-ck_resolving = attendre que le lancer soit résolu
refusals-step-ck_free_roads = poser les routes gratuites
refusals-step-harbor_commodity = donner une marchandise pour le Port de commerce
refusals-step-deserter_remove = retirer un de ses chevaliers (Déserteur)
refusals-step-deserter_place = poser un chevalier déserteur à soi
refusals-step-diplomat_replace = reposer la route retirée par le Diplomate
refusals-step-master_merchant_take = prendre une carte avec le Maître marchand
refusals-step-spy_take = choisir une carte Progrès à prendre avec l’Espion
refusals-step-wedding_gift = donner une carte pour le Mariage

## Sortes de coups
refusals-can-wall = construire un rempart
refusals-can-knight_hire = recruter un chevalier
refusals-can-knight_activate = activer un chevalier
refusals-can-knight_promote = promouvoir un chevalier
refusals-can-knight_move = déplacer un chevalier
refusals-can-knight_displace = déloger un chevalier
refusals-can-knight_chase = chasser le voleur avec un chevalier
refusals-can-improve = développer une ville
refusals-can-answer = répondre à ce que la partie te demande
refusals-can-progress_discard = remettre une carte Progrès
refusals-can-harbor_trade = proposer à un adversaire une ressource contre une marchandise (Port de commerce)

## Marchandises

## Pourquoi un achat est refusé
refusals-ck-costs = { $what ->
        [wall] Un rempart
        [knight] Un chevalier
        [activate] Activer un chevalier
       *[promote] Promouvoir un chevalier
    } coûte { $cost } ; il te manque { $missing }.
refusals-ck-walls-built = Tes { $count } remparts sont tous construits.
refusals-ck-wall-no-city = Un rempart se place sous une de tes villes, et tu n’en as pas encore.
refusals-ck-walls-everywhere = Chacune de tes villes a déjà un rempart.
refusals-ck-basic-knights-out = Tes { $count } chevaliers simples sont tous les deux sur le plateau : promeus-en un d’abord.
refusals-ck-knight-no-spot = Un nouveau chevalier a besoin d’une intersection libre sur une de tes routes, et il n’y en a pas.
refusals-ck-no-knight-to-activate = Tu n’as pas de chevalier à activer.
refusals-ck-knights-active = Tous tes chevaliers sont déjà actifs.
refusals-ck-no-knight-to-promote = Tu n’as pas de chevalier à promouvoir.
refusals-ck-no-promotion = Aucun de tes chevaliers ne peut être promu maintenant : chacun monte d’un niveau au plus par tour, la force suivante doit être dans ta réserve, et un chevalier puissant demande la politique au niveau 3 (Forteresse).
refusals-ck-name-a-track = Nomme un domaine : trade, politics ou science.
refusals-ck-track-trade = Commerce
refusals-ck-track-politics = Politique
refusals-ck-track-science = Science
refusals-ck-top-level = Ton domaine { $track } est à son plus haut niveau ({ $level }).
refusals-ck-improve-no-city = Les développements de ville demandent une ville, et tu n’en as pas.
refusals-ck-level-costs = { $track } niveau { $level } coûte { $cost } ; tu en as { $held }.
refusals-ck-metropolis-no-city = { $track } niveau { $level } apporte une métropole, et chacune de tes villes en porte déjà une.
refusals-ck-cannot-improve = Tu ne peux pas développer { $track } maintenant.

## À qui de jouer, quelle étape
refusals-ck-not-your-turn = Tu ne peux pas { $action } maintenant : ce n’est pas ton tour.
refusals-ck-free-roads-first = Pose d’abord tes routes gratuites.
refusals-ck-answer-not-open = Ce choix n’est pas possible maintenant.

## Un coup
refusals-do-wall = construire un rempart sous la ville sur { $spot0 }
refusals-do-knight_hire = recruter un chevalier sur { $spot0 }
refusals-do-knight_activate = activer le chevalier sur { $spot0 }
refusals-do-knight_promote = promouvoir le chevalier sur { $spot0 }
refusals-do-knight_move = déplacer le chevalier de { $spot0 } à { $spot1 }
refusals-do-knight_displace = déloger le chevalier sur { $spot1 } avec le chevalier sur { $spot0 }
refusals-do-knight_chase = chasser le voleur avec le chevalier sur { $spot0 }
refusals-do-improve = { $track ->
        [trade] développer le commerce (Marché...)
        [politics] développer la politique (Hôtel de ville...)
       *[science] développer la science (Abbaye...)
    }
refusals-do-answer = répondre #{ $decision } : { $choice }
refusals-do-progress_discard = remettre { $card } sous sa pioche
refusals-do-harbor_trade = Port de commerce : donner à { $player } 1 { $card } contre une marchandise de son choix
refusals-do-alchemist = jouer l’Alchimiste : rouge { $red }, jaune { $yellow }
refusals-do-bishop = jouer Évêque : le voleur sur la tuile { $hex }
refusals-do-merchant = jouer Marchand sur la tuile { $hex }
refusals-do-inventor = jouer Inventeur : échanger les nombres de { $hex0 } et { $hex1 }
refusals-do-diplomat = jouer Diplomate : retirer la route sur { $path }
refusals-do-deserter = jouer Déserteur contre { $player }
refusals-do-master_merchant = jouer Maître marchand contre { $player }
refusals-do-spy = jouer Espion contre { $player }
refusals-do-merchant_fleet = jouer Flotte marchande : { $card } à 2:1 ce tour-ci
refusals-do-trade_monopoly = jouer Monopole commercial sur { $card }
refusals-do-resource_monopoly = jouer Monopole de ressource sur { $resource }
refusals-do-smith = jouer Forgeron : promouvoir { $count ->
        [one] le chevalier
       *[other] les chevaliers
    } sur { $spots }
refusals-do-intrigue = jouer Intrigue contre le chevalier sur { $spot0 }
refusals-do-engineer = jouer Ingénieur : un rempart gratuit sur { $spot0 }
refusals-do-medicine = jouer Médecine : une ville sur { $spot0 } pour 2 minerai et 1 blé

## Options de partie
refusals-ck-options-players = Villes & Chevaliers demande au moins 3 joueurs (CK-GEN-1) : la variante à 2 joueurs est réservée au jeu de base.
refusals-ck-options-board = Villes & Chevaliers se joue avec la fondation sur le plateau : board doit valoir { $boards } (CK-SETUP-1).

## Progress cards by name
refusals-ck-card-alchemist = Alchimiste
refusals-ck-card-bishop = Évêque
refusals-ck-card-commercial_harbor = Port de commerce
refusals-ck-card-constitution = Constitution
refusals-ck-card-crane = Grue
refusals-ck-card-deserter = Déserteur
refusals-ck-card-diplomat = Diplomate
refusals-ck-card-engineer = Ingénieur
refusals-ck-card-intrigue = Intrigue
refusals-ck-card-inventor = Inventeur
refusals-ck-card-irrigation = Irrigation
refusals-ck-card-master_merchant = Maître marchand
refusals-ck-card-medicine = Médecine
refusals-ck-card-merchant = Marchand
refusals-ck-card-merchant_fleet = Flotte marchande
refusals-ck-card-mining = Exploitation minière
refusals-ck-card-printer = Imprimerie
refusals-ck-card-resource_monopoly = Monopole de ressource
refusals-ck-card-road_building = Construction de routes
refusals-ck-card-saboteur = Saboteur
refusals-ck-card-smith = Forgeron
refusals-ck-card-spy = Espion
refusals-ck-card-trade_monopoly = Monopole commercial
refusals-ck-card-warlord = Seigneur de guerre
refusals-ck-card-wedding = Mariage

## Kinds: playing a card
refusals-can-alchemist = jouer Alchimiste
refusals-can-bishop = jouer Évêque
refusals-can-commercial_harbor = jouer Port de commerce
refusals-can-crane = jouer Grue
refusals-can-deserter = jouer Déserteur
refusals-can-diplomat = jouer Diplomate
refusals-can-engineer = jouer Ingénieur
refusals-can-intrigue = jouer Intrigue
refusals-can-inventor = jouer Inventeur
refusals-can-irrigation = jouer Irrigation
refusals-can-master_merchant = jouer Maître marchand
refusals-can-medicine = jouer Médecine
refusals-can-merchant = jouer Marchand
refusals-can-merchant_fleet = jouer Flotte marchande
refusals-can-mining = jouer Exploitation minière
refusals-can-resource_monopoly = jouer Monopole de ressource
refusals-can-saboteur = jouer Saboteur
refusals-can-smith = jouer Forgeron
refusals-can-spy = jouer Espion
refusals-can-trade_monopoly = jouer Monopole commercial
refusals-can-warlord = jouer Seigneur de guerre
refusals-can-wedding = jouer Mariage

## One action: a card without choices
refusals-do-commercial_harbor = jouer Port de commerce
refusals-do-crane = jouer Grue
refusals-do-irrigation = jouer Irrigation
refusals-do-mining = jouer Exploitation minière
refusals-do-saboteur = jouer Saboteur
refusals-do-warlord = jouer Seigneur de guerre
refusals-do-wedding = jouer Mariage
