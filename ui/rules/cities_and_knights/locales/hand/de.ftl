ck-hand-progress-cards = Fortschrittskarten ({ $count }/4):
ck-hand-no-progress-cards = Fortschrittskarten: keine
ck-hand-card = • { $card }
ck-hand-card-effect = • { $card } — { $effect }
ck-hand-level = { $level ->
    [0] { $track } { $level }
   *[other] { $track } { $level } ({ $improvement })
}
ck-hand-improvements = Stadtausbau: { $levels }
ck-hand-knight = { $strength ->
    [1] einfacher
    [2] starker
   *[3] mächtiger
} auf { $at }{ $active ->
    [no] { " " }(inaktiv)
   *[yes] { "" }
}
ck-hand-knights = Ritter: { $knights }
ck-hand-effect-alchemist = vor dem Würfeln: Wähle das Ergebnis des roten und des gelben Würfels
ck-hand-effect-crane = dein nächster Stadtausbau in diesem Zug kostet 1 Handelsware weniger
ck-hand-effect-engineer = baue eine Stadtmauer kostenlos
ck-hand-effect-inventor = tausche zwei Zahlenchips (nicht 2, 12, 6 oder 8)
ck-hand-effect-irrigation = 2 Getreide für jedes Ackerland-Feld an deinen Städten und Siedlungen
ck-hand-effect-medicine = baue eine Siedlung für 2 Erz und 1 Getreide zur Stadt aus
ck-hand-effect-mining = 2 Erz für jedes Gebirge-Feld an deinen Städten und Siedlungen
ck-hand-effect-printer = 1 Siegpunkt (sofort ausgelegt)
ck-hand-effect-road-building = baue 2 Straßen kostenlos
ck-hand-effect-smith = befördere 2 Ritter kostenlos
ck-hand-effect-bishop = versetze den Räuber und nimm jedem Spieler daneben 1 Karte
ck-hand-effect-constitution = 1 Siegpunkt (sofort ausgelegt)
ck-hand-effect-deserter = ein Gegner entfernt einen Ritter; du darfst einen eigenen dieser Stärke einsetzen
ck-hand-effect-diplomat = entferne eine offene Straße (deine eigene darfst du neu bauen)
ck-hand-effect-intrigue = vertreibe einen gegnerischen Ritter, der an deine Straßen grenzt
ck-hand-effect-saboteur = wer so viele SP hat wie du oder mehr, wirft die Hälfte seiner Karten ab
ck-hand-effect-spy = sieh dir die Fortschrittskarten eines Gegners an und nimm eine
ck-hand-effect-warlord = aktiviere alle deine Ritter kostenlos
ck-hand-effect-wedding = wer mehr SP hat als du, gibt dir 2 Karten seiner Wahl
ck-hand-effect-commercial-harbor = tausche mit jedem Gegner einen Rohstoff gegen eine Handelsware
ck-hand-effect-master-merchant = nimm 2 Karten von einem Spieler mit mehr SP als du
ck-hand-effect-merchant = setze den Händler: 2:1 für den Rohstoff des Feldes, 1 SP
ck-hand-effect-merchant-fleet = handle in diesem Zug einen Rohstoff oder eine Handelsware 2:1
ck-hand-effect-resource-monopoly = jeder Gegner gibt dir 2 eines Rohstoffs
ck-hand-effect-trade-monopoly = jeder Gegner gibt dir 1 einer Handelsware
ck-hand-answered = ✅ { $who } hat geantwortet.
ck-hand-answered-what = ✅ { $who } hat geantwortet ({ $what }).
ck-hand-the-player = Der Spieler
