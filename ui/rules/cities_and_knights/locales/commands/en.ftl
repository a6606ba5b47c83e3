# Cities & Knights: its slash commands' descriptions and choices (issue #33 item 2).
ck-cmd-wall = C&K: a city wall under your city (2 brick)
ck-cmd-your-city = your city
ck-cmd-group = Cities & Knights moves
ck-cmd-knight = C&K: hire, activate, promote or move a knight
ck-cmd-pick = pick from the list
ck-cmd-improve = C&K: improve your cities on a track
ck-cmd-track-trade = trade
ck-cmd-track-politics = politics
ck-cmd-track-science = science
ck-cmd-progress = C&K: play a progress card
ck-cmd-answer = C&K: answer a decision you owe
ck-cmd-expansion = Cities & Knights
ck-cmd-barbarians = C&K: barbarian track length (7)
ck-cmd-variant = C&K variant
ck-cmd-variant-errant = knight errant
ck-cmd-variant-easy = easy start
ck-cmd-variant-nasty = nasty
