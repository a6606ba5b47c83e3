# Cities & Knights' commodities with their count (ui/i18n/words.py).

counted-cloth = { $count } cloth
counted-coin = { $count } coin
counted-paper = { $count } paper
resource-cloth = cloth
resource-coin = coin
resource-paper = paper
ck-words-card-effect = { $card } — { $effect }
