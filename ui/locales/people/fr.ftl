time-built-in = { $strength ->
    [easy] un joueur virtuel facile
    [hard] un joueur virtuel difficile
   *[normal] un joueur virtuel normal
}
time-zone-line = 🕰️ Fuseau horaire **{ $zone }** (il est { $local } là-bas).
time-quiet-line = 🌙 Heures calmes { $hours } : pas de mentions, les rappels attendent leur fin, ta pendule AFK s’arrête.
time-no-quiet-line = 🌙 Pas d’heures calmes (règle-les avec `quiet_from` et `quiet_to`, p. ex. 23:00 et 08:00).
time-away-pause-line = 🏖️ Absent jusqu’au { $back } : tes parties sont suspendues là où tous les joueurs acceptent sous { $hours } h ; ailleurs, { $bot } joue ta place.
time-away-bot-line = 🏖️ Absent jusqu’au { $back } : { $bot } joue tes places.
time-back-ends-it = `/catan me back` y met fin tout de suite.
time-quiet-until = 💤 Tes heures calmes durent jusqu’à { $time }.
time-pause-agreed-all = Merci : tout le monde a accepté, la partie #{ $game } est suspendue.
time-pause-agreed = Merci : la partie #{ $game } sera suspendue dès que { $names } { $count ->
    [one] aura accepté
   *[other] auront accepté
} aussi (avant { $by }, { $relative } ; sinon la demande expire).
time-game-refused = Partie #{ $game } : { $refusal }
time-game-paused = Partie #{ $game } : suspendue.
time-game-asked = Partie #{ $game } : la table est invitée à accepter dans son fil.
time-handed-over = Confiée maintenant : { $games }.
time-game-ref = partie #{ $game }
time-game-asked-soon = Partie #{ $game } : sa table sera invitée à accepter d’ici quelques minutes.
time-game-handed-soon = Partie #{ $game } : confiée d’ici quelques minutes.

notify-waits-on-you = ⏳ La partie de Catan #{ $game } t’attend. { $what }
    { $link }
notify-digest = 🗞️ Ton résumé Catan du jour
    { $inbox }
notify-no-games = Tu n’as aucune partie de Catan en cours. Lances-en une avec `/catan new` dans un serveur.
notify-and-more = … et { $count } de plus.
notify-inbox-head = **Tes parties de Catan** ({ $count } en cours, { $mine } t’attendent)
notify-a-server = un serveur
notify-not-running = { $status ->
    [lobby] lobby
    [needs_attention] demande l’attention d’un admin
   *[other] { $status }
} ({ $count } inscrits)
notify-entry = • #{ $game } sur { $where } : { $state } { $link }
notify-entry-your-move = • #{ $game } sur { $where } : ⏳ **à toi de jouer** — { $state } { $link }
notify-paused-for = ⏸️ Suspendue pour { $name } jusqu’au { $until } (ou `/catan me back`).
notify-pause-asked = ⏸️ { $name } demande de la suspendre : accepte avant { $by } ({ $relative }).
notify-pending-then = { $pending } { $state }
notify-nothing-to-do = Rien à faire.
notify-bots-moving = Les joueurs virtuels jouent leurs coups.
notify-waits-since = { $waits }, depuis { $since }.
inbox-notify-mention = 🔔 Préviens-moi par une mention dans le fil de la partie
inbox-notify-dm = ✉️ Préviens-moi par MP (sans mention)
inbox-notify-both = 🔔✉️ Préviens-moi par une mention et un MP
inbox-notify-digest = 🗞️ Un MP par jour : un résumé à l’heure choisie
inbox-digest-at = 🗞️ Résumé à { $time } ({ $zone })
inbox-settings-digest = Notifications : un résumé quotidien à { $time }, ton heure ({ $zone }).
inbox-settings-mention = Notifications : tu es prévenu de tes parties par une mention dans le fil de la partie.
inbox-settings-dm = Notifications : tu es prévenu de tes parties par MP (sans mention).
inbox-settings-both = Notifications : tu es prévenu de tes parties par une mention et un MP.
inbox-not-on-menu = Ce choix n’est pas dans le menu ; utilise de nouveau `/catan me games`.
inbox-placeholder-mode = Comment je sais qu’une partie m’attend
inbox-placeholder-digest = Quand arrive mon résumé quotidien

orders-title-default = **Tes ordres permanents par défaut** (pour toute partie sans les siens)
orders-title = **Tes ordres permanents dans la partie de Catan #{ $game }**
orders-none = aucun : la partie t’attend comme d’habitude
orders-bullet = • { $line }
orders-explained = Un ordre répond pour toi quand sa décision est due (après ton délai de grâce, si tu n’as pas répondu avant), avec tes propres cartes ; la table voit la réponse comme si tu l’avais donnée.
orders-line-roll = 🎲 lancer les dés au début de mon tour
orders-line-priority = ✋ sur un 7, défausser dans cet ordre : { $cards }
orders-line-keep-build = ✋ sur un 7, garder ce qu’il faut pour une ville ou une colonie
orders-line-decline = 🙅 refuser les offres d’échange qu’on me fait
orders-line-answers = 🏰 répondre pour moi aux décisions qui bloquent les autres
orders-line-answers-covered = 🏰 répondre pour moi aux décisions qui bloquent les autres : { $covered }
orders-line-night = 🌙 pendant mes heures calmes, { $bot } décide pour moi
orders-night-bot-easy = un joueur virtuel facile
orders-night-bot-normal = un joueur virtuel normal
orders-night-bot-hard = un joueur virtuel difficile
orders-line-grace = … chaque fois { $minutes } min après l’échéance de la décision
orders-answers-label = 🏰 Réponds pour moi : { $covered }
orders-flag-roll = 🎲 Lancer les dés au début de mon tour
orders-flag-decline = 🙅 Refuser les offres d’échange qu’on me fait
orders-placeholder-flags = Ce qu’il faut faire pour moi
orders-placeholder-discard = Sur un 7
orders-placeholder-grace = Délai de grâce
orders-placeholder-night = Pendant mes heures calmes
orders-discard-off = ✋ Sur un 7 : je défausse moi-même
orders-discard-keep_build = ✋ Sur un 7 : garder ce qu’il faut pour une ville ou une colonie
orders-discard-priority = ✋ Sur un 7 : défausser dans mon ordre de priorité
orders-grace = ⏱️ Répondre { $minutes } min après l’échéance
orders-grace-none = ⏱️ Répondre dès l’échéance
orders-night-off = 🌙 Pendant mes heures calmes : la partie m’attend
orders-night-easy = 🌙 Pendant mes heures calmes : un joueur virtuel facile
orders-night-normal = 🌙 Pendant mes heures calmes : un joueur virtuel normal
orders-night-hard = 🌙 Pendant mes heures calmes : un joueur virtuel difficile
orders-button-orders = 📜 Ordres permanents…
orders-button-default-orders = 📜 Ordres permanents par défaut…
orders-button-priority = ✏️ Priorité de défausse…
orders-button-default = ⭐ En faire mon défaut
orders-button-clear = ↩️ Utiliser mon défaut ici
orders-priority-title = Priorité de défausse
orders-priority-label = Cartes à céder d’abord, dans l’ordre
orders-made-default = ⭐ C’est maintenant ton défaut pour toutes les parties.
orders-default-applies = ↩️ Tes ordres par défaut s’appliquent dans cette partie.
orders-not-on-menu = Ce choix n’est pas dans le menu ; rouvre les ordres permanents.
orders-name-cards = Nomme les cartes à céder d’abord, p. ex. { $cards }.
orders-night-strengths = Le joueur virtuel de tes heures calmes est easy, normal ou hard.
orders-discard-modes = Les ordres de défausse sont l’un de { $modes }.
orders-priority-cards = La priorité cite chaque carte une fois, parmi : { $cards }.
orders-grace-range = Le délai de grâce va de 0 minute à une semaine.

## Les lignes d’ordres permanents du MP de la main
orders-in-force = 📜 Ordres permanents : { $orders }
orders-and = { $line } ; { $more }
orders-applied = 📜 Ordre permanent : { $what }.
orders-applied-answer = 📜 Ordre permanent : { $decision } : { $choice }.
orders-intersection = intersection { $spot }
orders-no-choice = aucun
orders-night-chose = 🌙 Pendant tes heures calmes, { $bot } a choisi : { $what }.
orders-bot-played = 🤖 Un joueur virtuel { $strength ->
    [easy] facile
    [hard] difficile
   *[other] normal
} a joué pour toi : { $what }.
orders-earlier-moves = 🤖 { $count ->
    [one] { $count } coup précédent joué
   *[other] { $count } coups précédents joués
} pour toi (voir `/catan history log`).
