# Seafarers: its turn buttons and their private answers (issue #33).
sea-buttons-sail = ⛵ Sail…
sea-buttons-pirate = 🏴‍☠️ Move pirate…
sea-buttons-gold = 🪙 Choose gold…
sea-buttons-start = 🦹 Place robber…
sea-buttons-nothing-sail = No ship can move now: once a turn after the roll, only the end ship of an open route (not one between two of your buildings, not one built this turn, not one beside the pirate) moves to a free coastal or sea path next to your settlements, cities or other ships.
sea-buttons-nothing-pirate = The pirate moves instead of the robber, after a 7 or a Knight, to any sea hex but its own.
sea-buttons-nothing-gold = You owe no gold choice right now.
sea-buttons-nothing-start = Only the starting player chooses the robber's desert, before the set-up.
sea-buttons-doing-sail = move a ship
sea-buttons-doing-pirate = move the pirate
sea-buttons-doing-gold = choose gold-field resources
sea-buttons-doing-start = place the robber
sea-buttons-costs-note = ; a ship 1 lumber, 1 wool
