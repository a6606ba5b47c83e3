cards-none-given = No has dado ninguna carta. Escríbelo como `2 wool 1 ore` (materias primas en inglés: brick, lumber, ore, grain, wool).
cards-not-understood = No entiendo `{ $typed }`. Escríbelo como `2 wool 1 ore` (materias primas en inglés: brick, lumber, ore, grain, wool).
cards-impossible-count = `{ $typed }` no es un número de cartas posible (de 1 a { $most }).
cards-not-a-resource = `{ $typed }` no es una materia prima. Las materias primas se escriben brick, lumber, ore, grain y wool.
cards-not-a-resource-close = `{ $typed }` no es una materia prima. ¿Querías decir { $close }? Las materias primas se escriben brick, lumber, ore, grain y wool.
