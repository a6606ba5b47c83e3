# The hand DM (cogs/publishing/hand_messages.py) and what a person alone learns of a move (ui/summary.py private_notes).
hand-title = **Your hand in Catan game #{ $game }** ({ $name }, { $colour })
hand-resources = Resources: { $cards }
hand-no-resources = no resource cards
hand-dev-cards = Development cards: { $cards }
hand-none = none
hand-dev-knight = { $count ->
    [one] { $count } Knight card
   *[other] { $count } Knight cards
}
hand-dev-road-building = { $count ->
    [one] { $count } Road Building card
   *[other] { $count } Road Building cards
}
hand-dev-year-of-plenty = { $count ->
    [one] { $count } Year of Plenty card
   *[other] { $count } Year of Plenty cards
}
hand-dev-monopoly = { $count ->
    [one] { $count } Monopoly card
   *[other] { $count } Monopoly cards
}
hand-dev-victory-point = { $count ->
    [one] { $count } Victory Point card
   *[other] { $count } Victory Point cards
}
hand-victory-points = Victory points: { $vp } (public { $public })
hand-harbor-rates = Harbor rates: { $rates }
hand-rate = { $card } { $rate }:1
hand-discard-owed = ⚠️ You must discard { $count ->
    [one] { $count } card
   *[other] { $count } cards
}: press **🗑️ Discard** on the turn message.
hand-discard-set-aside = 🗑️ You discard { $cards }: they go back to the bank once everyone who owes a discard has chosen.
hand-since-last-update = Since the last update: { $changes }
hand-gained = +{ $what }
hand-lost = -{ $what }
hand-held-news = 📬 While I could not reach you by DM in game #{ $game }:
hand-seat-taken = You left Catan game #{ $game }; someone else plays your seat now.
hand-private = 🔒 { $line }
hand-you-took = 🔒 You took { $cards } from { $victim }.
hand-took-from-you = 🔒 { $thief } took { $cards } from you.
hand-you-bought = 🔒 You bought a { $card } card.
# Said once in the thread (the game's language) when a player's DMs are closed.
hand-dms-closed = { $who }, I can't send you direct messages, so your hand will be shown only to you in my replies (and any time with the **My hand** button). To get it by DM, allow direct messages from server members.
