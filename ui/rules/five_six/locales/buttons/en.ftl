# 5-6 players: the Special Build buttons (issue #33).
six-buttons-ask = 🏗️ Build after this turn
six-buttons-done = ⏭️ Done building
six-buttons-not-in-use = That button is not in use any more.
# why a trade cannot be opened now (ui/rules/five_six trade_closed_text)
six-buttons-no-trade-slot = Nobody trades during the Special Build Phase: a slot is for building and buying only.
six-buttons-no-trade-as-second = As Second (paired players) you may not trade with other players; you may trade with the bank (`/catan trade bank`).
six-buttons-no-trade-second = Nobody trades with players during { $who }'s Second's phase (paired players).
six-buttons-second = Second
