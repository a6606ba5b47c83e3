# five_six's refusals (issue #33): what its steps wait for, its kinds of action, why they are refused.

## What each step waits for ("Waiting for player 2 to ...")
refusals-step-special_build = build in the Special Build Phase or pass
refusals-step-robber_start = choose the desert the robber starts on

## Kinds of action ("Right now you can: ...")
refusals-can-sbp_pass = finish your Special Build Phase slot
refusals-can-sbp_request = ask for a Special Build Phase slot after this turn
refusals-can-robber_start = choose the desert the robber starts on

## Why a move is refused in a Special Build slot or Second's phase
refusals-six-second-no-player-trade = As Second (paired players) you may not trade with other players; you may trade with the bank.
refusals-six-nobody-trades = Nobody trades with players during Second's phase (paired players).
refusals-six-bank-trade-over = Trading with the bank is over for this phase: you already built or bought (strict trade/build phases).
refusals-six-only-purchases = In the Special Build Phase you may only build and buy (no trading, no development cards, no robber).
refusals-six-only-purchases-ck = In the Special Build Phase you may only build and buy (roads, settlements, cities, city walls, knights and their activation and promotion): no trading, no progress cards, no other knight actions, no robber.
refusals-six-no-slot-to-finish = There is no Special Build Phase slot of yours to finish now.
refusals-six-robber-start-chosen = The robber's start was chosen already.
refusals-six-slots-offered = In this game every Special Build Phase slot is offered without asking.
refusals-six-already-asked = You have asked for a slot after this turn already.
refusals-six-ask-when = Ask for a slot during someone else's turn (not during the Special Build Phase or the set-up).
refusals-six-own-turn = You build on your own turn: a slot is for the players whose turn it is not.

## One action ("You could: ...")
refusals-do-sbp_request = ask for a Special Build Phase slot after this turn
refusals-do-sbp_pass = finish the Special Build Phase slot
refusals-do-robber_start = start the robber on the desert { $desert }

## Game options
refusals-six-options-board = With 5 or 6 players the board is always variable: there is no beginner map (SIX-VAR-8).
