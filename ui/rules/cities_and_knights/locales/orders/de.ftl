ck-orders-covered-pillage = die geplünderte Stadt
ck-orders-covered-gifts = Gaben für Hochzeit / Handelshafen / Deserteur
ck-orders-covered-retreats = Rückzüge von Rittern
