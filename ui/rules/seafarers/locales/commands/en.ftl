# Seafarers: its /catan new parameter (issue #33 item 2).
sea-cmd-scenario = Seafarers
sea-cmd-scenario-choice = { $scenario } ({ $layout })
sea-cmd-not-a-scenario = `{ $typed }` is not a Seafarers scenario: pick one from the list ({ $names }).
