sea-menus-which-ship = Quel bateau ?
sea-menus-which-ship-moves = Quel bateau se déplace ?
sea-menus-ship-on = Le bateau sur { $path }
