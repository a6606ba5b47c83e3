two-menus-neutral = Placer la pièce neutre
two-menus-give-back = Rendre 2 cartes
two-menus-cards-to-give-back = Cartes à rendre
two-menus-not-a-legal-spot = `{ $typed }` n’est pas un emplacement permis pour elle : choisis-en un dans la liste pendant que tu tapes.
two-menus-neutral-choice = { $who } : { $where }
