# The 2-player variant: its slash commands' descriptions (issue #33 item 2).
two-cmd-group = 2 players: neutral pieces, trade cards
two-cmd-neutral-road = A neutral road
two-cmd-neutral-settlement = A neutral settlement
two-cmd-pick = pick from the list
two-cmd-forced = Forced trade: draw 2, give 2 back
two-cmd-desert = Robber to the desert
two-cmd-knight = A played Knight for 2 trade cards
two-cmd-giveback = The 2 cards given back
two-cmd-giveback-cards = e.g. 1 wool 1 ore
