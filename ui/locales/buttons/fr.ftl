# Boutons (issue #33).

buttons-turn-roll = 🎲 Lancer les dés
buttons-turn-build = 🏗️ Construire…
buttons-turn-buy = 🃏 Acheter une carte
buttons-turn-dev = ✨ Jouer une carte…
buttons-turn-trade = 🤝 Échanger…
buttons-turn-bank = ⚓ Commerce avec la banque…
buttons-turn-robber = 🦹 Déplacer le voleur…
buttons-turn-steal = 🎯 Voler…
buttons-turn-discard = 🗑️ Défausser
buttons-turn-end = ⏭️ Finir le tour
buttons-turn-hand = 👜 Ma main

buttons-lobby-join = Rejoindre
buttons-lobby-leave = Quitter
buttons-lobby-start = Démarrer
buttons-lobby-cancel = Annuler
buttons-lobby-bots = 🤖 Joueurs virtuels…

buttons-trade-accept = Accepter
buttons-trade-decline = Refuser
buttons-trade-counter = Contre-offre…
buttons-trade-withdraw = Retirer
buttons-trade-confirm = Confirmer avec { $name }

buttons-game-over = La partie est terminée.
buttons-cannot = Tu ne peux pas { $doing } maintenant.
buttons-cannot-waiting = Tu ne peux pas { $doing } maintenant. { $waiting }
buttons-doing-build = construire
buttons-doing-dev = jouer une carte Développement
buttons-doing-bank = commercer avec la banque
buttons-doing-robber = déplacer le voleur
buttons-doing-steal = voler qui que ce soit
buttons-costs = une route coûte { $road } ; une colonie { $settlement } ; une ville { $city }{ $note }
buttons-nothing-build-step = Rien ne peut être construit à cette étape.
buttons-nothing-build = Tu ne peux rien construire maintenant : { $costs }, et chacune demande un emplacement libre près de tes routes.
buttons-nothing-dev-turn = Tu n’as aucune carte à jouer maintenant (une carte Développement par tour, pas au tour où tu l’as achetée ; les cartes Point de victoire restent cachées).
buttons-nothing-dev = Tu n’as aucune carte à jouer maintenant.
buttons-nothing-bank = Tu ne peux pas commercer avec la banque maintenant : il faut 4 cartes d’une sorte (3 à un port 3:1, 2 de la sorte propre d’un port) et la banque doit avoir la carte voulue.
buttons-nothing = Ce n’est pas possible maintenant.
buttons-agree-pause = Accepter la pause
