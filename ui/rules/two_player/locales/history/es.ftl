two-history-trade-cards = Cartas de comercio ganadas: { $earned }; intercambios forzosos: { $forced }.
