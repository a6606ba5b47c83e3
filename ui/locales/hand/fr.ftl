hand-title = **Ta main dans la partie de Catan #{ $game }** ({ $name }, { $colour })
hand-resources = Ressources : { $cards }
hand-no-resources = aucune carte Ressource
hand-dev-cards = Cartes Développement : { $cards }
hand-none = aucune
hand-dev-knight = { $count ->
    [one] { $count } carte Chevalier
   *[other] { $count } cartes Chevalier
}
hand-dev-road-building = { $count ->
    [one] { $count } carte Construction de routes
   *[other] { $count } cartes Construction de routes
}
hand-dev-year-of-plenty = { $count ->
    [one] { $count } carte Découverte
   *[other] { $count } cartes Découverte
}
hand-dev-monopoly = { $count ->
    [one] { $count } carte Monopole
   *[other] { $count } cartes Monopole
}
hand-dev-victory-point = { $count ->
    [one] { $count } carte Point de victoire
   *[other] { $count } cartes Point de victoire
}
hand-victory-points = Points de victoire : { $vp } (publics { $public })
hand-harbor-rates = Taux des ports : { $rates }
hand-rate = { $card } { $rate }:1
hand-discard-owed = ⚠️ Tu dois défausser { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} : appuie sur **🗑️ Défausser** dans le message du tour.
hand-discard-set-aside = 🗑️ Tu défausses { $cards } : elles retournent à la banque dès que tous ceux qui doivent défausser ont choisi.
hand-since-last-update = Depuis la dernière mise à jour : { $changes }
hand-gained = +{ $what }
hand-lost = -{ $what }
hand-held-news = 📬 Pendant que je ne pouvais pas t’écrire en message privé dans la partie #{ $game } :
hand-seat-taken = Tu as quitté la partie de Catan #{ $game } ; quelqu’un d’autre joue ta place maintenant.
hand-private = 🔒 { $line }
hand-you-took = 🔒 Tu as pris { $cards } à { $victim }.
hand-took-from-you = 🔒 { $thief } t’a pris { $cards }.
hand-you-bought = 🔒 Tu as acheté une carte Développement : { $card }.
hand-dms-closed = { $who }, je ne peux pas t’envoyer de messages privés : ta main ne sera montrée qu’à toi dans mes réponses (et à tout moment avec le bouton **👜 Ma main**). Pour la recevoir en message privé, autorise les messages privés des membres du serveur.
