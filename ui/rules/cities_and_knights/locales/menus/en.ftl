# Cities & Knights: its menus (issue #33).
ck-menus-which-card = Which card?
ck-menus-which-progress-card = Which progress card?
