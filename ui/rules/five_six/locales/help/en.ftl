# five_six's words, English (issue #33).

## /catan help topic:five_six
help-five_six =
    {"*"}*5 or 6 players** (`/catan new players:5` or `6`, or whoever joins up to six) play on the 30-hex island with 24 cards of each resource and 34 development cards.
    • **Special Build Phase** (the default turn mode): during someone's turn press **🏗️ Build after this turn**; when the turn ends, those who asked get a slot one after another (you are mentioned), in which you may build (and buy development cards, in the base game) but not trade or play cards. **⏭️ Done building** ends your slot; a slot not used within the game's time limit (1 hour, shown in the lobby) passes by itself. Nobody wins during it: 10 points count at the start of your own turn. A card bought in a slot is playable on your next turn.
    • **Paired players** (`/catan new paired:True`) keeps six-player games moving: it never waits on more than two players per turn: after each turn the player three seats to the left has Second's phase (build, buy, play a card, trade with the bank, no trades with players) with the turn buttons, then **⏭️ End turn**.
    .menu = five_six: 5-6 players, the Special Build Phase, paired players
