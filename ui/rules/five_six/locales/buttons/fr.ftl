six-buttons-ask = 🏗️ Construire après ce tour
six-buttons-done = ⏭️ Construction terminée
six-buttons-not-in-use = Ce bouton ne sert plus.
