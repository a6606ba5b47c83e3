sea-menus-which-ship = Welches Schiff?
sea-menus-which-ship-moves = Welches Schiff zieht?
sea-menus-ship-on = Das Schiff auf { $path }

## Segeln…, Pirat versetzen…, Gold wählen…
sea-menus-prompt-sail = Ein Schiff versetzen
sea-menus-prompt-pirate = Den Piraten versetzen
sea-menus-prompt-gold = Deine Rohstoffe aus dem Goldfluss wählen
sea-menus-prompt-start = Die Wüste wählen, in der der Räuber beginnt
sea-menus-prompt-where = Wohin fährt das Schiff
sea-menus-prompt-line-first = { $prompt } (die ersten 125):
sea-menus-one-more-card = Noch eine Karte
sea-menus-gold-step = Deine Goldfluss-Karte { $card } von { $owed }
sea-menus-gold-so-far = { $step } (bisher: { $cards })
sea-menus-pick-resource = Wähle einen Rohstoff aus dem Menü.
sea-menus-pick-ship = Wähle ein Schiff aus dem Menü.
sea-menus-pirate-target = { $hex }: Meer · den Piraten hierher versetzen (er könnte bestehlen: { $who })
sea-menus-scenario-choice = { $scenario } ({ $layout })
sea-menus-not-a-scenario = `{ $typed }` ist kein Seefahrer-Szenario: wähle eines aus der Liste ({ $names }).
sea-menus-ship-choice = { $path }: Schiff auf einem { $kind ->
    [coast] Küstenweg
    [sea] Seeweg
   *[land] Landweg
}
sea-menus-move-choice = Das Schiff auf { $start } nach { $to } versetzen ({ $kind ->
    [coast] Küstenweg
    [sea] Seeweg
   *[land] Landweg
})
sea-menus-gold-choice = { $cards } nehmen
sea-menus-desert-choice = { $hex }: Wüste
sea-menus-path-coast = Küsten
sea-menus-path-sea = See
sea-menus-path-land = Land
sea-menus-ship-path = { $label }: Schiff auf einem { $path }-Weg
sea-menus-move = Das Schiff auf { $frm } nach { $to } ziehen ({ $path })
sea-menus-pirate = { $label }: Meer · den Piraten hierher versetzen (er könnte bestehlen: { $who })
sea-menus-robber-start = { $label }: Wüste
sea-menus-gold-take = { $cards } nehmen
sea-menus-so-far = { $prompt } (bisher: { $cards })
sea-menus-where-to = Wohin fährt das Schiff
sea-menus-terrain-gold = Goldfluss
sea-menus-terrain-fog = Nebel (verdeckt)
sea-menus-terrain-sea = Meer
sea-menus-yields-any = beliebig
