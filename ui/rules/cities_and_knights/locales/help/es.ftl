# Las palabras de cities_and_knights, español (issue #33). Términos de «Ciudades y Caballeros» (Devir).


## /catan help topic:cities_and_knights

help-cities_and_knights =
    { "*" }*Ciudades y Caballeros** (si la partida la usa; gana el primero con 13 PV)
    • Tirada: rojo + amarillo como siempre, y el dado de eventos: un barco hace avanzar a los bárbaros; una puerta de un color da una carta de progreso de ese color a cada jugador con nivel 1+ en esa área cuyo nivel + 1 sea al menos el dado rojo (el nivel 1 roba con rojo 1-2, el nivel 5 con 1-6).
    • Las ciudades también producen mercancías: bosque papel, montaña moneda, pasto tela. Mejora un área (**Mejorar…**): el nivel N cuesta N de su mercancía (comercio tela, política moneda, ciencia papel); el nivel 3 da una habilidad, el primero en llegar al nivel 4 obtiene la metrópolis (+2 PV), y si otro llega antes al nivel 5, se la quita.
    • Caballeros (**Caballeros…**, `/catan ck knight`): reclutar o ascender (lana + mineral), activar (cereales), y luego mover, desplazar a un caballero más débil o expulsar al ladrón. Cuando los bárbaros desembarcan (su fuerza = todas las ciudades), defienden los caballeros activos: si son más débiles, los jugadores con menos fuerza de caballeros pierden cada uno una ciudad (no una metrópolis); si no, el defensor más fuerte se convierte en Defensor de Catan (1 PV). Hasta el primer ataque, un 7 solo obliga a descartar: el ladrón se queda en el desierto.
    • Muralla (2 arcilla, `/catan build wall` o **Construir…**): +2 a tu límite de cartas en mano, 3 como máximo. Cartas de progreso (**Progreso…**, `/catan ck progress`): hasta 4 en la mano, se juegan tras la tirada (el Alquimista, antes). Las decisiones que otros te deben (**Responder…**, `/catan ck answer`) se les piden en el hilo.
    { "*" }*Comandos:** `/catan ck knight move`, `/catan ck improve track`, `/catan ck progress play`, `/catan ck answer choice`, `/catan build wall spot`; `/catan new expansion:Cities & Knights` con `barbarians` y `ck_variant`.
    .menu = cities_and_knights: la expansión Ciudades y Caballeros
