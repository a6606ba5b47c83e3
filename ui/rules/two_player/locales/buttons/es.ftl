two-buttons-doing-neutral = colocar una pieza neutral
two-buttons-doing-giveback = devolver cartas
