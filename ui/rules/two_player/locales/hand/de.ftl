two-hand-trade-cards = Handelskarten: { $held } (ein Zwangstausch oder den Räuber in die Wüste zu versetzen kostet dich jetzt { $price })
two-hand-give-back = ⚠️ Gib 2 Karten zurück, um den Zwangstausch abzuschließen: Nutze den Knopf **↩️ Zurückgeben…**.
