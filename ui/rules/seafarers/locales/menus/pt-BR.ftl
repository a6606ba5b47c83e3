sea-menus-which-ship = Qual barco?
sea-menus-which-ship-moves = Qual barco se move?
sea-menus-ship-on = O barco em { $path }
