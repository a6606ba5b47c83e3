# Le catalogue commun, français (issue #33). Termes des règles françaises de Catan.

## Ressources
resource-lumber = bois
resource-brick = argile
resource-wool = laine
resource-grain = blé
resource-ore = minerai

## Choses comptées
count-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## Commandes slash : descriptions
cmd-catan-description = Jouer à Catan
cmd-help-description = Comment jouer : les commandes par thème
cmd-help-topic-description = par défaut : vue d’ensemble
cmd-me-settings-description = Ta langue
cmd-me-settings-language-description = langue ou auto
cmd-new-language-description = langue du fil

## /catan me settings
language-chosen = Désormais, ce que toi seul lis est en { $language }. Le fil de la partie reste dans la langue de la partie.
language-automatic = Désormais, ce que toi seul lis suit la langue de ton client Discord (actuellement : { $language }).
language-unknown = Je ne parle pas encore cette langue. Choisis l’une de celles-ci : { $languages }.
language-auto-option = Comme mon client Discord

## Cartes avec leur nombre
counted-brick = { $count } argile
counted-lumber = { $count } bois
counted-ore = { $count } minerai
counted-grain = { $count } blé
counted-wool = { $count } laine
counted-nothing = rien

## Constructions et achats
piece-road = route
piece-settlement = colonie
piece-city = ville
piece-development_card = carte Développement

## Le salon d’attente (public : dans la langue de la partie)
lobby-language = Langue du fil : { $language }

## Erreurs
error-unavailable = La base de données des parties est indisponible pour le moment ; rien n’a été modifié, réessaie dans une minute.
error-ours = Quelque chose s’est mal passé de mon côté. C’est consigné ; réessaie, s’il te plaît.
