two-buttons-doing-neutral = placer une pièce neutre
two-buttons-doing-giveback = rendre des cartes
two-buttons-neutral = 🏳️ Pièce neutre…
two-buttons-giveback = ↩️ Rendre…
two-buttons-forced = 🔁 Échange forcé ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
})
two-buttons-desert = 🏜️ Voleur au désert ({ $count ->
    [one] { $count } carte
   *[other] { $count } cartes
})
two-buttons-knight = ⚔️ Chevalier → 2 cartes Commerce
two-buttons-prompt-neutral = Placer la pièce neutre
two-buttons-prompt-giveback = Rendre 2 cartes
two-buttons-neutral-choice = { $who } : { $where }
