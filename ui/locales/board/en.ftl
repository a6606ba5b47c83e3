# The live board's pieces and forms as a screen reader says them (issue #34 items 3, 4 and 6): web/rules/, web/legal.py.

board-building = { $who }: { $kind ->
    [1] settlement
   *[other] city
} on { $at }
board-road = { $who }: road on { $at }
board-robber = The robber is on { $at }
board-player = { $points ->
    [one] 1 point
   *[other] { $points } points
} · { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}{ $dev ->
    [0] {""}
    [one] { " " }· 1 development card
   *[other] { " " }· { $dev } development cards
}
board-pieces = Pieces on the board
board-second-step = Now pick the second spot on the board (Escape cancels).
board-more-moves = More moves
board-chosen = chosen
board-player-more = { $line } · { $more }
board-knights-played = { $count ->
    [one] 1 knight played
   *[other] { $count } knights played
}
board-form-discard = Discard { $count } of your { $held } cards
board-form-choose = Choose { $count ->
    [one] 1 card
   *[other] { $count } cards
}
board-first-spot = { $what }: { $count ->
    [one] 1 place to pick next
   *[other] { $count } places to pick next
}
board-show-numbers = Show numbers
