# Die Wörter von two_player, Deutsch (Issue #33).

## /catan help topic:two_player
help-two_player =
    {"*"}*Hilfe: die Variante für 2 Spieler** (`/catan new players:2`)
    • Jeder Zug hat zwei Ertragswürfe (`/catan roll` zweimal).
    • Nach jeder Straße oder Siedlung baust du eine für einen neutralen Spieler (Weiß oder Orange): **🏳️ Neutrales Bauwerk…** oder `/catan 2p neutral_road spot`, `/catan 2p neutral_settlement spot`.
    • Handelskarten bezahlen Aktionen (1 Karte, 2, solange du bei den sichtbaren SP führst):
    {"  "}`/catan 2p forced` — 2 Karten von einem Gegner ziehen, dann mit `/catan 2p giveback cards` (oder **↩️ Zurückgeben…**) 2 zurückgeben;
    {"  "}`/catan 2p desert` — den Räuber in die Wüste versetzen;
    {"  "}`/catan 2p knight` — ein ausgespielter Ritter gegen 2 Handelskarten.
    • `/catan status` und die Legende des Spielplans zeigen die Handelskarten aller.
    .menu = two_player: die Variante für 2 Spieler
