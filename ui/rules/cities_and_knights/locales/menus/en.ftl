# Cities & Knights: its menus (issue #33).
ck-menus-which-card = Which card?
ck-menus-which-progress-card = Which progress card?

## Knights…, Improve…, Progress…, Answer… (cogs/rules/cities_and_knights/flow.py), to the person who pressed them
ck-menus-prompt-knights = Knights
ck-menus-prompt-improve = Improve a city
ck-menus-prompt-progress = Play a progress card
ck-menus-prompt-answer = Answer a decision
ck-menus-prompt-play = Play { $card }
ck-menus-kind-harbor-offers = Commercial Harbor (offers)
ck-menus-kind-put-back = Put a card back (hand limit)
ck-menus-pick-card = Pick a card from the menu.
ck-menus-pick-listed = Pick one of the moves offered in the list as you type.

## Answers to a decision (ui/rules/cities_and_knights/decisions.py): $card a card's name, $spot a spot's label,
## $who the player given to, $deck a progress deck
ck-menus-answer-discard = Discard 1 { $card }
ck-menus-answer-give = Give 1 { $card } to { $who }
ck-menus-them = them
ck-menus-answer-take = Take 1 { $card }
ck-menus-answer-aqueduct = Take 1 { $card } (Aqueduct)
ck-menus-answer-aqueduct-none = Take nothing
ck-menus-answer-pillage = Lose the city on { $spot }
ck-menus-answer-metropolis = Put the metropolis on your city on { $spot }
ck-menus-answer-retreat = Move your knight to { $spot }
ck-menus-answer-deserter-remove = Remove your knight on { $spot }
ck-menus-answer-deserter-place = Place the knight on { $spot }
ck-menus-answer-deserter-place-none = Place no knight
ck-menus-answer-commit = Commit the knight on { $spot }
ck-menus-answer-commit-none = Commit no more knights
ck-menus-answer-deck = Draw from the { $deck } deck
ck-menus-deck-0 = trade (yellow)
ck-menus-deck-1 = politics (blue)
ck-menus-deck-2 = science (green)
ck-menus-answer-put-back = Put back { $card }
ck-menus-answer-spy = Take { $card }
ck-menus-answer-spy-none = Take no card
ck-menus-answer-diplomat = Re-place the road on { $spot }
ck-menus-answer-diplomat-none = Keep the road in your supply
ck-menus-answer-other = Answer { $choice }
ck-menus-answer-take-nothing = Take nothing
ck-menus-answer-remove = Remove your knight on { $spot }
ck-menus-answer-place-none = Place no knight
ck-menus-answer-place = Place the knight on { $spot }
ck-menus-answer-draw = Draw from the { $deck } deck
ck-menus-answer-diplomat-keep = Keep the road in your supply
