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
