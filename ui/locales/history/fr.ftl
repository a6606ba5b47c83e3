history-button-prev = ◀ Tour précédent
history-button-next = Tour suivant ▶
history-button-jump = Aller au tour…
history-no-game-here = Il n’y a pas de partie #{ $game } sur ce serveur.
history-a-turn = Un tour
history-export = Partie #{ $game } : le journal public (JSON et texte).
history-leaderboard = 🏆 **Classement** (parties terminées)
history-no-finished = Aucune partie terminée pour l’instant.
history-bots = 🤖 **Joueurs virtuels**
history-none-yet = Aucun pour l’instant.
history-jump-title = Partie #{ $game } : aller à un tour
history-turn = Tour

## Les statistiques d’une partie terminée (history/text.py)
history-stats-head = 📊 **{ $title }**
history-bullet = • { $line }
history-player = Joueur { $seat }
history-duration-unknown = un temps inconnu
history-duration-under-a-minute = moins d’une minute
history-duration-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
history-duration-hours = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}{ $minutes ->
    [0] {""}
    [one] {" "}{ $minutes } minute
   *[other] {" "}{ $minutes } minutes
}
history-duration-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
history-length = { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} en { $took }.
history-winner = Vainqueur : { $who } avec { $vp ->
    [one] { $vp } point de victoire
   *[other] { $vp } points de victoire
}.
history-rolls = { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
} ; { $sevens } sept (attendu : { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }).
history-most-robbed = Le plus volé : { $who } ({ $times } fois).
history-drought = Plus longue disette : { $who }, { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
} d’affilée sans production.
history-biggest-trade = Plus gros échange : { $who } a donné { $gave ->
    [one] { $gave } carte
   *[other] { $gave } cartes
} à { $partner } contre { $got ->
    [one] { $got } carte
   *[other] { $got } cartes
} (tour { $turn }).
history-seat-count = { $who } { $count }

## Classement et rediffusion
history-rating-line = { $place }. { $who } — cote { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
history-rating-line-vp = { $line } · { NUMBER($vp, minimumFractionDigits: 1, maximumFractionDigits: 1) } PV en moyenne
history-bot = Joueur virtuel
history-bot-strength = Joueur virtuel ({ $strength })
history-replay = ⏪ Partie #{ $game }, rediffusion : { $when } ({ $shown } tours joués sur { $turns }).
history-replay-end = la fin de la partie
history-replay-setup = après la phase de fondation
history-replay-turn = fin du tour { $turn }
history-replay-begins = { $when }, le tour { $next } commence
