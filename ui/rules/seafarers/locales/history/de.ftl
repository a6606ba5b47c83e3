sea-history-ships = Gebaute Schiffe: { $built }; versetzt: { $moved }.
sea-history-islands = Erreichte Inseln: { $reached }; im Goldfluss gewählte Karten: { $gold }.
sea-history-pirate = Diebstähle des Piraten: { $steals }; entdeckte Nebelfelder: { $discovered }.
