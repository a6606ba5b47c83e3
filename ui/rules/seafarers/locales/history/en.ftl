# Seafarers in a finished game's statistics (history/rules/seafarers, issue #33). Keys: sea-history-<what>.
# Each variable: a count per player ("Ann 3, Bo 1").
sea-history-ships = Ships built: { $built }; moved: { $moved }.
sea-history-islands = Islands reached: { $reached }; gold cards chosen: { $gold }.
sea-history-pirate = Pirate steals: { $steals }; fog hexes discovered: { $discovered }.
