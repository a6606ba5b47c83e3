# Les refus de Marins (issue #33).

## Ce que chaque étape attend
refusals-step-sea_robber_start = choisir le désert où commence le voleur
refusals-step-pirate_steal = choisir qui le pirate vole
refusals-step-gold_choice = choisir des ressources d’une rivière d’or

## Sortes de coups
refusals-can-sea_robber_start = choisir le désert où commence le voleur
refusals-can-ship = construire un bateau
refusals-can-move_ship = déplacer un bateau
refusals-can-pirate = déplacer le pirate
refusals-can-gold = choisir des ressources de la rivière d’or

## Pourquoi une colonie, une route, un bateau, le pirate ou l’or est refusé
refusals-sea-no-land = L’intersection { $spot } ne touche aucune terre.
refusals-sea-start = Dans ce scénario, tes colonies de fondation vont { $scenario ->
        [new_shores] sur l’île principale
        [through_the_desert] sur la zone principale (pas la bande au-delà des déserts, pas une petite île, pas à côté de déserts seulement)
       *[other] sur une île face visible
    } (SEA-SETUP-3).
refusals-sea-path-at-sea = Le chemin { $path } n’a de terre d’aucun côté : seul un bateau peut y aller.
refusals-sea-same-path = Un bateau déplacé doit aller sur un autre chemin.
refusals-sea-path-has-road = Le chemin { $path } a déjà une route (un chemin côtier porte une route ou un bateau).
refusals-sea-path-has-ship = Le chemin { $path } a déjà un bateau.
refusals-sea-path-inland = Le chemin { $path } est entre deux tuiles de terre : les bateaux naviguent sur les chemins côtiers et maritimes.
refusals-sea-path-pirate = Le chemin { $path } borde la tuile du pirate : aucun bateau n’y va tant que le pirate y reste.
refusals-sea-path-unconnected = Le chemin { $path } ne touche ni ta colonie, ni ta ville, ni un autre de tes bateaux (le bout d’une route ne porte pas de bateau, et le bâtiment d’un autre joueur coupe une route maritime).
refusals-sea-no-ship-on = Tu n’as pas de bateau sur { $path }.
refusals-sea-ship-new = Le bateau sur { $path } a été posé ce tour-ci ; il pourra bouger à partir de ton prochain tour.
refusals-sea-ship-pirate = Le bateau sur { $path } borde la tuile du pirate et ne peut pas bouger tant que le pirate y reste.
refusals-sea-ship-closed = Le bateau sur { $path } fait partie d’une route maritime fermée entre deux de tes bâtiments ; il reste.
refusals-sea-ship-not-end = Le bateau sur { $path } n’est pas au bout ouvert d’une route maritime ; seul un bateau d’extrémité bouge.
refusals-sea-ship-when = Les bateaux se construisent pendant ton tour, après le lancer (ou pendant la fondation à la place d’une route).
refusals-sea-ship-costs = Un bateau coûte 1 bois et 1 laine ; il te manque { $missing }.
refusals-sea-no-ships-left = Tes { $count } bateaux sont tous sur le plateau.
refusals-sea-ship-no-spot = Un bateau va sur un chemin côtier ou maritime libre à côté de ta colonie, ta ville ou ton bateau (pas à travers le bâtiment d’un autre joueur, pas à côté du pirate) ; aucun n’est libre.
refusals-sea-move-when = Tu peux déplacer un bateau pendant ton tour, après le lancer.
refusals-sea-already-moved = Tu as déjà déplacé un bateau ce tour-ci (un déplacement par tour).
refusals-sea-no-end-ship = Seul le bateau d’extrémité d’une route maritime ouverte peut bouger : pas un bateau entre deux de tes bâtiments, pas un bateau construit ce tour-ci, pas un bateau à côté du pirate.
refusals-sea-pirate-when = Le pirate se déplace à la place du voleur, après un 7 ou un Chevalier.
refusals-sea-no-gold = Tu n’as pas de ressources de la rivière d’or à choisir maintenant.
refusals-sea-gold-chosen = Tu as déjà choisi tes ressources de la rivière d’or.
refusals-sea-gold-exactly = Choisis exactement { $count } { $count ->
        [one] carte
       *[other] cartes
    } parmi : { $resources }.
refusals-sea-robber-start-who = Seul le premier joueur choisit le désert du voleur, avant la fondation.

## Un coup
refusals-do-ship = construire un bateau sur { $path }
refusals-do-move_ship = déplacer le bateau de { $path } à { $to }
refusals-do-pirate = déplacer le pirate sur { $hex }
refusals-do-gold = prendre { $cards } de la rivière d’or
refusals-do-sea_robber_start = faire commencer le voleur sur la tuile { $hex }

## Options de partie
refusals-sea-options-two = Marins se joue à 3 ou 4 joueurs (SEA-GEN-2) ; la variante à 2 joueurs est réservée au jeu de base.
refusals-sea-options-players = Marins se joue à 3 ou 4 joueurs (SEA-GEN-2) ; l’extension Marins pour 5-6 joueurs n’est pas encore disponible (SEA-GEN-3).
refusals-sea-options-board = Marins se met en place sur la carte du scénario (SEA-SETUP-1) : board doit valoir variable (sea_layout choisit le terrain imprimé ou mélangé).
