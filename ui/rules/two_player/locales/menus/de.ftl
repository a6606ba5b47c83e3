two-menus-neutral = Die neutrale Figur setzen
two-menus-give-back = 2 Karten zurückgeben
two-menus-cards-to-give-back = Zurückzugebende Karten
two-menus-not-a-legal-spot = `{ $typed }` ist dafür kein erlaubter Ort: wähle einen aus der Liste beim Tippen.
two-menus-neutral-choice = { $who }: { $where }
