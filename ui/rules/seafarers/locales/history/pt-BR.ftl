sea-history-ships = Barcos construídos: { $built }; movidos: { $moved }.
sea-history-islands = Ilhas alcançadas: { $reached }; cartas escolhidas com ouro: { $gold }.
sea-history-pirate = Roubos do pirata: { $steals }; hexágonos de névoa descobertos: { $discovered }.
