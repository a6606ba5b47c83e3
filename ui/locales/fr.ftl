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
