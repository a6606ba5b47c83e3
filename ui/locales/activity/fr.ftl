# The board as a Discord Activity (issue #34 item 2b): its button in the game's thread and its page.
activity-play-on-board = Jouer sur le plateau
activity-opening = Ouverture du plateau…
activity-not-authorized = Discord n’a pas confirmé qui tu es. Ferme le plateau et relance-le.
activity-no-game = Aucune partie ne se joue ici. Lance le plateau depuis le fil d’une partie.
activity-off = Le plateau dans Discord n’est pas configuré sur ce bot. `/catan board` te donne un lien vers lui.
