# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: knight – { $knight }
ck-board-wall = { $who }: city wall on { $at }
ck-board-metropolis = { $who }: { $track } metropolis on { $at }
ck-board-barbarians = Barbarian ship: step { $at } of { $steps } towards Catan
ck-board-merchant = { $who }: the merchant on { $at }
ck-board-dice = Last roll: red { $red }, yellow { $yellow }, event die: { $event }
ck-board-merchant-name = Merchant
