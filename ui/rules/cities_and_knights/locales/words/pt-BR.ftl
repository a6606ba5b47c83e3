# Cities & Knights' commodities with their count (ui/i18n/words.py).

counted-cloth =
    { $count ->
        [one] { $count } tecido
       *[other] { $count } tecidos
    }
counted-coin =
    { $count ->
        [one] { $count } moeda
       *[other] { $count } moedas
    }
counted-paper =
    { $count ->
        [one] { $count } papel
       *[other] { $count } papéis
    }
resource-cloth = tecido
resource-coin = moeda
resource-paper = papel
ck-words-card-effect = { $card } — { $effect }
