two-buttons-doing-neutral = ein neutrales Bauwerk setzen
two-buttons-doing-giveback = Karten zurückgeben
two-buttons-neutral = 🏳️ Neutrales Bauwerk…
two-buttons-giveback = ↩️ Zurückgeben…
two-buttons-forced = 🔁 Zwangstausch ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
})
two-buttons-desert = 🏜️ Räuber in die Wüste ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
})
two-buttons-knight = ⚔️ Ritter → 2 Handelskarten
