pause-a-player = un joueur
pause-asked = 🏖️ { $who } est absent jusqu’au { $until } et demande de suspendre la partie #{ $game } d’ici là : pas de coups, de rappels ni de pendules jusqu’à son retour. Elle est suspendue dès que tous les joueurs de la table acceptent : { $agree }. Si tout le monde n’a pas accepté avant { $by }, la demande expire et { $bot } joue à la place de { $who } jusqu’à son retour.
pause-lapsed = ⌛ Tout le monde n’a pas accepté à temps de suspendre la partie #{ $game } : la demande a expiré et la partie continue.
pause-on = ⏸️ La partie #{ $game } est suspendue jusqu’au { $until } : la table attend { $who }. `/catan me back` la relance.
pause-over = ▶️ { $who } est de retour : la partie #{ $game } continue.
