ck-menus-which-card = ¿Qué carta?
ck-menus-which-progress-card = ¿Qué carta de progreso?

## Caballeros…, Mejorar…, Progreso…, Responder…
ck-menus-prompt-knights = Caballeros
ck-menus-prompt-improve = Mejorar una ciudad
ck-menus-prompt-progress = Jugar una carta de progreso
ck-menus-prompt-answer = Responder a una decisión
ck-menus-prompt-play = Jugar { $card }
ck-menus-kind-harbor-offers = Puerto comercial (ofertas)
ck-menus-kind-put-back = Devolver una carta (límite de mano)
ck-menus-pick-card = Elige una carta del menú.
ck-menus-pick-listed = Elige una de las jugadas que ofrece la lista mientras escribes.
