cards-none-given = Nenhuma carta informada. Escreva como `2 lã 1 minério` (matérias-primas: tijolo, madeira, minério, trigo, lã; os nomes em inglês também valem).
cards-not-understood = Não entendi `{ $typed }`. Escreva como `2 lã 1 minério` (matérias-primas: tijolo, madeira, minério, trigo, lã; os nomes em inglês também valem).
cards-impossible-count = `{ $typed }` não é um número de cartas possível (de 1 a { $most }).
cards-not-a-resource = `{ $typed }` não é uma matéria-prima. As matérias-primas são tijolo, madeira, minério, trigo e lã.
cards-not-a-resource-close = `{ $typed }` não é uma matéria-prima. Você quis dizer { $close }? As matérias-primas são tijolo, madeira, minério, trigo e lã.
