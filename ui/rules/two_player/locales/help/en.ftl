# two_player's words, English (issue #33).

## /catan help topic:two_player
help-two_player =
    {"*"}*Help: the 2-player variant** (`/catan new players:2`)
    • Each turn has two production rolls (`/catan roll` twice).
    • After each road or settlement you build one for a neutral player (white or orange): **🏳️ Neutral piece…** or `/catan 2p neutral_road spot`, `/catan 2p neutral_settlement spot`.
    • Trade cards pay for actions (1 card, 2 while you lead in visible VP):
    {"  "}`/catan 2p forced` — draw 2 cards from an opponent, then give 2 back with `/catan 2p giveback cards` (or **↩️ Give back…**);
    {"  "}`/catan 2p desert` — move the robber to the desert;
    {"  "}`/catan 2p knight` — a played Knight for 2 trade cards.
    • `/catan status` and the board's legend show everyone's trade cards.
    .menu = two_player: the 2-player variant
