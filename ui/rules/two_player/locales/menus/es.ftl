two-menus-neutral = Colocar la pieza neutral
two-menus-give-back = Devolver 2 cartas
two-menus-cards-to-give-back = Cartas que devolver
two-menus-not-a-legal-spot = `{ $typed }` no es un lugar permitido para ella: elige uno de la lista mientras escribes.
two-menus-neutral-choice = { $who }: { $where }
