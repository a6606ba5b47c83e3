cards-none-given = Aucune carte donnée. Écris-le comme `2 laine 1 minerai` (ressources : argile, bois, minerai, blé, laine ; les noms anglais marchent aussi).
cards-not-understood = Je ne comprends pas `{ $typed }`. Écris-le comme `2 laine 1 minerai` (ressources : argile, bois, minerai, blé, laine ; les noms anglais marchent aussi).
cards-impossible-count = `{ $typed }` n’est pas un nombre de cartes possible (1 à { $most }).
cards-not-a-resource = `{ $typed }` n’est pas une ressource. Les ressources sont argile, bois, minerai, blé et laine.
cards-not-a-resource-close = `{ $typed }` n’est pas une ressource. Voulais-tu dire { $close } ? Les ressources sont argile, bois, minerai, blé et laine.
