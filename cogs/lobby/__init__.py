"""The table before and around a game: /catan new and the lobby, seats (quitting, open seats, taking a seat
back), built-in players at the table, and the host's controls."""
