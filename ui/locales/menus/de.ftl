menus-bank-trade-4 = Gib { $give } → { $get } (4:1, Bank)
menus-bank-trade-3 = Gib { $give } → { $get } (3:1, 3:1-Hafen)
menus-bank-trade-2 = Gib { $give } → { $get } (2:1, { $harbor }-Hafen)

menus-prompt-build = Bauen
menus-prompt-dev = Eine Entwicklungskarte ausspielen
menus-prompt-bank = Mit der Bank handeln
menus-prompt-robber = Den Räuber versetzen
menus-prompt-steal = Wähle, wen du beraubst
menus-prompt-line = { $prompt }:
menus-prompt-line-first = { $prompt } (die ersten 125; für den Rest den Slash-Befehl verwenden):
