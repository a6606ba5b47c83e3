two-history-trade-cards = Cartas de comércio ganhas: { $earned }; trocas forçadas: { $forced }.
