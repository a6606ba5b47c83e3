six-buttons-ask = 🏗️ Construire après ce tour
six-buttons-done = ⏭️ Construction terminée
six-buttons-not-in-use = Ce bouton ne sert plus.
six-buttons-no-trade-slot = Personne n’échange pendant la phase de construction spéciale : un tour de construction sert seulement à construire et acheter.
six-buttons-no-trade-as-second = En tant que second (joueurs en paires), tu ne peux pas échanger avec les autres joueurs ; avec la banque, si (`/catan trade bank`).
six-buttons-no-trade-second = Personne n’échange avec les joueurs pendant la phase du second, { $who } (joueurs en paires).
six-buttons-second = le second
