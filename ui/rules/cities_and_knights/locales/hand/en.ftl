# C&K's part of the hand DM (ui/rules/cities_and_knights hand_lines): progress cards, city improvements, knights.
ck-hand-progress-cards = Progress cards ({ $count }/4):
ck-hand-no-progress-cards = Progress cards: none
ck-hand-card = • { $card }
ck-hand-card-effect = • { $card } — { $effect }
ck-hand-level = { $level ->
    [0] { $track } { $level }
   *[other] { $track } { $level } ({ $improvement })
}
ck-hand-improvements = City improvements: { $levels }
ck-hand-knight = { $strength ->
    [1] basic
    [2] strong
   *[3] mighty
} on { $at }{ $active ->
    [no] { " " }(inactive)
   *[yes] { "" }
}
ck-hand-knights = Knights: { $knights }
ck-hand-effect-alchemist = before rolling: choose the red and yellow dice
ck-hand-effect-crane = your next city improvement this turn costs 1 commodity less
ck-hand-effect-engineer = build a city wall for free
ck-hand-effect-inventor = swap two number tokens (not 2, 12, 6 or 8)
ck-hand-effect-irrigation = 2 grain for each fields hex next to your cities and settlements
ck-hand-effect-medicine = upgrade a settlement to a city for 2 ore and 1 grain
ck-hand-effect-mining = 2 ore for each mountains hex next to your cities and settlements
ck-hand-effect-printer = 1 victory point (laid out at once)
ck-hand-effect-road-building = build 2 roads for free
ck-hand-effect-smith = promote 2 knights for free
ck-hand-effect-bishop = move the robber and take 1 card from each player next to it
ck-hand-effect-constitution = 1 victory point (laid out at once)
ck-hand-effect-deserter = an opponent removes a knight; you may place one of yours of that strength
ck-hand-effect-diplomat = remove an open road (your own may be re-placed)
ck-hand-effect-intrigue = displace an opponent's knight that touches your roads
ck-hand-effect-saboteur = players with as many VP as you or more discard half their cards
ck-hand-effect-spy = look at an opponent's progress cards and take one
ck-hand-effect-warlord = activate all your knights for free
ck-hand-effect-wedding = players with more VP than you give you 2 cards of their choice
ck-hand-effect-commercial-harbor = swap a resource for a commodity with each opponent
ck-hand-effect-master-merchant = take 2 cards from a player with more VP than you
ck-hand-effect-merchant = place the merchant: 2:1 for that hex's resource, 1 VP
ck-hand-effect-merchant-fleet = trade one resource or commodity 2:1 this turn
ck-hand-effect-resource-monopoly = each opponent gives you 2 of a resource
ck-hand-effect-trade-monopoly = each opponent gives you 1 of a commodity
# A C&K decision's question once answered (cogs/rules/cities_and_knights/decisions.py), in the game's language.
ck-hand-answered = ✅ { $who } answered.
ck-hand-answered-what = ✅ { $who } answered ({ $what }).
ck-hand-the-player = The player
