sea-menus-which-ship = ¿Qué barco?
sea-menus-which-ship-moves = ¿Qué barco se mueve?
sea-menus-ship-on = El barco en { $path }
