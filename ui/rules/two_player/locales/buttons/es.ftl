two-buttons-doing-neutral = colocar una pieza neutral
two-buttons-doing-giveback = devolver cartas
two-buttons-neutral = 🏳️ Pieza neutral…
two-buttons-giveback = ↩️ Devolver…
two-buttons-forced = 🔁 Intercambio forzoso ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
two-buttons-desert = 🏜️ Ladrón al desierto ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
two-buttons-knight = ⚔️ Caballero → 2 cartas de comercio
two-buttons-prompt-neutral = Colocar la pieza neutral
two-buttons-prompt-giveback = Devolver 2 cartas
two-buttons-neutral-choice = { $who }: { $where }
