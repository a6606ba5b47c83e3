"""The 2-player variant ("Catan for Two", shared/rules/two_player.md), as one rule module.

Where each rule lives:

* ``record``       the variant's own record on ``GameState.two`` (None in other games), constants
* ``setup``        TWO-COMP-1/2, TWO-SETUP-1/2, TWO-AMB-1/14: neutral colours, their settlements, trade cards
* ``rolls``        TWO-ROLL-1..4, TWO-AMB-10..12: the double production roll
* ``growth``       TWO-NEUTRAL-1..5, TWO-REPL-3, TWO-SETUP-4, TWO-AMB-3/4/9: after a real player's build
* ``trade_cards``  TWO-COMP-3, TWO-REPL-4, TWO-ACT-2, TWO-AMB-5/8/13: gains, cap, bonus and price
* ``card_actions`` TWO-ACT-1..5, TWO-REPL-1/2, TWO-AMB-2/6/7: Forced Trade, robber to the desert, Knight exchange
* ``options``      TWO-ACT-5: its options
* ``actions``      the action kinds, ``legal`` their listers and handlers, ``view`` the public view fields

The rest of the game is the base game's (TWO-COMP-4). Neutral colours own pieces (seats 2 and 3 in
the piece tables) but no seat of a real player: they have no hand, no turn and are never robbed
(TWO-ROLL-5), and they count for Longest Road like anyone (TWO-NEUTRAL-4).

This package registers with ``engine.rulesets`` as a player-count extension (``DECLARATION`` here,
its hooks in ``hooks``): it is selected by ``players = 2`` and composes with the base game. It
contributes its record (``state.two``), game preparation and set-up start, the double roll, what
follows a road or settlement, its steps and action kinds, trade-card actions in the base steps, its
view fields and its part of determinisation; the base game's files never test for it.
"""

from __future__ import annotations

from typing import Any

from engine.rules.two_player.options import OPTIONS

DECLARATION: dict[str, Any] = {
    "name": "two_player",
    "layer": 2,  # engine.rulesets.PLAYER_COUNT: composes with the base game (TWO-COMP-4)
    "hooks_module": "engine.rules.two_player.hooks",
    "selected_by": ("players", (2,)),
    "options": OPTIONS,  # its own options (``options``): TWO-ACT-5
    "record": "two",
    "eager": True,  # loaded with the engine, as before it was a plug-in (its action kinds are known at once)
}
