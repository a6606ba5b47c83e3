# Cards a person typed (issue #33): ui/cards.py. What people type stays in `backticks`, untranslated.
cards-none-given = No cards given. Write it like `2 wool 1 ore` (resources: brick, lumber, ore, grain, wool).
cards-not-understood = I don't understand `{ $typed }`. Write it like `2 wool 1 ore` (resources: brick, lumber, ore, grain, wool).
cards-impossible-count = `{ $typed }` is not a possible number of cards (1 to { $most }).
cards-not-a-resource = `{ $typed }` is not a resource. Resources are brick, lumber, ore, grain and wool.
cards-not-a-resource-close = `{ $typed }` is not a resource. Did you mean { $close }? Resources are brick, lumber, ore, grain and wool.
