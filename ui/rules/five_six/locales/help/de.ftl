# Die Wörter von five_six, Deutsch (Issue #33). Begriffe wie in der „Ergänzung 5-6 Spieler“.

## /catan help topic:five_six
help-five_six =
    {"*"}*5 oder 6 Spieler** (`/catan new players:5` oder `6`, oder wer beitritt, bis zu sechs) spielen auf der Insel mit 30 Feldern, mit 24 Karten je Rohstoff und 34 Entwicklungskarten.
    • **Sonderbauphase** (der Standard): drücke im Zug eines anderen **🏗️ Nach diesem Zug bauen**; endet der Zug, bekommen alle, die das wollten, nacheinander einen Sonderbau-Zug (du wirst erwähnt), in dem du bauen (und im Basisspiel Entwicklungskarten kaufen), aber weder handeln noch Karten ausspielen darfst. **⏭️ Fertig gebaut** beendet deinen Sonderbau-Zug; einer, der nicht binnen der Frist des Spiels (1 Stunde, in der Lobby angezeigt) genutzt wird, verfällt von selbst. Währenddessen gewinnt niemand: 10 Punkte zählen zu Beginn deines eigenen Zugs. Eine dabei gekaufte Karte ist ab deinem nächsten Zug spielbar.
    • **Spielerpaare** (`/catan new paired:True`) halten Spiele zu sechst in Gang: es wird pro Zug nie auf mehr als zwei Spieler gewartet: nach jedem Zug hat der Spieler drei Plätze links die Phase von Spieler 2 (bauen, kaufen, eine Karte ausspielen, mit der Bank handeln, kein Handel mit Spielern), mit den Zug-Buttons, dann **⏭️ Zug beenden**.
    .menu = five_six: 5-6 Spieler, die Sonderbauphase, Spielerpaare
