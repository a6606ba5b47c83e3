# 5-6 players: its /catan new parameters (issue #33 item 2).
six-cmd-paired = 5-6: turnos em pares
six-cmd-sbp-hours = 5-6: prazo da construção especial, horas (1)
