two-history-trade-cards = Cartes Commerce gagnées : { $earned } ; échanges forcés : { $forced }.
