ck-history-barbarians = Attaques des barbares : { $attacks } ({ $repelled } repoussées) ; villes pillées : { $pillaged }.
ck-history-progress = Cartes Progrès jouées : { $played }.
