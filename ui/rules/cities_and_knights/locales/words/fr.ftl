# Cities & Knights' commodities with their count (ui/i18n/words.py).

counted-cloth =
    { $count ->
        [one] { $count } tissu
       *[other] { $count } tissus
    }
counted-coin =
    { $count ->
        [one] { $count } monnaie
       *[other] { $count } monnaies
    }
counted-paper =
    { $count ->
        [one] { $count } papier
       *[other] { $count } papiers
    }
resource-cloth = tissu
resource-coin = monnaie
resource-paper = papier
ck-words-card-effect = { $card } — { $effect }
