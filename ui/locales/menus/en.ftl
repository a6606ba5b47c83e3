# Menus a person opens (issue #33): in the reader's language.

## A bank trade's option: give → get (rate, where)
menus-bank-trade-4 = Give { $give } → { $get } (4:1, bank)
menus-bank-trade-3 = Give { $give } → { $get } (3:1, 3:1 harbor)
menus-bank-trade-2 = Give { $give } → { $get } (2:1, { $harbor } harbor)

## The turn buttons' menus (cogs/play/play.py): the menu's placeholder, and the line above it
menus-prompt-build = Build
menus-prompt-dev = Play a development card
menus-prompt-bank = Trade with the bank
menus-prompt-robber = Move the robber
menus-prompt-steal = Choose whom to rob
menus-prompt-line = { $prompt }:
menus-prompt-line-first = { $prompt } (showing the first 125; use the slash command for the rest):
