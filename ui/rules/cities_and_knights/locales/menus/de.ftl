ck-menus-which-card = Welche Karte?
ck-menus-which-progress-card = Welche Fortschrittskarte?
