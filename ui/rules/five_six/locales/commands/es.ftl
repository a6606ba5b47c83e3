# 5-6 players: its /catan new parameters (issue #33 item 2).
six-cmd-paired = 5-6: turnos en parejas
six-cmd-sbp-hours = 5-6: plazo de la construcción especial, horas (1)
