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
