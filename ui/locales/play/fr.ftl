play-done = ✅ Fait : { $action }.
play-pick-in-menu = Choisis l’un des coups du menu.
play-no-discard-owed = Tu ne dois pas défausser maintenant.
play-player-to-rob = Le joueur à voler (choisis dans la liste)
play-board-posted = Le plateau de la partie #{ $game } est affiché ci-dessous pour tout le monde.
play-nothing-yet = Rien ne s’est encore passé.
