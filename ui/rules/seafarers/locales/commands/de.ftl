# Seafarers: its /catan new parameter (issue #33 item 2).
sea-cmd-scenario = Seefahrer
sea-cmd-scenario-choice = { $scenario } ({ $layout })
sea-cmd-not-a-scenario = `{ $typed }` ist kein Seefahrer-Szenario: wähle eines aus der Liste ({ $names }).
