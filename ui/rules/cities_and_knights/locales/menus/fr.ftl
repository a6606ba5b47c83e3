ck-menus-which-card = Quelle carte ?
ck-menus-which-progress-card = Quelle carte Progrès ?
