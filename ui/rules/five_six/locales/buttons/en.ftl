# 5-6 players: the Special Build buttons (issue #33).
six-buttons-ask = 🏗️ Build after this turn
six-buttons-done = ⏭️ Done building
six-buttons-not-in-use = That button is not in use any more.
