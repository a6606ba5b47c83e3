# 5-6 players: its /catan new parameters (issue #33 item 2).
six-cmd-paired = 5-6: paired turns
six-cmd-sbp-hours = 5-6: build slot limit, hours (1)
