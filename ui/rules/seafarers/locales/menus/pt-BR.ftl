sea-menus-which-ship = Qual barco?
sea-menus-which-ship-moves = Qual barco se move?
sea-menus-ship-on = O barco em { $path }

## Navegar…, Mover o pirata…, Escolher ouro…
sea-menus-prompt-sail = Mover um barco
sea-menus-prompt-pirate = Mover o pirata
sea-menus-prompt-gold = Escolha suas matérias-primas do rio de ouro
sea-menus-prompt-start = Escolha o deserto onde o ladrão começa
sea-menus-prompt-where = Para onde vai o barco
sea-menus-prompt-line-first = { $prompt } (os primeiros 125):
sea-menus-one-more-card = Mais uma carta
sea-menus-gold-step = Sua carta do rio de ouro { $card } de { $owed }
sea-menus-gold-so-far = { $step } (até agora: { $cards })
sea-menus-pick-resource = Escolha uma matéria-prima do menu.
sea-menus-pick-ship = Escolha um barco do menu.
sea-menus-pirate-target = { $hex }: mar · mover o pirata para cá (ele poderia roubar: { $who })
sea-menus-scenario-choice = { $scenario } ({ $layout })
sea-menus-not-a-scenario = `{ $typed }` não é um cenário de Navegantes: escolha um da lista ({ $names }).
sea-menus-ship-choice = { $path }: barco num { $kind ->
    [coast] lado costeiro
    [sea] lado de mar
   *[land] lado de terra
}
sea-menus-move-choice = Mover o barco de { $start } para { $to } ({ $kind ->
    [coast] lado costeiro
    [sea] lado de mar
   *[land] lado de terra
})
sea-menus-gold-choice = Pegar { $cards }
sea-menus-desert-choice = { $hex }: deserto
sea-menus-path-coast = costeiro
sea-menus-path-sea = marítimo
sea-menus-path-land = terrestre
sea-menus-ship-path = { $label }: navio em um caminho { $path }
sea-menus-move = Mover o navio de { $frm } para { $to } ({ $path })
sea-menus-pirate = { $label }: mar · mover o pirata para cá (ele poderia roubar: { $who })
sea-menus-robber-start = { $label }: deserto
sea-menus-gold-take = Pegar { $cards }
sea-menus-so-far = { $prompt } (até agora: { $cards })
sea-menus-where-to = Para onde vai o navio
sea-menus-terrain-gold = rio de ouro
sea-menus-terrain-fog = névoa (virada para baixo)
sea-menus-terrain-sea = mar
sea-menus-yields-any = à escolha
