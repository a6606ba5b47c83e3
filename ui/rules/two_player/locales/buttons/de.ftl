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
two-buttons-prompt-neutral = Das neutrale Bauwerk setzen
two-buttons-prompt-giveback = 2 Karten zurückgeben
two-buttons-neutral-choice = { $who }: { $where }
