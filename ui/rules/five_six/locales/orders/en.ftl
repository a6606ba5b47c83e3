# 5-6 players: what a standing order answers (service/rules/five_six, issue #33). Keys: six-orders-<what>.
six-orders-covered-special-build = pass my Special Build Phase
