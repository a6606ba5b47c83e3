two-buttons-doing-neutral = placer une pièce neutre
two-buttons-doing-giveback = rendre des cartes
