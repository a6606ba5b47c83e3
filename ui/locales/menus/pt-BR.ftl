menus-bank-trade-4 = Dê { $give } → { $get } (4:1, banco)
menus-bank-trade-3 = Dê { $give } → { $get } (3:1, porto 3:1)
menus-bank-trade-2 = Dê { $give } → { $get } (2:1, porto de { $harbor })

menus-prompt-build = Construir
menus-prompt-dev = Jogar uma carta de desenvolvimento
menus-prompt-bank = Negociar com o banco
menus-prompt-robber = Mover o ladrão
menus-prompt-steal = Escolha quem roubar
menus-prompt-line = { $prompt }:
menus-prompt-line-first = { $prompt } (mostrando as 125 primeiras; use o comando de barra para o resto):
