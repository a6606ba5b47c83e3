ck-menus-which-card = ¿Qué carta?
ck-menus-which-progress-card = ¿Qué carta de progreso?
