ck-menus-which-card = Qual carta?
ck-menus-which-progress-card = Qual carta de progresso?
