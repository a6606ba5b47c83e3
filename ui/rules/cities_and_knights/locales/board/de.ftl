# Cities & Knights' pieces on the live board, as a screen reader says them (issue #34 items 3 and 6). Keys: ck-board-<what>.

ck-board-knight = { $who }: Ritter – { $knight }
ck-board-wall = { $who }: Stadtmauer auf { $at }
ck-board-metropolis = { $who }: Metropole ({ $track }) auf { $at }
ck-board-barbarians = Barbarenschiff: Feld { $at } von { $steps } auf dem Weg nach Catan
ck-board-merchant = { $who }: der Händler auf { $at }
ck-board-status-barbarians = Barbaren: Feld { $position } von { $of } · bisherige Angriffe: { $attacks } · Stärke der Barbaren { $strength }
ck-board-player = Stadtausbau H{ $trade } P{ $politics } W{ $science } · { $progress ->
    [one] 1 Fortschrittskarte
   *[other] { $progress } Fortschrittskarten
}
ck-board-knights = aktive Ritter { $knights }
ck-board-defenders = { $count ->
    [one] 1 Verteidiger-Karte
   *[other] { $count } Verteidiger-Karten
}
ck-board-metropolises = Metropole { $tracks }
ck-board-dice = Letzter Wurf: rot { $red }, gelb { $yellow }, Ereigniswürfel: { $event }
ck-board-merchant-name = Händler

# The board's "?" explanations of this rule set's own parts (issue #34 follow-up, board17 item 1): title, then text.
ck-board-help-commodities = Handelswaren
ck-board-help-commodities-text = Eine Stadt an Wald, Gebirge oder Weide bringt 1 Rohstoff und 1 Handelsware (Papier, Münze oder Tuch); eine Siedlung nur den Rohstoff. Handelswaren bezahlen Stadtausbauten und zählen als Handkarten.
ck-board-help-knights = Ritter
ck-board-help-knights-text = Ein Ritter zählt gegen die Barbaren und kann nur handeln, solange er aktiv ist (1 Getreide); ein inaktiver Ritter ist hohl mit gestricheltem Rand gezeichnet. I, II und III sind seine Stärke.
ck-board-help-barbarians = Die Barbaren
ck-board-help-barbarians-text = Jedes Schiff auf dem Ereigniswürfel bringt das Barbarenschiff ein Feld weiter. Erreicht es Catan, wird die Stärke der aktiven Ritter mit der Zahl der Städte verglichen; danach werden alle Ritter inaktiv.
ck-board-help-robber = Der Räuber schläft
ck-board-help-robber-text = Bis zum ersten Angriff der Barbaren bleibt der Räuber in der Wüste: eine 7 lässt nur Spieler mit zu vielen Karten abwerfen.
