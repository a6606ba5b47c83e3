menus-bank-trade-4 = Da { $give } → { $get } (4:1, banca)
menus-bank-trade-3 = Da { $give } → { $get } (3:1, puerto 3:1)
menus-bank-trade-2 = Da { $give } → { $get } (2:1, puerto de { $harbor })

menus-prompt-build = Construir
menus-prompt-dev = Jugar una carta de desarrollo
menus-prompt-bank = Comerciar con la banca
menus-prompt-robber = Mover el ladrón
menus-prompt-steal = Elige a quién robar
menus-prompt-line = { $prompt }:
menus-prompt-line-first = { $prompt } (se muestran las 125 primeras; usa el comando de barra para el resto):
