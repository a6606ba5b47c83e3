# cities_and_knights's words, English (issue #33).


## /catan help topic:cities_and_knights

help-cities_and_knights =
    { "*" }*Cities & Knights** (when the game uses it; first to 13 VP)
    • Roll: red + yellow as usual, and the event die: a ship moves the barbarians; a gate of a colour gives a progress card of that colour to each player with level 1+ in that track whose level + 1 is at least the red die (level 1 draws on red 1-2, level 5 on 1-6).
    • Cities also make commodities: forest paper, mountains coin, pasture cloth. Improve a track (**Improve…**): level L costs L of its commodity (trade cloth, politics coin, science paper); level 3 gives an ability, the first to level 4 gets the metropolis (+2 VP), and whoever else reaches level 5 first takes it.
    • Knights (**Knights…**, `/catan ck knight`): hire or promote (wool + ore), activate (grain), then move, displace a weaker knight or chase the robber. When the barbarians land (their strength = all cities), active knights defend: if they are weaker, the players with the least knight strength each lose a city (not a metropolis); if not, the strongest defender becomes Defender of Catan (1 VP). Until the first attack a 7 only makes players discard: the robber stays on the desert.
    • City wall (2 brick, `/catan build wall` or **Build…**): +2 to your hand limit, at most 3. Progress cards (**Progress…**, `/catan ck progress`): up to 4 in hand, played after the roll (Alchemist before). Decisions others owe you (**Answer…**, `/catan ck answer`) are asked of them in the thread.
    { "*" }*Commands:** `/catan ck knight move`, `/catan ck improve track`, `/catan ck progress play`, `/catan ck answer choice`, `/catan build wall spot`; `/catan new expansion:Cities & Knights` with `barbarians` and `ck_variant`.
    .menu = cities_and_knights: the Cities & Knights expansion
