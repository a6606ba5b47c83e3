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
cmd-me-settings-description = Deine Sprache
cmd-me-settings-language-description = Sprache oder auto
cmd-new-language-description = Sprache des Threads

## /catan me settings
language-chosen = Ab jetzt ist alles, was nur du liest, auf { $language }. Der Thread des Spiels bleibt in der Sprache des Spiels.
language-automatic = Ab jetzt folgt alles, was nur du liest, der Sprache deines Discord-Clients (jetzt: { $language }).
language-unknown = Diese Sprache spreche ich noch nicht. Wähle eine davon: { $languages }.
language-auto-option = Wie mein Discord-Client

## Karten mit Anzahl
counted-brick = { $count } Lehm
counted-lumber = { $count } Holz
counted-ore = { $count } Erz
counted-grain = { $count } Getreide
counted-wool = { $count } Wolle
counted-nothing = nichts

## Bauwerke und Käufe
piece-road = Straße
piece-settlement = Siedlung
piece-city = Stadt
piece-development_card = Entwicklungskarte

## Die Lobby (öffentlich: in der Sprache des Spiels)
lobby-language = Sprache des Threads: { $language }

## Fehler
error-unavailable = Die Spieldatenbank ist gerade nicht erreichbar; nichts wurde geändert, versuch es in einer Minute noch einmal.
error-ours = Bei mir ist etwas schiefgegangen. Es wurde protokolliert; bitte versuch es noch einmal.
