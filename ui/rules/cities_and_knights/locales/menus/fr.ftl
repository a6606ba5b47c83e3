ck-menus-which-card = Quelle carte ?
ck-menus-which-progress-card = Quelle carte Progrès ?

## Chevaliers…, Développer…, Progrès…, Répondre…
ck-menus-prompt-knights = Chevaliers
ck-menus-prompt-improve = Développer une ville
ck-menus-prompt-progress = Jouer une carte Progrès
ck-menus-prompt-answer = Répondre à une décision
ck-menus-prompt-play = Jouer { $card }
ck-menus-kind-harbor-offers = Port de commerce (offres)
ck-menus-kind-put-back = Remettre une carte (limite de main)
ck-menus-pick-card = Choisis une carte dans le menu.
ck-menus-pick-listed = Choisis un des coups proposés dans la liste pendant que tu tapes.

## Réponses à une décision
ck-menus-answer-discard = Défausser 1 { $card }
ck-menus-answer-give = Donner 1 { $card } à { $who }
ck-menus-them = ce joueur
ck-menus-answer-take = Prendre 1 { $card }
ck-menus-answer-aqueduct = Prendre 1 { $card } (Aqueduc)
ck-menus-answer-aqueduct-none = Ne rien prendre
ck-menus-answer-pillage = Perdre la ville en { $spot }
ck-menus-answer-metropolis = Mettre la métropole sur ta ville en { $spot }
ck-menus-answer-retreat = Déplacer ton chevalier en { $spot }
ck-menus-answer-deserter-remove = Retirer ton chevalier en { $spot }
ck-menus-answer-deserter-place = Placer le chevalier en { $spot }
ck-menus-answer-deserter-place-none = Ne placer aucun chevalier
ck-menus-answer-commit = Engager le chevalier en { $spot }
ck-menus-answer-commit-none = N’engager aucun autre chevalier
ck-menus-answer-deck = Piocher dans la pile { $deck }
ck-menus-deck-0 = commerce (jaune)
ck-menus-deck-1 = politique (bleue)
ck-menus-deck-2 = science (verte)
ck-menus-answer-put-back = Remettre { $card }
ck-menus-answer-spy = Prendre { $card }
ck-menus-answer-spy-none = Ne prendre aucune carte
ck-menus-answer-diplomat = Replacer la route en { $spot }
ck-menus-answer-diplomat-none = Garder la route dans ta réserve
ck-menus-answer-other = Réponse { $choice }
ck-menus-answer-take-nothing = Ne rien prendre
ck-menus-answer-remove = Retirer ton chevalier sur { $spot }
ck-menus-answer-place-none = Ne placer aucun chevalier
ck-menus-answer-place = Placer le chevalier sur { $spot }
ck-menus-answer-draw = Piocher dans la pile { $deck }
ck-menus-answer-diplomat-keep = Garder la route dans ta réserve
