# The board as a Discord Activity (issue #34 item 2b): its button in the game's thread and its page.
activity-play-on-board = Play on the board
activity-opening = Opening the board…
activity-not-authorized = Discord did not confirm who you are. Close the board and start it again.
activity-no-game = No game is played here. Start the board from a game's thread.
activity-off = The board inside Discord is not set up on this bot. `/catan board` gives you a link to it.
