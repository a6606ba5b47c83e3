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

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
ck-board-help-commodities = Commodities
ck-board-help-commodities-text = A city beside forest, mountains or pasture produces 1 resource and 1 commodity (paper, coin or cloth); a settlement only the resource. Commodities pay for city improvements and count as cards in hand.
ck-board-help-knights = Knights
ck-board-help-knights-text = A knight counts against the barbarians and can act only while active (1 grain); an inactive knight is drawn hollow with a dashed rim. I, II and III are its strength.
ck-board-help-barbarians = The barbarians
ck-board-help-barbarians-text = Each ship on the event die moves the barbarian ship one step. When it reaches Catan, the active knights' strength is set against the number of cities; then every knight turns inactive.
ck-board-help-robber = The robber sleeps
ck-board-help-robber-text = Until the barbarians' first attack the robber stays in the desert: a 7 only makes players with too many cards discard.
