# 5-6 players: its /catan new parameters (issue #33 item 2).
six-cmd-paired = 5-6: Züge zu zweit
six-cmd-sbp-hours = 5-6: Zeit für die Sonderbauphase, Stunden (1)
