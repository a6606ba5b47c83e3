# seafarers's words, English (issue #33).

## /catan help topic:seafarers
help-seafarers =
    {"*"}*Seafarers** (3 or 4 players): `/catan new scenario:` makes a Seafarers game on one of four maps from the list, each in its printed or a shuffled layout: **Heading for New Shores** (14 VP), **The Four Islands**, **The Fog Island**, **Through the Desert** (12 VP). The sea is part of the board: islands, coastal paths (land on one side) and sea paths.
    • **Ships** (1 lumber + 1 wool, from **🏗️ Build…**): on a coastal or sea path next to your settlement, city or ship; in set-up your second piece may be a ship. Roads and ships join only at a settlement or city.
    • **⛵ Sail…**: once a turn after the roll, move the end ship of an open route (not one built this turn, not one beside the pirate) to another free path next to your pieces.
    • **Longest Trade Route**: roads and ships count together (2 VP).
    • **🏴‍☠️ Move pirate…**: on a 7 or a Knight, move the robber *or* the pirate to a sea hex; the pirate robs a player with a ship beside it and blocks the ships there.
    • **Gold fields**: each settlement on a rolled gold field gives 1 resource of your choice, each city 2. Everyone who owes a choice is asked in the thread and chooses privately (**🪙 Choose gold…**); the choices stay hidden until all are made.
    • **Fog** (The Fog Island): a road or ship reaching a fog hex turns it face up, and the discoverer gets 1 card of its resource (a gold field: 1 of their choice). **Catan chits**: 1 VP each, for settling new islands (New Shores, Four Islands, Through the Desert).
    Seafarers' moves are on the turn message's buttons (their menus list only legal moves); roads, settlements, cities, the robber and its steal keep their commands.
    .menu = seafarers: the Seafarers expansion (ships, pirate, gold, fog)
