# Cities & Knights in a finished game's statistics (history/rules/cities_and_knights, issue #33). Keys: ck-history-<what>.
# $pillaged, $played: a count per player ("Ann 1, Bo 0").
ck-history-barbarians = Barbarian attacks: { $attacks } ({ $repelled } repelled); cities pillaged: { $pillaged }.
ck-history-progress = Progress cards played: { $played }.
