# Seefahrer im Thread und in der Lobby, Deutsch (Issue #33).

## Ereignisse
sea-thread-source-roll = dem Wurf
sea-thread-source-setup = einer Gründungssiedlung
sea-thread-source-discovery = einem entdeckten Goldfluss
sea-thread-source-gold = einem Goldfluss
sea-thread-terrain-0 = Hügelland
sea-thread-terrain-1 = Wald
sea-thread-terrain-2 = Gebirge
sea-thread-terrain-3 = Ackerland
sea-thread-terrain-4 = Weideland
sea-thread-terrain-5 = Wüste
sea-thread-terrain-6 = Goldfluss
sea-thread-terrain-7 = Nebel
sea-thread-terrain-8 = Meer
sea-thread-terrain-number = { $terrain } { $number }
sea-thread-ship-placed = ⛵ { $who } setzt ein Schiff auf { $at }.
sea-thread-ship-built = ⛵ { $who } baut ein Schiff auf { $at }.
sea-thread-ship-built-free = ⛵ { $who } baut ein Schiff auf { $at } (Straßenbau).
sea-thread-ship-moved = ⛵ { $who } versetzt ein Schiff von { $at } nach { $to }.
sea-thread-pirate-moved = 🏴‍☠️ { $who } versetzt den Piraten nach { $hex }.
sea-thread-gold-owed-one = 🪙 Gold aus { $source }: { $who } wählt { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
}.
sea-thread-gold-owes = { $who } { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
}
sea-thread-gold-owed = 🪙 Gold aus { $source }: { $who } nach Wahl (jeder wählt geheim).
sea-thread-gold-committed = 🪙 { $who } hat gewählt.
sea-thread-gold-chosen = 🪙 { $who } wählt { $cards } aus dem Goldfluss.
sea-thread-gold-received = 🪙 { $who } erhält { $cards } ({ $source }).
sea-thread-gold-lost = 🪙 Die Bank hat keinen Rohstoff mehr zur Wahl: das Gold verfällt.
sea-thread-gold-of = { $who } { $cards }
sea-thread-gold-production = Davon aus dem Goldfluss gewählt: { $gold }.
sea-thread-discovered-sea = 🌫️ { $who } entdeckt { $hex }: Meer.
sea-thread-discovered = 🌫️ { $who } entdeckt { $hex }: **{ $found }**
sea-thread-discovered-receives = { $line }; { $who } erhält { $cards }.
sea-thread-sentence = { $line }.
sea-thread-chits = 🏅 { $who } erhält { $count ->
    [one] { $count } Catan-Chip
   *[other] { $count } Catan-Chips
} ({ $count ->
    [one] { $count } Siegpunkt
   *[other] { $count } Siegpunkte
}) für die Siedlung auf { $at }.
sea-thread-route-aside = Die Längste Handelsstraße wird beiseitegelegt: niemand hat sie jetzt.
sea-thread-route = 🛣️ { $who } hat jetzt die Längste Handelsstraße ({ $length ->
    [one] { $length } Straße oder Schiff
   *[other] { $length } Straßen und Schiffe
}).
sea-thread-robber-start = 🦹 { $who } setzt den Räuber auf { $hex }.
sea-thread-route-name = Längste Handelsstraße

## Aufforderungen, Regelzeile, Stand
sea-thread-prompt-gold = deine Rohstoffe aus dem Goldfluss wählen: drück **🪙 Gold wählen…**
    .about = { $you ->
        [1] deine
       *[other] die
    } Rohstoffe aus dem Goldfluss wählen
sea-thread-prompt-pirate-steal = wählen, wen der Pirat beraubt: drück **🎯 Rauben…** (oder `/catan steal`)
    .about = wählen, wen der Pirat beraubt
sea-thread-prompt-move-robber = den Räuber oder den Piraten versetzen: **🦹 Räuber versetzen…** oder **🏴‍☠️ Pirat versetzen…**
    .about = den Räuber oder den Piraten versetzen
sea-thread-prompt-setup-road = eine Straße oder ein Schiff daneben setzen: **🏗️ Bauen…** (oder `/catan build road`)
    .about = eine Straße oder ein Schiff daneben setzen
sea-thread-prompt-road-building = deine freien Straßen oder Schiffe bauen: **🏗️ Bauen…**
    .about = { $you ->
        [1] deine
       *[other] die
    } freien Straßen oder Schiffe bauen
sea-thread-prompt-sea-robber-start = die Wüste wählen, in der der Räuber beginnt: drück **🦹 Räuber setzen…**
    .about = die Wüste wählen, in der der Räuber beginnt
sea-thread-rules = Seefahrer: { $scenario } ({ $layout })
sea-thread-scenario-new-shores = Auf zu neuen Ufern
sea-thread-scenario-four-islands = Die vier Inseln
sea-thread-scenario-fog-island = Die Nebelinsel
sea-thread-scenario-through-the-desert = Durch die Wüste
sea-thread-layout-printed = gedruckter Aufbau
sea-thread-layout-variable = gemischter Aufbau
sea-thread-status-ships = ⛵ Schiffe auf dem Spielplan: { $ships }
sea-thread-status-chits = 🏅 Catan-Chips: { $chits }
sea-thread-status-fog = 🌫️ { $count ->
    [one] { $count } Nebelfeld ist
   *[other] { $count } Nebelfelder sind
} noch verdeckt.
sea-thread-status-gold = ⏳ { $who } muss { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
} aus einem Goldfluss wählen.
sea-thread-status-pirate = 🏴‍☠️ Der Pirat steht auf { $hex }.

## Die Lobby
sea-thread-note-new-shores = Auf zu neuen Ufern: 14 SP, Chips für die Besiedlung neuer Inseln
sea-thread-note-four-islands = Die vier Inseln: 12 SP, Chips für die Besiedlung fremder Inseln
sea-thread-note-fog-island = Die Nebelinsel: 12 SP, Nebelfelder werden von Straßen und Schiffen entdeckt
sea-thread-note-through-the-desert = Durch die Wüste: 12 SP, Chips jenseits der Wüste
sea-thread-note-printed = Gelände und Zahlen des Szenarios
sea-thread-note-variable = innerhalb jedes Gebiets gemischt
sea-thread-option-scenario = Szenario
sea-thread-option-layout = Aufbau
sea-thread-option-gold-choice-order = Goldwahl
sea-thread-option-svp-per-area = Chips pro neuem Gebiet
sea-thread-option-ttd-robber-start = Startfeld des Räubers
sea-thread-option-4i-first-foreign-one = Erste fremde Insel: 1 Chip
sea-thread-option-harbor-types = Hafenarten
