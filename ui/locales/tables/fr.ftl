tables-text-channel-only = Lance les parties dans un salon textuel d’un serveur : j’y ouvre un fil pour chaque partie.
tables-open = ✅ Le lobby de la partie #{ $game } est ouvert ci-dessous : les autres appuient sur **Rejoindre**, toi sur **Démarrer**.
tables-cancelled-reply = La partie #{ $game } est annulée.
tables-cancelled-by = Cette partie a été annulée par { $user }.
tables-cancelled = Cette partie a été annulée.
buttons-seat-quit = Oui, quitter la partie
buttons-seat-take = Prendre la place
buttons-seat-end = Terminer la partie
buttons-seat-back = Je suis de retour
seats-removed = { $player } a été retiré de la partie #{ $game }.
seats-leave-lobby = Quitter le lobby de la partie #{ $game } ?
seats-not-playing = Tu ne joues pas dans cette partie.
seats-leave-game = Quitter la partie #{ $game } ? Ta place reste à la table avec ses cartes et ses pièces ; les autres continuent, et quelqu’un d’autre peut prendre ta place, ou les joueurs restants peuvent terminer la partie. Tu ne pourras pas revenir à cette place une fois que quelqu’un d’autre l’aura prise.
seats-you-left = Tu as quitté la partie #{ $game }.
seats-how-left = { $name } a quitté la partie
seats-how-removed = { $name } a été retiré de la partie
seats-everyone-left = { $how }. Il ne reste personne à la table : la partie s’arrête ici (abandonnée) et reste dans l’historique.
seats-closed-everyone-left = Cette partie est terminée : tout le monde est parti.
seats-seat-open = { $others } — { $how }. Sa place garde ses cartes et ses pièces. Quiconque ne joue pas peut **prendre la place** et continuer ; ou les joueurs restants peuvent **terminer la partie** (la majorité d’entre eux doit être d’accord). En attendant, la partie attend chaque fois que c’est à cette place d’agir.
seats-taken-over = { $name } reprend la place de { $left } ({ $colour }) et continue avec ses cartes et ses pièces.
seats-you-play = Tu joues maintenant { $colour } dans la partie #{ $game }. Ta main arrive par MP.
seats-only-players-end = Seuls les joueurs encore à la table peuvent terminer la partie.
seats-not-running = La partie #{ $game } n’est plus en cours.
seats-wants-end = { $name } veut terminer la partie ({ $votes } sur { $needed } nécessaires).
seats-vote-counted = Ton vote pour terminer la partie est compté.
seats-players-ended = Les joueurs restants ont terminé la partie. Elle reste dans l’historique (abandonnée).
seats-closed-players-stopped = Cette partie est terminée : les joueurs ont choisi d’arrêter.
bots-placeholder = Ajouter ou retirer un joueur virtuel
bots-host-only = Seul l’hôte ajoute ou retire des joueurs virtuels.
bots-add = { $strength ->
    [easy] Ajouter un joueur virtuel facile
    [hard] Ajouter un joueur virtuel difficile
   *[normal] Ajouter un joueur virtuel normal
}
bots-remove = Retirer { $name }
bots-menu-title = Joueurs virtuels de cette partie :
bots-added = { $strength ->
    [easy] Joueur virtuel facile ajouté.
    [hard] Joueur virtuel difficile ajouté.
   *[normal] Joueur virtuel normal ajouté.
}
bots-a-bot = Un joueur virtuel
bots-removed = Joueur virtuel retiré.
bots-pick-entry = Choisis une entrée du menu.
bots-only-own-seat = Seul le joueur de cette place peut la reprendre.
bots-seat-yours = Ta place est déjà à toi : aucun joueur virtuel ne la joue.
bots-is-back = { $name } est de retour et joue à nouveau sa place.
bots-welcome-back-seat = Bon retour : tu joues à nouveau ta place dans la partie #{ $game }.
bots-host-only-game = Seul l’hôte de la partie #{ $game } (ou un admin) peut faire cela.
bots-done = C’est fait.
bots-welcome-back = Bon retour : ton absence est terminée, tes places et tes parties sont à nouveau à toi.
bots-strength-easy = facile : coups légaux avec des préférences simples
bots-strength-normal = normal : un joueur heuristique solide
bots-strength-hard = difficile : calcule à l’avance (jusqu’à une seconde par coup)
