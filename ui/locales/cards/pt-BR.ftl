cards-none-given = Nenhuma carta informada. Escreva como `2 wool 1 ore` (matérias-primas em inglês: brick, lumber, ore, grain, wool).
cards-not-understood = Não entendi `{ $typed }`. Escreva como `2 wool 1 ore` (matérias-primas em inglês: brick, lumber, ore, grain, wool).
cards-impossible-count = `{ $typed }` não é um número de cartas possível (de 1 a { $most }).
cards-not-a-resource = `{ $typed }` não é uma matéria-prima. As matérias-primas se escrevem brick, lumber, ore, grain e wool.
cards-not-a-resource-close = `{ $typed }` não é uma matéria-prima. Você quis dizer { $close }? As matérias-primas se escrevem brick, lumber, ore, grain e wool.
