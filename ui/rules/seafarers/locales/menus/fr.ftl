sea-menus-which-ship = Quel bateau ?
sea-menus-which-ship-moves = Quel bateau se déplace ?
sea-menus-ship-on = Le bateau sur { $path }

## Naviguer…, Déplacer le pirate…, Choisir l’or…
sea-menus-prompt-sail = Déplacer un bateau
sea-menus-prompt-pirate = Déplacer le pirate
sea-menus-prompt-gold = Choisir tes ressources de la rivière d’or
sea-menus-prompt-start = Choisir le désert où le voleur commence
sea-menus-prompt-where = Où va le bateau
sea-menus-prompt-line-first = { $prompt } (les 125 premiers) :
sea-menus-one-more-card = Encore une carte
sea-menus-gold-step = Ta carte de la rivière d’or { $card } sur { $owed }
sea-menus-gold-so-far = { $step } (jusqu’ici : { $cards })
sea-menus-pick-resource = Choisis une ressource dans le menu.
sea-menus-pick-ship = Choisis un bateau dans le menu.
sea-menus-pirate-target = { $hex } : mer · déplacer le pirate ici (il pourrait voler : { $who })
sea-menus-scenario-choice = { $scenario } ({ $layout })
sea-menus-not-a-scenario = `{ $typed }` n’est pas un scénario de Marins : choisis-en un dans la liste ({ $names }).
sea-menus-ship-choice = { $path } : bateau sur un { $kind ->
    [coast] chemin côtier
    [sea] chemin maritime
   *[land] chemin terrestre
}
sea-menus-move-choice = Déplacer le bateau de { $start } à { $to } ({ $kind ->
    [coast] chemin côtier
    [sea] chemin maritime
   *[land] chemin terrestre
})
sea-menus-gold-choice = Prendre { $cards }
sea-menus-desert-choice = { $hex } : désert
sea-menus-path-coast = côtier
sea-menus-path-sea = maritime
sea-menus-path-land = terrestre
sea-menus-ship-path = { $label } : navire sur un chemin { $path }
sea-menus-move = Déplacer le navire de { $frm } vers { $to } ({ $path })
sea-menus-pirate = { $label } : mer · déplacer le pirate ici (il pourrait voler : { $who })
sea-menus-robber-start = { $label } : désert
sea-menus-gold-take = Prendre { $cards }
sea-menus-so-far = { $prompt } (jusqu'ici : { $cards })
sea-menus-where-to = Où va le navire
sea-menus-terrain-gold = rivière d’or
sea-menus-terrain-fog = brouillard (face cachée)
sea-menus-terrain-sea = mer
sea-menus-yields-any = au choix
