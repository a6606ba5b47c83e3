# Las palabras de seafarers, español (issue #33). Términos de «Navegantes» (Devir).

## /catan help topic:seafarers
help-seafarers =
    {"*"}*Navegantes** (3 o 4 jugadores): `/catan new scenario:` crea una partida de Navegantes en uno de los cuatro mapas de la lista, con su disposición impresa o barajada: **Rumbo a nuevas orillas** (14 PV), **Las cuatro islas**, **La isla de la niebla**, **A través del desierto** (12 PV). El mar es parte del tablero: islas, lados de costa (tierra a un lado) y lados de mar.
    • **Barcos** (1 madera + 1 lana, desde **🏗️ Construir…**): en un lado de costa o de mar junto a tu poblado, ciudad o barco; en la fase de fundación puedes poner un barco en lugar del camino. Caminos y barcos solo se unen en un poblado o una ciudad.
    • **⛵ Navegar…**: una vez por turno, tras la tirada, mueve el barco del extremo de una ruta abierta (ni construido en este turno ni junto al pirata) a otro lado libre junto a tus piezas.
    • **Gran Ruta Comercial**: caminos y barcos cuentan juntos (2 PV).
    • **🏴‍☠️ Mover el pirata…**: con un 7 o un Caballero, mueve el ladrón *o* el pirata (a un hexágono de mar); el pirata roba a un jugador con un barco a su lado y bloquea los barcos de ahí.
    • **Ríos de oro**: cada poblado en un río de oro cuyo número sale da 1 materia prima a elegir, cada ciudad 2. A quienes deben elegir se les pregunta en el hilo y eligen en privado (**🪙 Elegir oro…**); las elecciones siguen ocultas hasta que todos han elegido.
    • **Niebla** (La isla de la niebla): un camino o barco que llega a un hexágono de niebla lo destapa, y quien lo descubre recibe 1 carta de su materia prima (un río de oro: 1 a elegir). **Fichas Catan**: 1 PV cada una, por colonizar islas nuevas (Nuevas orillas, Cuatro islas, A través del desierto).
    Las jugadas de Navegantes están en los botones del mensaje del turno (sus menús solo muestran jugadas válidas); caminos, poblados, ciudades, el ladrón y su robo mantienen sus comandos.
    .menu = seafarers: la expansión Navegantes (barcos, pirata, oro, niebla)
