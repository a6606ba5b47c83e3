cards-none-given = Keine Karten angegeben. Schreib es wie `2 Wolle 1 Erz` (Rohstoffe: Lehm, Holz, Erz, Getreide, Wolle; die englischen Namen gehen auch).
cards-not-understood = Ich verstehe `{ $typed }` nicht. Schreib es wie `2 Wolle 1 Erz` (Rohstoffe: Lehm, Holz, Erz, Getreide, Wolle; die englischen Namen gehen auch).
cards-impossible-count = `{ $typed }` ist keine mögliche Kartenzahl (1 bis { $most }).
cards-not-a-resource = `{ $typed }` ist kein Rohstoff. Die Rohstoffe heißen Lehm, Holz, Erz, Getreide und Wolle.
cards-not-a-resource-close = `{ $typed }` ist kein Rohstoff. Meintest du { $close }? Die Rohstoffe heißen Lehm, Holz, Erz, Getreide und Wolle.
