# Buttons (issue #33): the turn message's and the lobby's in the game's language (everyone reads them), a hand
# DM's in its reader's; and the private answer to a button that leads nowhere now (ui/buttons.py).

## The turn message (cogs/play/components.py)
buttons-turn-roll = 🎲 Roll
buttons-turn-build = 🏗️ Build…
buttons-turn-buy = 🃏 Buy card
buttons-turn-dev = ✨ Play card…
buttons-turn-trade = 🤝 Trade…
buttons-turn-bank = ⚓ Bank trade…
buttons-turn-robber = 🦹 Move robber…
buttons-turn-steal = 🎯 Rob…
buttons-turn-discard = 🗑️ Discard
buttons-turn-end = ⏭️ End turn
buttons-turn-hand = 👜 My hand

## The lobby
buttons-lobby-join = Join
buttons-lobby-leave = Leave
buttons-lobby-start = Start
buttons-lobby-cancel = Cancel
buttons-lobby-bots = 🤖 Built-in players…

## A trade offer
buttons-trade-accept = Accept
buttons-trade-decline = Decline
buttons-trade-counter = Counter…
buttons-trade-withdraw = Withdraw
buttons-trade-confirm = Confirm with { $name }

## A button whose menu would be empty (ui/buttons.py nothing_text)
buttons-game-over = The game is over.
buttons-cannot = You can't { $doing } right now.
buttons-cannot-waiting = You can't { $doing } right now. { $waiting }
buttons-doing-build = build
buttons-doing-dev = play a development card
buttons-doing-bank = trade with the bank
buttons-doing-robber = move the robber
buttons-doing-steal = rob anyone
buttons-costs = a road costs { $road }; a settlement { $settlement }; a city { $city }{ $note }
buttons-nothing-build-step = Nothing can be built in this step.
buttons-nothing-build = You can't build anything now: { $costs }, and each needs a free spot next to your roads.
buttons-nothing-dev-turn = You have no card you can play now (one development card a turn, not the turn you bought it; Victory Point cards stay hidden).
buttons-nothing-dev = You have no card you can play now.
buttons-nothing-bank = You can't trade with the bank now: it takes 4 cards of one kind (3 at a 3:1 harbor, 2 of a harbor's own kind) and the bank must hold the card you want.
buttons-nothing = That isn't possible right now.

## The public request to pause (cogs/people/my_time.py)
buttons-agree-pause = Agree to pause
