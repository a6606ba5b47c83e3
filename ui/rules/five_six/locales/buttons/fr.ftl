six-buttons-ask = 🏗️ Construire après ce tour
six-buttons-done = ⏭️ Construction terminée
