# Seafarers: its menus (issue #33).
sea-menus-which-ship = Which ship?
sea-menus-which-ship-moves = Which ship moves?
sea-menus-ship-on = The ship on { $path }

## Sail…, Move pirate…, Choose gold… (cogs/rules/seafarers/flow.py), to the person who pressed them
sea-menus-prompt-sail = Move a ship
sea-menus-prompt-pirate = Move the pirate
sea-menus-prompt-gold = Choose your gold-field resources
sea-menus-prompt-start = Choose the desert the robber starts on
sea-menus-prompt-where = Where does the ship go
sea-menus-prompt-line-first = { $prompt } (the first 125):
sea-menus-one-more-card = One more card
sea-menus-gold-step = Your gold-field card { $card } of { $owed }
sea-menus-gold-so-far = { $step } (so far: { $cards })
sea-menus-pick-resource = Pick a resource from the menu.
sea-menus-pick-ship = Pick a ship from the menu.
sea-menus-pirate-target = { $hex }: sea · move the pirate here (it could rob: { $who })
# /catan new scenario: (cogs/rules/seafarers): a scenario in a layout, and a scenario nobody knows
sea-menus-scenario-choice = { $scenario } ({ $layout })
sea-menus-not-a-scenario = `{ $typed }` is not a Seafarers scenario: pick one from the list ({ $names }).
# a menu's choices: $kind of a path is coast, sea or land
sea-menus-ship-choice = { $path }: ship on a { $kind ->
    [coast] coast
    [sea] sea
   *[land] land
} path
sea-menus-move-choice = Move the ship on { $start } to { $to } ({ $kind ->
    [coast] coast
    [sea] sea
   *[land] land
})
sea-menus-gold-choice = Take { $cards }
sea-menus-desert-choice = { $hex }: desert
sea-menus-path-coast = coast
sea-menus-path-sea = sea
sea-menus-path-land = land
sea-menus-ship-path = { $label }: ship on a { $path } path
sea-menus-move = Move the ship on { $frm } to { $to } ({ $path })
sea-menus-pirate = { $label }: sea · move the pirate here (it could rob: { $who })
sea-menus-robber-start = { $label }: desert
sea-menus-gold-take = Take { $cards }
sea-menus-so-far = { $prompt } (so far: { $cards })
sea-menus-where-to = Where does the ship go
sea-menus-terrain-gold = gold field
sea-menus-terrain-fog = fog (face down)
sea-menus-terrain-sea = sea
sea-menus-yields-any = any
