sea-menus-which-ship = ¿Qué barco?
sea-menus-which-ship-moves = ¿Qué barco se mueve?
sea-menus-ship-on = El barco en { $path }

## Navegar…, Mover el pirata…, Elegir oro…
sea-menus-prompt-sail = Mover un barco
sea-menus-prompt-pirate = Mover el pirata
sea-menus-prompt-gold = Elige tus materias primas del río de oro
sea-menus-prompt-start = Elige el desierto donde empieza el ladrón
sea-menus-prompt-where = Adónde va el barco
sea-menus-prompt-line-first = { $prompt } (los primeros 125):
sea-menus-one-more-card = Una carta más
sea-menus-gold-step = Tu carta del río de oro { $card } de { $owed }
sea-menus-gold-so-far = { $step } (hasta ahora: { $cards })
sea-menus-pick-resource = Elige una materia prima del menú.
sea-menus-pick-ship = Elige un barco del menú.
sea-menus-pirate-target = { $hex }: mar · mover el pirata aquí (podría robar a: { $who })
sea-menus-scenario-choice = { $scenario } ({ $layout })
sea-menus-not-a-scenario = `{ $typed }` no es un escenario de Navegantes: elige uno de la lista ({ $names }).
sea-menus-ship-choice = { $path }: barco en un { $kind ->
    [coast] lado de costa
    [sea] lado de mar
   *[land] lado de tierra
}
sea-menus-move-choice = Mover el barco de { $start } a { $to } ({ $kind ->
    [coast] lado de costa
    [sea] lado de mar
   *[land] lado de tierra
})
sea-menus-gold-choice = Tomar { $cards }
sea-menus-desert-choice = { $hex }: desierto
sea-menus-path-coast = costero
sea-menus-path-sea = marítimo
sea-menus-path-land = terrestre
sea-menus-ship-path = { $label }: barco en un camino { $path }
sea-menus-move = Mover el barco de { $frm } a { $to } ({ $path })
sea-menus-pirate = { $label }: mar · mover el pirata aquí (podría robar a: { $who })
sea-menus-robber-start = { $label }: desierto
sea-menus-gold-take = Tomar { $cards }
sea-menus-so-far = { $prompt } (hasta ahora: { $cards })
sea-menus-where-to = Adónde va el barco
sea-menus-terrain-gold = río de oro
sea-menus-terrain-fog = niebla (boca abajo)
sea-menus-terrain-sea = mar
sea-menus-yields-any = a elegir
