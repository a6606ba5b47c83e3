# /catan help, français (issue #33) : une page par thème, chacune un message Discord (2 000 caractères au plus).
# `.menu` est la ligne du thème dans la liste des thèmes (le nom du thème en premier : c’est ce qu’on tape). Les
# commandes en `code` sont ce qu’on tape : ne pas les traduire. Termes : ui/locales/GLOSSARY.md.

help-start =
    {"*"}*Comment jouer à Catan ici** (`/catan help` — cette page)
    Chaque partie a son propre fil. À ton tour : **lance les dés**, puis échange et construis dans l’ordre que tu veux, puis **termine** ton tour. Les boutons du message du tour couvrent les actions courantes (seules celles possibles maintenant sont actives) ; chaque commande commence par `/catan`, et ses listes ne proposent que des choix autorisés.
    Tes cartes arrivent en MP (`/catan hand` te les montre, à toi seul).
    {"*"}*Plus d’aide :** `/catan help topic:` …
    • `lobby` — nouvelles parties, leurs options, quitter, joueurs virtuels
    • `turn` — lancer les dés, construire, le voleur, les cartes Développement, les coûts
    • `trading` — offres aux joueurs, la banque et les ports
    • `cities_and_knights` — l’extension Villes & Chevaliers
    • `two_player` — la variante à 2 joueurs
    • `five_six` — 5-6 joueurs : la phase de construction spéciale, les binômes
    • `seafarers` — l’extension Marins : bateaux, le pirate, rivières d’or, brouillard
    • `history` — statistiques, rediffusions, exports, le classement
    • `admin` — hôtes, admins du serveur et l’opérateur du bot
    • `time` — parties sur plusieurs jours : ton fuseau horaire, heures calmes, absences, pendules
    {"*"}*Démarrage rapide :** `/catan new` dans un salon textuel, les joueurs appuient sur **Rejoindre**, l’hôte sur **Démarrer**. À ton tour : `/catan roll`, `/catan build road|settlement|city spot`, `/catan trade offer give get`, `/catan end`. `/catan status` dit à qui c’est de jouer ; `/catan board` montre le plateau.
    .menu = start: vue d’ensemble et démarrage rapide

help-lobby =
    {"*"}*Aide : parties et places**
    • `/catan new` ouvre un lobby (chacun appuie sur **Rejoindre**, l’hôte sur **Démarrer**). Options, toutes facultatives :
    {"  "}`board` (île aléatoire, carte débutant, carte débutant avec placement libre) · `players` (2-6 ; à 2, la variante à 2 joueurs, à 5-6, la grande île) · `paired` (5-6 : binômes au lieu de la phase de construction spéciale ; n’attend jamais plus de deux joueurs par tour) · `sbp_hours` (5-6 : un tour de construction spéciale passe tout seul après ce nombre d’heures ; 1) · `vp_target` (10 ; 13 avec V&C) · `combined_trade_build` (échanger et construire dans n’importe quel ordre) · `reminder_hours` (0 = jamais) · `rules` (5e édition ou 1997) · `number_placement` (spirale ou aléatoire) · `robber_desert` · `longest_road_tie` (le détenteur la garde, mise de côté) · `optional_steal` · `open_trades` (les autres peuvent faire des offres au joueur actif) · `expansion` (Villes & Chevaliers) · `barbarians` (longueur de la piste des barbares, V&C) · `scenario` (Marins : sa carte et sa disposition dans la liste, voir `topic:seafarers`) · `ck_variant` (chevalier errant, début facile, barbares impitoyables) · `clock` (une pendule : `12h+3d`, c’est 12 heures par décision plus une réserve de 3 jours ; voir `topic:time`)
    • **🤖 Joueurs virtuels…** dans le lobby (hôte) : ajoute des joueurs faciles, normaux ou difficiles ; une partie doit compter au moins une personne.
    • `/catan quit` — quitter ta partie (avec confirmation) ; ta place reste, et quelqu’un peut **Prendre la place**.
    • `/catan me back` — reprendre ta place au joueur virtuel qui l’a jouée pendant ton absence.
    • `/catan host cancel`, `/catan host kick player`, `/catan host autopilot player` — voir `topic:admin`.
    .menu = lobby: nouvelles parties, options, places, joueurs virtuels

help-turn =
    {"*"}*Aide : ton tour**
    • `/catan roll` — lancer les dés (ou jouer d’abord une carte Développement) ; `/catan end` — finir ton tour.
    • `/catan build road|settlement|city spot` — les intersections sont des nombres 1-54 (1-80 à 5-6 joueurs), les chemins deux nombres (`12-13`) ; `/catan board numbers:True` écrit les nombres sur le plateau, `public:True` le montre à tous.
    • `/catan buy` — une carte Développement ; `/catan play knight|road_building|year_of_plenty|monopoly` — une par tour, pas au tour où tu l’as achetée (`year_of_plenty first second`, `monopoly resource`) ; `/catan play reveal` révèle tes cartes Point de victoire (règles de 1997).
    • Sur un 7 : `/catan discard cards` si tu as plus de 7 cartes (p. ex. `2 wool 2 ore`), puis celui qui a lancé les dés déplace le voleur (`/catan robber hex`, les tuiles sont des lettres A-S, A-AD à 5-6) et vole (`/catan steal player`).
    • `/catan hand` (tes cartes, pour toi seul), `/catan status`, `/catan history log count` (événements récents).
    • `/catan me games` (aussi en MP) : tes parties sur tous les serveurs et ce qu’elles attendent ; comment tu es prévenu de ton tour ; les ordres permanents (aussi **📜 Ordres permanents…** sur ton MP de main) répondent pour toi pendant que tu dors.
    {"*"}*Coûts**
    { $costs }
    {"*"}*Points de victoire :** colonie 1, ville 2, route la plus longue (5+ routes) 2, armée la plus puissante (3+ chevaliers) 2, cartes Point de victoire 1. Le premier qui atteint l’objectif (10 par défaut) pendant son propre tour gagne.
    .menu = turn: lancer les dés, construire, voleur, cartes Développement, coûts

help-trading =
    {"*"}*Aide : échanges**
    • `/catan trade offer give get to` (ou le bouton **Échanger…**) : les cartes en texte, p. ex. `give:2 wool get:1 ore` ; `to` un joueur, ou tout le monde par défaut. Les autres acceptent, refusent ou font une contre-offre avec les boutons de l’offre.
    • `/catan trade accept offer`, `/catan trade decline offer` — répondre à une offre qui t’est faite.
    • `/catan trade counter offer give get` — répondre avec tes propres conditions.
    • `/catan trade confirm offer player` — conclure ton offre avec quelqu’un qui l’a acceptée.
    • `/catan trade withdraw offer` — retirer ton offre. Les offres prennent fin avec le tour.
    • `/catan trade bank give get times` — 4:1 avec la banque, 3:1 ou 2:1 à tes ports (`times` répète l’échange).
    Les listes de `offer` montrent les offres ouvertes. Chaque échange implique le joueur dont c’est le tour (l’option de lobby `open_trades` permet aussi aux autres de lui faire des offres).
    .menu = trading: offres, la banque, les ports

help-history =
    {"*"}*Aide : après la partie**
    • `/catan history stats game` — l’image des statistiques et les temps forts d’une partie terminée de ce serveur.
    • `/catan history replay game turn` — le plateau à la fin de chaque tour, avec des boutons précédent/suivant/aller à.
    • `/catan history export game` — le journal public en JSON et en texte (il ne contient aucun secret).
    • `/catan history leaderboard bots` — les joueurs classés par score ; `bots:True` liste aussi les joueurs virtuels.
    Seules les parties terminées comptent ; les cartes cachées restent cachées, sauf les cartes Point de victoire, que la fin de partie révèle.
    .menu = history: statistiques, rediffusions, exports, classement

help-admin =
    {"*"}*Aide : hôtes et admins**
    • `/catan host cancel` — annuler la partie (l’hôte, ou quiconque a la permission « Gérer le serveur »).
    • `/catan host kick player` — retirer un joueur qui a cessé de jouer ; la place reste libre pour quelqu’un d’autre.
    • `/catan host autopilot player` — un joueur virtuel joue cette place dès maintenant (`/catan me back` la rend).
    • Un joueur qui doit une action au-delà de la limite AFK (24 heures par défaut, sans compter ses heures calmes) est remplacé par un joueur virtuel ; dans une partie avec pendule, c’est la conséquence prévue par la pendule qui s’applique.
    {"*"}*L’opérateur du bot** (un shell là où tourne le bot) : `python -m service.admin list`, `verify`, `rebuild GAME`, `export GAME --out FILE` (contient la graine secrète et toutes les mains : le fichier est privé), `import FILE`, `prune --older-than DAYS`, `copy --from ... --to ...` (voir `db/README.md`).
    .menu = admin: hôtes, admins du serveur, l’opérateur du bot

help-time =
    {"*"}*Aide : parties sur plusieurs jours** (tes réglages valent sur tous les serveurs)
    • `/catan me time` — montre tes réglages ; `zone` règle ton fuseau horaire (p. ex. `Europe/Berlin`, tape une ville pour le trouver), `quiet_from` et `quiet_to` tes heures calmes (p. ex. 23:00 et 08:00 ; `off` les supprime). Pendant tes heures calmes, personne ne te mentionne, les rappels attendent qu’elles finissent et ton compteur AFK s’arrête ; le message du tour dit quand tu reviens (« Bo est absent jusqu’à 08:00 », à l’heure locale de chaque lecteur).
    • `/catan me away days strength` — absent quelques jours (de 1 heure, `days:0.042`, à 60 jours) : un joueur virtuel (facile, normal ou difficile) joue tes places, avec tes cartes et tes pièces, jusqu’à ton retour. `pause:True` demande plutôt à la table de chaque partie de faire une pause pendant ton absence (un bouton ; la pause commence quand tous les joueurs de la table ont accepté : ni actions, ni rappels, ni pendules ; sans accord sous 12 h, la demande expire et ton joueur virtuel joue).
    • `/catan me back` — met fin à ton absence tout de suite : tes places sont de nouveau à toi, les parties en pause reprennent.
    • `/catan me settings language` — la langue de ce que toi seul lis (réponses, tes MP, ta main) ; `auto` suit ton client Discord. Le fil d’une partie est dans la langue choisie à son ouverture (`/catan new language:`).
    • **Pendule** (`/catan new clock:`) : `12h+3d` donne 12 heures à chaque décision (de 5m à 14d), puis une réserve de 3 jours (0, ou de 5m à 14d) pour la partie, décomptée hors des heures calmes de chaque joueur ; quand elle est épuisée, un joueur virtuel prend cette décision (`12h+3d seat` : il prend la place jusqu’à **Je suis de retour**). `/catan status` et le message du tour montrent les réserves.
    .menu = time: fuseau horaire, heures calmes, absence, pendules

# Une ligne des coûts de construction sur la page `turn`.
help-cost-line = • { $piece } : { $cost }
