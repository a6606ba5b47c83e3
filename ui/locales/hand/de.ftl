hand-title = **Deine Hand in Catan-Partie #{ $game }** ({ $name }, { $colour })
hand-resources = Rohstoffe: { $cards }
hand-no-resources = keine Rohstoffkarten
hand-dev-cards = Entwicklungskarten: { $cards }
hand-none = keine
hand-dev-knight = { $count ->
    [one] { $count } Ritterkarte
   *[other] { $count } Ritterkarten
}
hand-dev-road-building = { $count ->
    [one] { $count } Straßenbau-Karte
   *[other] { $count } Straßenbau-Karten
}
hand-dev-year-of-plenty = { $count ->
    [one] { $count } Erfindung-Karte
   *[other] { $count } Erfindung-Karten
}
hand-dev-monopoly = { $count ->
    [one] { $count } Monopol-Karte
   *[other] { $count } Monopol-Karten
}
hand-dev-victory-point = { $count ->
    [one] { $count } Siegpunktkarte
   *[other] { $count } Siegpunktkarten
}
hand-victory-points = Siegpunkte: { $vp } (öffentlich { $public })
hand-harbor-rates = Hafenkurse: { $rates }
hand-rate = { $card } { $rate }:1
hand-discard-owed = ⚠️ Du musst { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} abwerfen: Drücke **🗑️ Abwerfen** in der Zugnachricht.
hand-discard-set-aside = 🗑️ Du wirfst { $cards } ab: Sie gehen an die Bank zurück, sobald alle, die abwerfen müssen, gewählt haben.
hand-since-last-update = Seit dem letzten Stand: { $changes }
hand-gained = +{ $what }
hand-lost = -{ $what }
hand-held-news = 📬 Während ich dich in Partie #{ $game } nicht per DM erreichen konnte:
hand-seat-taken = Du hast Catan-Partie #{ $game } verlassen; jemand anderes spielt jetzt deinen Platz.
hand-private = 🔒 { $line }
hand-you-took = 🔒 Du hast { $victim } { $cards } weggenommen.
hand-took-from-you = 🔒 { $thief } hat dir { $cards } weggenommen.
hand-you-bought = 🔒 Du hast eine Entwicklungskarte gekauft: { $card }.
hand-dms-closed = { $who }, ich kann dir keine Direktnachrichten schicken, also siehst nur du deine Hand in meinen Antworten (und jederzeit mit dem Knopf **👜 Meine Hand**). Um sie per DM zu bekommen, erlaube Direktnachrichten von Servermitgliedern.
