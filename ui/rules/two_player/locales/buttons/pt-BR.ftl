two-buttons-doing-neutral = colocar uma peça neutra
two-buttons-doing-giveback = devolver cartas
