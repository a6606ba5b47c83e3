# 5-6 joueurs dans le fil et le lobby, français (issue #33).

six-thread-mode-special-build-phase = phase de construction spéciale
six-thread-mode-paired-players = binômes
six-thread-paired-help = fait avancer les parties à six : n’attend jamais plus de deux joueurs par tour
six-thread-rules = { $rules }, 5-6 joueurs ({ $mode })
six-thread-option-turn-mode = Mode de tour (5-6 joueurs)
six-thread-option-slots = Tours de construction (5-6 joueurs)
six-thread-lapse-slot = Tour de construction
six-thread-prompt-slot = construire ou acheter pendant ton tour de construction (ni échange, ni carte), puis appuyer sur ⏭️ Construction terminée
    .about = construire ou acheter pendant { $you ->
        [1] ton
       *[other] son
    } tour de construction (ni échange, ni carte), puis appuyer sur ⏭️ Construction terminée
six-thread-prompt-second = jouer ta phase du second : construire, acheter, jouer une carte ou échanger avec la banque (pas d’échange entre joueurs), puis ⏭️ Finir le tour
    .about = jouer { $you ->
        [1] ta
       *[other] sa
    } phase du second : construire, acheter, jouer une carte ou échanger avec la banque (pas d’échange entre joueurs), puis ⏭️ Finir le tour
six-thread-prompt-robber-start = choisir le désert où commence le voleur
    .about = choisir le désert où commence le voleur
six-thread-status-mode = Mode de tour : { $mode }
six-thread-status-sbp = Phase de construction spéciale après le tour de { $after } : { $who } construit ; encore à venir : { $to_come }
six-thread-status-asked = Construisent après ce tour : { $who }
six-thread-status-second = Phase du second : { $who } (construit et échange avec la banque seulement)
six-thread-requested = 🏗️ { $who } construira après ce tour.
six-thread-slot = 🏗️ Phase de construction spéciale : tour de { $who }.
six-thread-passed = 🏗️ { $who } a fini de construire.
six-thread-second = 👥 Phase du second : { $who } construit et échange avec la banque (binômes).

## Le message du tour de construction spéciale
six-thread-slot-yours = 🏗️ { $who } — ton tour de construction spéciale après le tour de { $after } : construis ou achète avec les boutons ci-dessous (pas d’échange, pas de cartes), puis **⏭️ Construction terminée**.
six-thread-slot-lapses = { $slot } Il passe tout seul après { $limit }.
six-thread-limit-minutes = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
six-thread-limit-hours = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
}
six-thread-slot-over = 🏗️ Le tour de construction spéciale de { $who } est terminé.
six-thread-the-player = Le joueur
six-thread-options-need-five = { $options } { $count ->
    [one] ne s’applique
   *[other] ne s’appliquent
} qu’à 5 ou 6 joueurs : choisis `players` 5 ou 6, ou laisse { $options } de côté pour { $players } joueurs.
six-thread-slots-public-info-only = seulement selon ce que tous voient
six-thread-slots-always-offer = toujours proposés
six-thread-slots-skip-if-nothing-affordable = sautés si rien n'est abordable
six-thread-slots-on-request = sur demande
six-thread-slot-open = 🏗️ { $who } — ton tour de construction après le tour de { $after } : construis ou achète avec les boutons ci-dessous (pas d'échange, pas de cartes), puis **⏭️ Construction terminée**.
six-thread-slot-lapse-hours =
    Il passe tout seul après { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }.
six-thread-slot-lapse-minutes =
    Il passe tout seul après { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }.
six-thread-too-few-players = { $options } ne s'appliquent qu'à 5 ou 6 joueurs : choisis `players` 5 ou 6, ou retire { $options } pour { $players } joueurs.
