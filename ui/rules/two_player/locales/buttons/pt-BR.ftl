two-buttons-doing-neutral = colocar uma peça neutra
two-buttons-doing-giveback = devolver cartas
two-buttons-neutral = 🏳️ Peça neutra…
two-buttons-giveback = ↩️ Devolver…
two-buttons-forced = 🔁 Troca forçada ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
two-buttons-desert = 🏜️ Ladrão no deserto ({ $count ->
    [one] { $count } carta
   *[other] { $count } cartas
})
two-buttons-knight = ⚔️ Cavaleiro → 2 cartas de comércio
two-buttons-prompt-neutral = Colocar a peça neutra
two-buttons-prompt-giveback = Devolver 2 cartas
two-buttons-neutral-choice = { $who }: { $where }
