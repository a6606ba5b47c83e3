# Cities & Knights' commodities with their count (ui/i18n/words.py).

counted-cloth =
    { $count ->
        [one] { $count } tela
       *[other] { $count } telas
    }
counted-coin =
    { $count ->
        [one] { $count } moneda
       *[other] { $count } monedas
    }
counted-paper =
    { $count ->
        [one] { $count } papel
       *[other] { $count } papeles
    }
resource-cloth = tela
resource-coin = moneda
resource-paper = papel
ck-words-card-effect = { $card } — { $effect }
