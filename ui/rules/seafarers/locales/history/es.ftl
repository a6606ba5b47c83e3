sea-history-ships = Barcos construidos: { $built }; movidos: { $moved }.
sea-history-islands = Islas alcanzadas: { $reached }; cartas elegidas con oro: { $gold }.
sea-history-pirate = Robos del pirata: { $steals }; hexágonos de niebla descubiertos: { $discovered }.
