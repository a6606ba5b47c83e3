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

## Respuestas a una decisión
ck-menus-answer-discard = Descartar 1 { $card }
ck-menus-answer-give = Dar 1 { $card } a { $who }
ck-menus-them = ese jugador
ck-menus-answer-take = Tomar 1 { $card }
ck-menus-answer-aqueduct = Tomar 1 { $card } (Acueducto)
ck-menus-answer-aqueduct-none = No tomar nada
ck-menus-answer-pillage = Perder la ciudad en { $spot }
ck-menus-answer-metropolis = Poner la metrópolis en tu ciudad en { $spot }
ck-menus-answer-retreat = Mover tu caballero a { $spot }
ck-menus-answer-deserter-remove = Quitar tu caballero en { $spot }
ck-menus-answer-deserter-place = Colocar el caballero en { $spot }
ck-menus-answer-deserter-place-none = No colocar ningún caballero
ck-menus-answer-commit = Enviar el caballero en { $spot }
ck-menus-answer-commit-none = No enviar más caballeros
ck-menus-answer-deck = Robar del mazo de { $deck }
ck-menus-deck-0 = comercio (amarillo)
ck-menus-deck-1 = política (azul)
ck-menus-deck-2 = ciencia (verde)
ck-menus-answer-put-back = Devolver { $card }
ck-menus-answer-spy = Tomar { $card }
ck-menus-answer-spy-none = No tomar ninguna carta
ck-menus-answer-diplomat = Volver a colocar el camino en { $spot }
ck-menus-answer-diplomat-none = Quedarte el camino en tu reserva
ck-menus-answer-other = Respuesta { $choice }
ck-menus-answer-take-nothing = No tomar nada
ck-menus-answer-remove = Quitar tu caballero de { $spot }
ck-menus-answer-place-none = No colocar ningún caballero
ck-menus-answer-place = Colocar el caballero en { $spot }
ck-menus-answer-draw = Robar del mazo { $deck }
ck-menus-answer-diplomat-keep = Guardar el camino en tu reserva
