# Seafarers: its /catan new parameter (issue #33 item 2).
sea-cmd-scenario = Navegantes
sea-cmd-scenario-choice = { $scenario } ({ $layout })
sea-cmd-not-a-scenario = `{ $typed }` no es un escenario de Navegantes: elige uno de la lista ({ $names }).
