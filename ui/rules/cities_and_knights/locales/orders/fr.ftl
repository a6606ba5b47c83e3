ck-orders-covered-pillage = la ville pillée
ck-orders-covered-gifts = les dons pour Mariage / Port de commerce / Déserteur
ck-orders-covered-retreats = les retraites de chevaliers
