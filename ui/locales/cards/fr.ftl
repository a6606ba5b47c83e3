cards-none-given = Aucune carte donnée. Écris-le comme `2 wool 1 ore` (ressources en anglais : brick, lumber, ore, grain, wool).
cards-not-understood = Je ne comprends pas `{ $typed }`. Écris-le comme `2 wool 1 ore` (ressources en anglais : brick, lumber, ore, grain, wool).
cards-impossible-count = `{ $typed }` n’est pas un nombre de cartes possible (1 à { $most }).
cards-not-a-resource = `{ $typed }` n’est pas une ressource. Les ressources s’écrivent brick, lumber, ore, grain et wool.
cards-not-a-resource-close = `{ $typed }` n’est pas une ressource. Voulais-tu dire { $close } ? Les ressources s’écrivent brick, lumber, ore, grain et wool.
