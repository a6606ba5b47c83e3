# The 2-player variant: its slash commands' descriptions (issue #33 item 2).
two-cmd-group = 2 Spieler: neutrale Bauwerke, Handelskarten
two-cmd-neutral-road = Eine neutrale Straße
two-cmd-neutral-settlement = Eine neutrale Siedlung
two-cmd-pick = aus der Liste wählen
two-cmd-forced = Erzwungener Handel: 2 ziehen, 2 zurückgeben
two-cmd-desert = Räuber in die Wüste
two-cmd-knight = Ein gespielter Ritter für 2 Handelskarten
two-cmd-giveback = Die 2 zurückgegebenen Karten
two-cmd-giveback-cards = z. B. `1 wool 1 ore`
