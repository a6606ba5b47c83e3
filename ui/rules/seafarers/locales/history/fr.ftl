sea-history-ships = Bateaux construits : { $built } ; déplacés : { $moved }.
sea-history-islands = Îles atteintes : { $reached } ; cartes choisies grâce à l’or : { $gold }.
sea-history-pirate = Vols du pirate : { $steals } ; tuiles de brouillard découvertes : { $discovered }.
