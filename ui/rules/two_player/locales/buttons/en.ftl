# The 2-player variant: what its buttons do (issue #33).
two-buttons-doing-neutral = place a neutral piece
two-buttons-doing-giveback = give cards back
# The variant's turn buttons (the paid ones with their price: $count cards)
two-buttons-neutral = 🏳️ Neutral piece…
two-buttons-giveback = ↩️ Give back…
two-buttons-forced = 🔁 Forced trade ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
two-buttons-desert = 🏜️ Robber to desert ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
two-buttons-knight = ⚔️ Knight → 2 trade cards
two-buttons-prompt-neutral = Place the neutral piece
two-buttons-prompt-giveback = Give 2 cards back
two-buttons-neutral-choice = { $who }: { $where }
