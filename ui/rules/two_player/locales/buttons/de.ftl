two-buttons-doing-neutral = ein neutrales Bauwerk setzen
two-buttons-doing-giveback = Karten zurückgeben
