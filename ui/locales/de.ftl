# Der gemeinsame Katalog, Deutsch (Issue #33). Begriffe wie im deutschen Catan-Regelheft.

## Rohstoffe
resource-lumber = Holz
resource-brick = Lehm
resource-wool = Wolle
resource-grain = Getreide
resource-ore = Erz

## Gezähltes
count-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

## Slash-Befehle: Beschreibungen
cmd-catan-description = Catan spielen
cmd-help-description = So wird gespielt: Befehle nach Thema
cmd-help-topic-description = Standard: Überblick
