# 5-6 players: its /catan new parameters (issue #33 item 2).
six-cmd-paired = 5-6 : tours par paires
six-cmd-sbp-hours = 5-6 : durée de la construction spéciale, heures (1)
