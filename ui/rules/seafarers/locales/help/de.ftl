# Die Wörter von seafarers, Deutsch (Issue #33). Begriffe wie in „Seefahrer“.

## /catan help topic:seafarers
help-seafarers =
    {"*"}*Seefahrer** (3 oder 4 Spieler): `/catan new scenario:` startet ein Seefahrer-Spiel auf einer von vier Karten aus der Liste, jeweils im gedruckten oder einem gemischten Aufbau: **Auf zu neuen Ufern** (14 SP), **Die vier Inseln**, **Die Nebelinsel**, **Durch die Wüste** (12 SP). Das Meer gehört zum Plan: Inseln, Küstenwege (Land auf einer Seite) und Seewege.
    • **Schiffe** (1 Holz + 1 Wolle, über **🏗️ Bauen…**): auf einem Küsten- oder Seeweg neben deiner Siedlung, Stadt oder deinem Schiff; in der Gründungsphase darfst du statt der Straße ein Schiff setzen. Straßen und Schiffe verbinden sich nur an einer Siedlung oder Stadt.
    • **⛵ Segeln…**: einmal pro Zug nach dem Wurf das letzte Schiff einer offenen Schifffahrtslinie (nicht in diesem Zug gebaut, nicht neben dem Piraten) auf einen anderen freien Weg neben deinen Figuren versetzen.
    • **Längste Handelsstraße**: Straßen und Schiffe zählen zusammen (2 SP).
    • **🏴‍☠️ Pirat versetzen…**: bei einer 7 oder einem Ritter den Räuber *oder* den Piraten (auf ein Meerfeld) versetzen; der Pirat beraubt einen Spieler mit einem Schiff neben ihm und blockiert die Schiffe dort.
    • **Goldflüsse**: jede Siedlung an einem gewürfelten Goldfluss bringt 1 Rohstoff nach Wahl, jede Stadt 2. Wer eine Wahl schuldet, wird im Thread gefragt und wählt geheim (**🪙 Gold wählen…**); die Wahl bleibt verdeckt, bis alle gewählt haben.
    • **Nebel** (Die Nebelinsel): erreicht eine Straße oder ein Schiff ein Nebelfeld, wird es aufgedeckt, und der Entdecker bekommt 1 Karte seines Rohstoffs (bei einem Goldfluss: 1 nach Wahl). **Catan-Chips**: je 1 SP für das Besiedeln neuer Inseln (Neue Ufer, Vier Inseln, Durch die Wüste).
    Die Züge der Seefahrer liegen auf den Buttons der Zugnachricht (ihre Menüs zeigen nur erlaubte Züge); Straßen, Siedlungen, Städte, der Räuber und sein Raub behalten ihre Befehle.
    .menu = seafarers: die Erweiterung Seefahrer (Schiffe, Pirat, Gold, Nebel)
