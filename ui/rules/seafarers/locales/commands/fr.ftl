# Seafarers: its /catan new parameter (issue #33 item 2).
sea-cmd-scenario = Marins
sea-cmd-scenario-choice = { $scenario } ({ $layout })
sea-cmd-not-a-scenario = `{ $typed }` n'est pas un scénario de Marins : choisis-en un dans la liste ({ $names }).
