# The 2-player variant: its slash commands' descriptions (issue #33 item 2).
two-cmd-group = 2 jugadores: piezas neutrales, cartas de comercio
two-cmd-neutral-road = Un camino neutral
two-cmd-neutral-settlement = Un poblado neutral
two-cmd-pick = elige de la lista
two-cmd-forced = Intercambio forzoso: roba 2, devuelve 2
two-cmd-desert = Ladrón al desierto
two-cmd-knight = Un Caballero jugado por 2 cartas de comercio
two-cmd-giveback = Las 2 cartas devueltas
two-cmd-giveback-cards = p. ej. `1 wool 1 ore`
