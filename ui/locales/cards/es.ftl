cards-none-given = No has dado ninguna carta. Escríbelo como `2 lana 1 mineral` (materias primas: arcilla, madera, mineral, cereales, lana; los nombres en inglés también valen).
cards-not-understood = No entiendo `{ $typed }`. Escríbelo como `2 lana 1 mineral` (materias primas: arcilla, madera, mineral, cereales, lana; los nombres en inglés también valen).
cards-impossible-count = `{ $typed }` no es un número de cartas posible (de 1 a { $most }).
cards-not-a-resource = `{ $typed }` no es una materia prima. Las materias primas son arcilla, madera, mineral, cereales y lana.
cards-not-a-resource-close = `{ $typed }` no es una materia prima. ¿Querías decir { $close }? Las materias primas son arcilla, madera, mineral, cereales y lana.
