cards-none-given = Keine Karten angegeben. Schreib es wie `2 wool 1 ore` (Rohstoffe auf Englisch: brick, lumber, ore, grain, wool).
cards-not-understood = Ich verstehe `{ $typed }` nicht. Schreib es wie `2 wool 1 ore` (Rohstoffe auf Englisch: brick, lumber, ore, grain, wool).
cards-impossible-count = `{ $typed }` ist keine mögliche Kartenzahl (1 bis { $most }).
cards-not-a-resource = `{ $typed }` ist kein Rohstoff. Die Rohstoffe heißen brick, lumber, ore, grain und wool.
cards-not-a-resource-close = `{ $typed }` ist kein Rohstoff. Meintest du { $close }? Die Rohstoffe heißen brick, lumber, ore, grain und wool.
