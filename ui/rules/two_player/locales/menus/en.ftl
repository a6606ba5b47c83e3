# The 2-player variant: its menus and what is typed for them (cogs/rules/two_player, issue #33). Keys: two-menus-<what>.
two-menus-neutral = Place the neutral piece
two-menus-give-back = Give 2 cards back
two-menus-cards-to-give-back = Cards to give back
two-menus-not-a-legal-spot = `{ $typed }` is not a legal spot for it: pick one from the list as you type.
two-menus-neutral-choice = { $who }: { $where }
