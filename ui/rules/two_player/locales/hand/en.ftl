# The 2-player variant's lines in the hand DM (ui/rules/two_player hand_lines).
two-hand-trade-cards = Trade cards: { $held } (a forced trade or moving the robber to the desert costs you { $price } now)
two-hand-give-back = ⚠️ Give 2 cards back to finish the forced trade: use the **↩️ Give back…** button.
