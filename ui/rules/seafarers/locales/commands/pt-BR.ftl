# Seafarers: its /catan new parameter (issue #33 item 2).
sea-cmd-scenario = Navegadores
sea-cmd-scenario-choice = { $scenario } ({ $layout })
sea-cmd-not-a-scenario = `{ $typed }` não é um cenário de Navegadores: escolha um da lista ({ $names }).
