# seafarers's refusals (issue #33): what its steps wait for, its kinds of action, why they are refused.

## What each step waits for ("Waiting for player 2 to ...")
refusals-step-sea_robber_start = choose the desert the robber starts on
refusals-step-pirate_steal = choose whom the pirate robs
refusals-step-gold_choice = choose resources from a gold field

## Kinds of action ("Right now you can: ...")
refusals-can-sea_robber_start = choose the desert the robber starts on
refusals-can-ship = build a ship
refusals-can-move_ship = move a ship
refusals-can-pirate = move the pirate
refusals-can-gold = choose gold-field resources

## Why a set-up settlement, a road, a ship, the pirate or gold is refused
refusals-sea-no-land = Intersection { $spot } touches no land.
refusals-sea-start = In this scenario your set-up settlements go { $scenario ->
        [new_shores] on the main island
        [through_the_desert] on the main area (not the strip beyond the deserts, not a small island, not beside deserts alone)
       *[other] on a face-up island
    } (SEA-SETUP-3).
refusals-sea-path-at-sea = Path { $path } has no land on either side: only a ship may go there.
refusals-sea-same-path = A moved ship must go to another path.
refusals-sea-path-has-road = Path { $path } already has a road (a coastal path holds a road or a ship).
refusals-sea-path-has-ship = Path { $path } already has a ship.
refusals-sea-path-inland = Path { $path } lies between two land hexes: ships sail on coastal and sea paths.
refusals-sea-path-pirate = Path { $path } borders the pirate's hex: no ship goes there while the pirate stays.
refusals-sea-path-unconnected = Path { $path } doesn't touch your settlement, city or another of your ships (a road's end doesn't carry a ship, and another player's building stops a route).
refusals-sea-no-ship-on = There is no ship of yours on { $path }.
refusals-sea-ship-new = The ship on { $path } was placed this turn; it may move from your next turn on.
refusals-sea-ship-pirate = The ship on { $path } borders the pirate's hex and cannot move while the pirate stays.
refusals-sea-ship-closed = The ship on { $path } belongs to a closed route between two of your buildings; it stays.
refusals-sea-ship-not-end = The ship on { $path } is not at the open end of a route; only an end ship moves.
refusals-sea-ship-when = Ships are built on your own turn, after the roll (or in set-up instead of a road).
refusals-sea-ship-costs = A ship costs 1 lumber and 1 wool; you are missing { $missing }.
refusals-sea-no-ships-left = All { $count } of your ships are on the board.
refusals-sea-ship-no-spot = A ship goes on an empty coastal or sea path next to your settlement, city or ship (not through another player's building, not beside the pirate); none is free.
refusals-sea-move-when = You may move a ship on your own turn, after the roll.
refusals-sea-already-moved = You have already moved a ship this turn (one move per turn).
refusals-sea-no-end-ship = Only the end ship of an open route may move: not a ship between two of your buildings, not one built this turn, not one beside the pirate.
refusals-sea-pirate-when = The pirate moves instead of the robber, after a 7 or a Knight.
refusals-sea-no-gold = You have no gold-field resources to choose now.
refusals-sea-gold-chosen = You have already chosen your gold-field resources.
refusals-sea-gold-exactly = Choose exactly { $count } card(s) among: { $resources }.
refusals-sea-robber-start-who = Only the starting player chooses the robber's desert, before the set-up.

## One action ("You could: ...")
refusals-do-ship = build a ship on { $path }
refusals-do-move_ship = move the ship on { $path } to { $to }
refusals-do-pirate = move the pirate to { $hex }
refusals-do-gold = take { $cards } from the gold field
refusals-do-sea_robber_start = start the robber on hex { $hex }

## Game options
refusals-sea-options-two = Seafarers is played by 3 or 4 players (SEA-GEN-2); the 2-player variant is for the base game only.
refusals-sea-options-players = Seafarers is played by 3 or 4 players (SEA-GEN-2); the 5-6 player Seafarers extension is not available yet (SEA-GEN-3).
refusals-sea-options-board = Seafarers is set up on the scenario's map (SEA-SETUP-1): board must be variable (use sea_layout for the printed or shuffled terrain).
