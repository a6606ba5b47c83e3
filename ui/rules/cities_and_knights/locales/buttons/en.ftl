# Cities & Knights: its turn buttons and their private answers (issue #33).
ck-buttons-knights = ⚔️ Knights…
ck-buttons-improve = 🏛️ Improve…
ck-buttons-progress = 📜 Progress…
ck-buttons-answer = 📩 Answer…
ck-buttons-nothing-progress-pre-roll = You have no card you can play now: before the roll only the Alchemist can be played.
ck-buttons-nothing-progress = You have no progress card you can play now.
ck-buttons-nothing-knights = No knight action is possible now: hiring a knight or promoting one costs 1 wool and 1 ore, activating one costs 1 grain; an active knight can move, displace or chase the robber once a turn.
ck-buttons-nothing-improve = You can't improve a city now: a level costs as many commodities of its track as the level (cloth: trade, coin: politics, paper: science), and improving needs a city.
ck-buttons-nothing-answer = You owe no decision right now.
ck-buttons-doing-knights = use your knights
ck-buttons-doing-improve = improve a city
ck-buttons-doing-progress = play a progress card
ck-buttons-doing-answer = answer anything
ck-buttons-decision-first = You owe a decision first: answer it with **📩 Answer…**.
ck-buttons-costs-note = ; a city wall 2 brick
