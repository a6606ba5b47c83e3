two-history-trade-cards = Erhaltene Handelskarten: { $earned }; erzwungener Handel: { $forced }.
