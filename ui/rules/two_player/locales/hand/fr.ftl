two-hand-trade-cards = Cartes Commerce : { $held } (un échange forcé ou déplacer le voleur dans le désert te coûte { $price } maintenant)
two-hand-give-back = ⚠️ Rends 2 cartes pour terminer l’échange forcé : utilise le bouton **↩️ Rendre…**.
