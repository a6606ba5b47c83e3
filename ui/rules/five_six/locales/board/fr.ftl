# L’extension 5-6 joueurs sur le plateau en direct (issue #34).

six-board-prompt-slot = construire ou acheter pendant ton tour de construction (ni échange, ni carte)
    .about = construire ou acheter pendant { $you ->
        [1] ton
       *[other] son
    } tour de construction (ni échange, ni carte)
six-board-prompt-second = jouer ta phase du second : construire, acheter, jouer une carte ou échanger avec la banque (pas d’échange entre joueurs)
    .about = jouer { $you ->
        [1] ta
       *[other] sa
    } phase du second : construire, acheter, jouer une carte ou échanger avec la banque (pas d’échange entre joueurs)
six-board-no-trade-as-second = En tant que second (joueurs en paires), tu ne peux pas échanger avec les autres joueurs ; avec la banque, si.
