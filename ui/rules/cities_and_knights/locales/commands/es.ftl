# Cities & Knights: its slash commands' descriptions and choices (issue #33 item 2).
ck-cmd-wall = CyC: una muralla bajo tu ciudad (2 arcilla)
ck-cmd-your-city = tu ciudad
ck-cmd-group = Jugadas de Ciudades y Caballeros
ck-cmd-knight = CyC: reclutar, activar, ascender o mover un caballero
ck-cmd-pick = elige de la lista
ck-cmd-improve = CyC: mejorar tus ciudades en un área
ck-cmd-track-trade = comercio
ck-cmd-track-politics = política
ck-cmd-track-science = ciencia
ck-cmd-progress = CyC: jugar una carta de progreso
ck-cmd-answer = CyC: responder a una decisión pendiente
ck-cmd-expansion = Ciudades y Caballeros
ck-cmd-barbarians = CyC: longitud del recorrido de los bárbaros (7)
ck-cmd-variant = Variante de CyC
ck-cmd-variant-errant = caballero errante
ck-cmd-variant-easy = inicio fácil
ck-cmd-variant-nasty = bárbaros despiadados
