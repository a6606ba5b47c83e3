# The 2-player variant in a finished game's statistics (history/rules/two_player, issue #33). Keys: two-history-<what>.
# $earned, $forced: a count per player ("Ann 3, Bo 1").
two-history-trade-cards = Trade cards earned: { $earned }; forced trades: { $forced }.
