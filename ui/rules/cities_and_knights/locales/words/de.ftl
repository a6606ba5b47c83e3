# Cities & Knights' commodities with their count (ui/i18n/words.py).

counted-cloth = { $count } Tuch
counted-coin =
    { $count ->
        [one] { $count } Münze
       *[other] { $count } Münzen
    }
counted-paper = { $count } Papier
resource-cloth = Tuch
resource-coin = Münze
resource-paper = Papier
ck-words-card-effect = { $card } — { $effect }
