# Les refus du service qu'une personne lit (issue #33).

service-sentences = { $first }{ $second }
service-game-not-found = Il n’y a pas de partie #{ $game }.
service-not-a-player = Tu ne joues pas dans la partie #{ $game }.
service-seat-left = Tu as quitté la partie #{ $game } ; ta place est libre pour quelqu’un d’autre.
service-seat-not-open = Aucune place de la partie #{ $game } n’est libre (personne ne l’a quittée).
service-game-lobby = La partie #{ $game } n’a pas encore commencé.
service-game-finished = La partie #{ $game } est terminée.
service-game-cancelled = La partie #{ $game } a été annulée.
service-game-abandoned = La partie #{ $game } a été abandonnée.
service-game-not-running = La partie #{ $game } n’est pas en cours.
service-needs-attention = La partie #{ $game } est suspendue : son état enregistré demande l’attention d’un admin. Aucun coup n’est perdu.
service-already-started = La partie #{ $game } a déjà commencé.
service-lobby-closed = La partie #{ $game } n’accepte plus de joueurs.
service-already-joined = Tu es déjà dans la partie #{ $game }.
service-lobby-full = La partie #{ $game } est complète ({ $count } joueurs).
service-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
service-players-range = { $low } à { $high } joueurs
service-not-enough-players = La partie #{ $game } a besoin de { $need } pour commencer ; elle en a { $count }.
service-ck-table-note = { " " }Villes & Chevaliers se joue de 3 à 6 ; la variante à 2 joueurs est pour le jeu de base.
service-conflict = La partie #{ $game } a changé au même moment ; réessaie.
service-internal-error = Quelque chose s’est mal passé de notre côté ; rien n’a été enregistré. Réessaie.
service-internal-error-in = Quelque chose s’est mal passé de notre côté dans la partie #{ $game } ; rien n’a été enregistré. Réessaie.
service-needs-a-person = La partie #{ $game } a besoin d’au moins une personne à la table.
service-bot-strength = Un joueur virtuel est { $strengths } ; pas « { $typed } ».
service-host-only-start = Seul l’hôte de la partie #{ $game } (ou un admin) peut la démarrer.
service-host-only-cancel = Seul l’hôte de la partie #{ $game } (ou un admin) peut l’annuler.
service-host-only-remove-players = Seul l’hôte de la partie #{ $game } (ou un admin) peut retirer d’autres joueurs.
service-host-only-add-bots = Seul l’hôte de la partie #{ $game } (ou un admin) peut ajouter des joueurs virtuels.
service-host-only-remove-bots = Seul l’hôte de la partie #{ $game } (ou un admin) peut retirer des joueurs virtuels.
service-paused-for-another = La partie #{ $game } est déjà suspendue pour un autre joueur.
service-no-pause-asked = Personne ne demande à la table de suspendre cette partie maintenant.
service-paused = La partie #{ $game } est suspendue : la table a accepté d’attendre un joueur en vacances. Elle reprend quand il revient (`/catan me back`) ou quand son absence se termine.
service-not-finished = La partie #{ $game } n’est pas terminée : statistiques, rediffusions et journaux arrivent à la fin.

## Réglages
service-not-a-place-zone = « { $typed } » n’est pas le fuseau horaire d’un lieu : choisis le tien dans la liste, p. ex. Europe/Paris ou America/Montreal.
service-unknown-zone-example = « { $typed } » n’est pas un fuseau horaire que je connais : choisis-en un dans la liste, p. ex. Europe/Paris.
service-unknown-zone = « { $typed } » n’est pas un fuseau horaire que je connais : choisis-en un dans la liste.
service-not-a-time = « { $typed } » n’est pas une heure : écris-la sous la forme HH:MM, p. ex. 23:00 ou 07:30.
service-quiet-same-times = Les heures calmes doivent commencer et finir à des heures différentes (p. ex. 23:00 à 08:00).
service-vacation-ends-first = Des vacances doivent finir après avoir commencé.
service-vacation-modes = Pendant ton absence, un joueur virtuel joue ou la partie est suspendue ({ $modes }).
service-bot-strengths = Le joueur virtuel est l’un de { $strengths }.
service-languages = Langues : { $languages }.
service-notify-modes = Les notifications sont l’une de { $modes }.
service-digest-needs-time = Un résumé quotidien a besoin de l’heure locale à laquelle l’envoyer (p. ex. 19:00).
service-quiet-both-ends = Donne les deux bornes de tes heures calmes (p. ex. début 23:00, fin 08:00), ou aucune.
service-away-days = Dis combien de jours tu es absent : au moins 1 heure ({ $least } jour) et au plus { $most } jours ; p. ex. 0.5 est une demi-journée.
service-clock-form-seat = Écris la pendule comme temps par coup + réserve, p. ex. 12h+3d (ajoute 'seat' pour une reprise de place).
service-clock-form = Écris la pendule comme temps par coup + réserve, p. ex. 12h+3d, ou off.
service-clock-range = Le temps par coup d’une pendule va de { $least }m à 14d, sa réserve est 0 ou va de { $least }m à 14d, p. ex. 12h+3d ou 30m+0.
service-not-a-duration = « { $typed } » n’est pas une durée : écris un nombre et m, h ou d, p. ex. 30m, 12h ou 3d.
service-no-clock = pas de pendule
service-clock-decide = { $per_move } par coup + { $bank } de réserve ; ensuite un joueur virtuel décide
service-clock-seat = { $per_move } par coup + { $bank } de réserve ; ensuite un joueur virtuel prend la place
service-duration-days = { $days } j { $hours } h
service-duration-hours-minutes = { $hours } h { $mins } min
service-duration-hours = { $hours } h
service-duration-minutes = { $mins } min
service-clock-bank = { $who } { $bank }
service-clock-bank-move = { $who } { $bank } (+ { $move } pour ce coup)
service-waits-on = Attend { $who }.
service-waits-on-away = Attend { $who } ({ $notes }).
service-away-until = { $who } est absent jusqu'à { $until }
service-vacation-until = { $who } est en vacances jusqu'à { $until }
service-why-absent = n'a pas joué depuis { $hours } h (depuis { $since })
service-why-absent-quiet = n'a pas joué depuis { $since } : { $hours } h comptées hors de ses heures calmes
service-why-vacation = est en vacances jusqu'à { $until }
service-why-clock = n'a plus de temps à l'horloge de la partie
service-why-host = a été confié à un joueur intégré par l'hôte
service-autopilot-decision = { $who } { $why } : un joueur intégré ({ $strength }) prend cette décision à sa place ; ensuite la place lui revient.
service-autopilot-seat = { $who } { $why } : un joueur intégré ({ $strength }) joue sa place, avec ses cartes et ses pièces, jusqu'à son retour — le bouton **Je suis de retour** ou `/catan me back` la lui rend aussitôt.
