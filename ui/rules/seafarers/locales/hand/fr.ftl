sea-hand-ships = Bateaux : { $placed } sur le plateau, { $left } restants
sea-hand-chits = Jetons Catan : { $count } ({ $count ->
    [one] { $count } point de victoire
   *[other] { $count } points de victoire
})
sea-hand-gold-choice = 🪙 Ton choix d’or : { $cards } (caché aux autres jusqu’à ce que tous aient choisi)
sea-hand-gold-owed = ⚠️ Tu dois choisir de l’or : { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources
}. Appuie sur **🪙 Choisir l’or…**.
sea-hand-gold-question = 🪙 { $mention } — choisis { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources
} de la rivière d’or : appuie sur **🪙 Choisir l’or…** (toi seul peux choisir{ $hidden ->
    [yes] { " " }; ton choix reste caché jusqu’à ce que tous aient choisi
   *[no] { "" }
}).
sea-hand-gold-answered = ✅ { $who } a choisi.
sea-hand-the-player = Le joueur
