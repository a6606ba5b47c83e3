"""Playing a turn: the move commands and turn buttons (``play``), the buttons and menus the messages carry
(``components``), and the read-only commands about a running game (``info``)."""
