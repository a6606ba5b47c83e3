# Seafarers' words in images (issue #33). Keys: sea-images-<what>.

sea-images-column-route = Route
sea-images-column-chits = Chits
sea-images-ship-note = Ship: 1 lumber + 1 wool · { $left } left
sea-images-ship-note-now = Ship: 1 lumber + 1 wool · { $left } left · can build now
sea-images-gold-notice = { $count ->
    [one] Gold field: choose { $count } resource from the bank
   *[other] Gold field: choose { $count } resources from the bank
}

## The statistics' table of Seafarers
sea-images-stats-title = Seafarers
sea-images-stats-ships-built = Ships built
sea-images-stats-islands-reached = Islands reached
sea-images-stats-gold-taken = Gold taken
sea-images-stats-pirate-steals = Pirate steals
sea-images-stats-discoveries = Discoveries

## Decision images (rendering/rules/seafarers/decisions.py); .kind names the kind
sea-images-decision-ship = { $name }: pick a path (number-number) for a ship
    .kind = ship
sea-images-decision-move-ship = { $name }: pick the ship (path) to move
    .kind = move ship
sea-images-decision-move-ship-second = { $name }: pick where the ship on { $origin } sails
sea-images-decision-route = { $name }: pick a path for a road (land) or a ship (sea)
    .kind = route
sea-images-decision-pirate = { $name }: pick a sea letter to move the pirate
    .kind = pirate
sea-images-decision-robber-or-pirate = { $name }: pick a letter: land moves the robber, sea the pirate
    .kind = robber or pirate
