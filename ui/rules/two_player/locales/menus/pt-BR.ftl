two-menus-neutral = Colocar a peça neutra
two-menus-give-back = Devolver 2 cartas
two-menus-cards-to-give-back = Cartas para devolver
two-menus-not-a-legal-spot = `{ $typed }` não é um lugar permitido para ela: escolha um da lista enquanto digita.
two-menus-neutral-choice = { $who }: { $where }
