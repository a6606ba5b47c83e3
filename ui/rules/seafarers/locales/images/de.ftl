# Seafarers: images (issue #33), de.
sea-images-column-route = Route
sea-images-column-chits = Chips
sea-images-ship-note = Schiff: 1 Holz + 1 Wolle · { $left } übrig
sea-images-ship-note-now = Schiff: 1 Holz + 1 Wolle · { $left } übrig · jetzt baubar
sea-images-gold-notice = { $count ->
    [one] Goldfluss: wähle { $count } Rohstoff von der Bank
   *[other] Goldfluss: wähle { $count } Rohstoffe von der Bank
}

## The statistics' table of Seafarers
sea-images-stats-title = Seefahrer
sea-images-stats-ships-built = Schiffe gebaut
sea-images-stats-islands-reached = Inseln erreicht
sea-images-stats-gold-taken = Gold genommen
sea-images-stats-pirate-steals = Piratenraub
sea-images-stats-discoveries = Entdeckungen

## Decision images (rendering/rules/seafarers/decisions.py); .kind names the kind
sea-images-decision-ship = { $name }: wähle einen Weg (Zahl-Zahl) für ein Schiff
    .kind = Schiff
sea-images-decision-move-ship = { $name }: wähle das Schiff (Weg), das fährt
    .kind = Schiff versetzen
sea-images-decision-move-ship-second = { $name }: wähle, wohin das Schiff auf { $origin } fährt
sea-images-decision-route = { $name }: wähle einen Weg für eine Straße (Land) oder ein Schiff (Meer)
    .kind = Straße oder Schiff
sea-images-decision-pirate = { $name }: wähle einen Meer-Buchstaben für den Piraten
    .kind = Pirat
sea-images-decision-robber-or-pirate = { $name }: wähle einen Buchstaben: Land versetzt den Räuber, Meer den Piraten
    .kind = Räuber oder Pirat
