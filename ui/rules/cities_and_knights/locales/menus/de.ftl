ck-menus-which-card = Welche Karte?
ck-menus-which-progress-card = Welche Fortschrittskarte?

## Ritter…, Ausbauen…, Fortschritt…, Antworten…
ck-menus-prompt-knights = Ritter
ck-menus-prompt-improve = Eine Stadt ausbauen
ck-menus-prompt-progress = Eine Fortschrittskarte ausspielen
ck-menus-prompt-answer = Eine Entscheidung beantworten
ck-menus-prompt-play = { $card } ausspielen
ck-menus-kind-harbor-offers = Handelshafen (Angebote)
ck-menus-kind-put-back = Eine Karte zurücklegen (Handlimit)
ck-menus-pick-card = Wähle eine Karte aus dem Menü.
ck-menus-pick-listed = Wähle einen der Züge, die die Liste beim Tippen anbietet.

## Antworten auf eine Entscheidung
ck-menus-answer-discard = 1 { $card } abwerfen
ck-menus-answer-give = 1 { $card } an { $who } geben
ck-menus-them = sie
ck-menus-answer-take = 1 { $card } nehmen
ck-menus-answer-aqueduct = 1 { $card } nehmen (Aquädukt)
ck-menus-answer-aqueduct-none = Nichts nehmen
ck-menus-answer-pillage = Die Stadt auf { $spot } verlieren
ck-menus-answer-metropolis = Die Metropole auf deine Stadt auf { $spot } setzen
ck-menus-answer-retreat = Deinen Ritter nach { $spot } versetzen
ck-menus-answer-deserter-remove = Deinen Ritter auf { $spot } entfernen
ck-menus-answer-deserter-place = Den Ritter auf { $spot } setzen
ck-menus-answer-deserter-place-none = Keinen Ritter setzen
ck-menus-answer-commit = Den Ritter auf { $spot } einsetzen
ck-menus-answer-commit-none = Keine weiteren Ritter einsetzen
ck-menus-answer-deck = Vom Stapel { $deck } ziehen
ck-menus-deck-0 = Handel (gelb)
ck-menus-deck-1 = Politik (blau)
ck-menus-deck-2 = Wissenschaft (grün)
ck-menus-answer-put-back = { $card } zurücklegen
ck-menus-answer-spy = { $card } nehmen
ck-menus-answer-spy-none = Keine Karte nehmen
ck-menus-answer-diplomat = Die Straße auf { $spot } neu setzen
ck-menus-answer-diplomat-none = Die Straße in deinem Vorrat behalten
ck-menus-answer-other = Antwort { $choice }
ck-menus-answer-take-nothing = Nichts nehmen
ck-menus-answer-remove = Deinen Ritter auf { $spot } entfernen
ck-menus-answer-place-none = Keinen Ritter einsetzen
ck-menus-answer-place = Den Ritter auf { $spot } einsetzen
ck-menus-answer-draw = Vom Stapel { $deck } ziehen
ck-menus-answer-diplomat-keep = Die Straße in deinem Vorrat behalten
