# Seafarers: its menus (issue #33).
sea-menus-which-ship = Which ship?
sea-menus-which-ship-moves = Which ship moves?
sea-menus-ship-on = The ship on { $path }
