# Die Wörter von cities_and_knights, Deutsch (Issue #33). Begriffe wie in „Städte & Ritter“.


## /catan help topic:cities_and_knights

help-cities_and_knights =
    { "*" }*Städte & Ritter** (wenn das Spiel damit läuft; Ziel: 13 SP)
    • Würfeln: Rot + Gelb wie gewohnt, dazu der Ereigniswürfel: ein Schiff bewegt die Barbaren; ein Stadttor einer Farbe gibt jedem Spieler mit Stufe 1+ in dieser Farbe, dessen Stufe + 1 mindestens den roten Würfel erreicht, eine Fortschrittskarte dieser Farbe (Stufe 1 zieht bei Rot 1-2, Stufe 5 bei 1-6).
    • Städte bringen auch Handelswaren: Wald Papier, Gebirge Münze, Weideland Tuch. Stadtausbau (**Ausbauen…**): Stufe L kostet L der passenden Ware (Handel Tuch, Politik Münze, Wissenschaft Papier); Stufe 3 gibt eine Fähigkeit, wer zuerst Stufe 4 hat, bekommt die Metropole (+2 SP), und erreicht ein anderer zuerst Stufe 5, nimmt er sie ihm ab.
    • Ritter (**Ritter…**, `/catan ck knight`): einsetzen oder befördern (Wolle + Erz), aktivieren (Getreide), dann versetzen, einen schwächeren Ritter vertreiben oder den Räuber verjagen. Landen die Barbaren (ihre Stärke = alle Städte), verteidigen die aktiven Ritter: sind sie schwächer, verlieren die Spieler mit der geringsten Ritterstärke je eine Stadt (keine Metropole); sonst wird der stärkste Verteidiger Retter Catans (1 SP). Bis zum ersten Angriff lässt eine 7 nur abwerfen: der Räuber bleibt in der Wüste.
    • Stadtmauer (2 Lehm, `/catan build wall` oder **Bauen…**): +2 auf dein Handkartenlimit, höchstens 3. Fortschrittskarten (**Fortschritt…**, `/catan ck progress`): bis zu 4 auf der Hand, nach dem Wurf gespielt (Alchemist davor). Entscheidungen, die andere dir schulden (**Antworten…**, `/catan ck answer`), werden im Thread bei ihnen erfragt.
    { "*" }*Befehle:** `/catan ck knight move`, `/catan ck improve track`, `/catan ck progress play`, `/catan ck answer choice`, `/catan build wall spot`; `/catan new expansion:Cities & Knights` mit `barbarians` und `ck_variant`.
    .menu = cities_and_knights: die Erweiterung Städte & Ritter
