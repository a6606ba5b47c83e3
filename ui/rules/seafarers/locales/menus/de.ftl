sea-menus-which-ship = Welches Schiff?
sea-menus-which-ship-moves = Welches Schiff zieht?
sea-menus-ship-on = Das Schiff auf { $path }
