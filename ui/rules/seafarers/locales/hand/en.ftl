# Seafarers' lines in the hand DM (ui/rules/seafarers hand_lines), and the question to a player owing a gold
# choice (cogs/rules/seafarers/gold.py: the thread's, in the game's language).
sea-hand-ships = Ships: { $placed } on the board, { $left } left
sea-hand-chits = Catan chits: { $count } ({ $count ->
    [one] { $count } victory point
   *[other] { $count } victory points
})
sea-hand-gold-choice = 🪙 Your gold choice: { $cards } (hidden from the others until everyone has chosen)
sea-hand-gold-owed = ⚠️ You owe a gold choice of { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}: press **🪙 Choose gold…**.
sea-hand-gold-question = 🪙 { $mention } — choose { $count ->
    [one] { $count } resource
   *[other] { $count } resources
} from the gold field: press **🪙 Choose gold…** (only you can choose{ $hidden ->
    [yes] ; your choice stays hidden until everyone has chosen
   *[no] { "" }
}).
sea-hand-gold-answered = ✅ { $who } has chosen.
sea-hand-the-player = The player
