# Seafarers: images (issue #33), fr.
sea-images-column-route = Route
sea-images-column-chits = Jetons
sea-images-ship-note = Bateau : 1 bois + 1 laine · { $left } restants
sea-images-ship-note-now = Bateau : 1 bois + 1 laine · { $left } restants · constructible
sea-images-gold-notice = { $count ->
    [one] Rivière d’or : choisis { $count } ressource à la banque
   *[other] Rivière d’or : choisis { $count } ressources à la banque
}

## The statistics' table of Seafarers
sea-images-stats-title = Marins
sea-images-stats-ships-built = Bateaux construits
sea-images-stats-islands-reached = Îles atteintes
sea-images-stats-gold-taken = Or pris
sea-images-stats-pirate-steals = Vols du pirate
sea-images-stats-discoveries = Découvertes

## Decision images (rendering/rules/seafarers/decisions.py); .kind names the kind
sea-images-decision-ship = { $name } : choisis un chemin (numéro-numéro) pour un bateau
    .kind = bateau
sea-images-decision-move-ship = { $name } : choisis le bateau (chemin) à déplacer
    .kind = déplacement de bateau
sea-images-decision-move-ship-second = { $name } : choisis où navigue le bateau sur { $origin }
sea-images-decision-route = { $name } : choisis un chemin pour une route (terre) ou un bateau (mer)
    .kind = route ou bateau
sea-images-decision-pirate = { $name } : choisis une lettre de mer pour le pirate
    .kind = pirate
sea-images-decision-robber-or-pirate = { $name } : choisis une lettre : terre pour le voleur, mer pour le pirate
    .kind = voleur ou pirate
