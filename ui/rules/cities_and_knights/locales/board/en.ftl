# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: knight – { $knight }
ck-board-wall = { $who }: city wall on { $at }
ck-board-metropolis = { $who }: { $track } metropolis on { $at }
ck-board-barbarians = Barbarian ship: step { $at } of { $steps } towards Catan
ck-board-merchant = { $who }: the merchant on { $at }
ck-board-status-barbarians = Barbarians: step { $position } of { $of } · attacks so far: { $attacks } · barbarian strength { $strength }
ck-board-player = improvements T{ $trade } P{ $politics } S{ $science } · { $progress ->
    [one] 1 progress card
   *[other] { $progress } progress cards
}
ck-board-knights = active knights { $knights }
ck-board-defenders = { $count ->
    [one] 1 Defender card
   *[other] { $count } Defender cards
}
ck-board-metropolises = metropolis { $tracks }
ck-board-dice = Last roll: red { $red }, yellow { $yellow }, event die: { $event }
ck-board-merchant-name = Merchant
