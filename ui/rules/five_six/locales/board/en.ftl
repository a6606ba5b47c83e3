# The 5-6 player extension on the live board (issue #34): web/rules/five_six, the board's wording of lines that name Discord's buttons. Keys: six-board-<what>.

six-board-prompt-slot = build or buy in your Special Build Phase slot (no trading, no cards)
    .about = build or buy in { $you ->
        [1] your
       *[other] their
    } Special Build Phase slot (no trading, no cards)
six-board-prompt-second = play your Second's phase: build, buy, play a card or trade with the bank (no trades with players)
    .about = play { $you ->
        [1] your
       *[other] their
    } Second's phase: build, buy, play a card or trade with the bank (no trades with players)
six-board-no-trade-as-second = As Second (paired players) you may not trade with other players; you may trade with the bank.
