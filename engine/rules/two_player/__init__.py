"""The 2-player variant ("Catan for Two", shared/rules/two_player.md), as one rule module.

Where each rule lives:

* ``record``       the variant's own record on ``GameState.two`` (None in other games), constants
* ``setup``        TWO-COMP-1/2, TWO-SETUP-1/2, TWO-AMB-1/14: neutral colours, their settlements, trade cards
* ``rolls``        TWO-ROLL-1..4, TWO-AMB-10..12: the double production roll
* ``growth``       TWO-NEUTRAL-1..5, TWO-REPL-3, TWO-SETUP-4, TWO-AMB-3/4/9: after a real player's build
* ``trade_cards``  TWO-COMP-3, TWO-REPL-4, TWO-ACT-2, TWO-AMB-5/8/13: gains, cap, bonus and price
* ``card_actions`` TWO-ACT-1..5, TWO-REPL-1/2, TWO-AMB-2/6/7: Forced Trade, robber to the desert, Knight exchange
* ``actions``      the action kinds, ``legal`` their listers and handlers, ``view`` the public view fields

The rest of the game is the base game's (TWO-COMP-4). Neutral colours own pieces (seats 2 and 3 in
the piece tables) but no seat of a real player: they have no hand, no turn and are never robbed
(TWO-ROLL-5), and they count for Longest Road like anyone (TWO-NEUTRAL-4).

The base engine calls into this package at a few marked hooks only: game creation
(``engine.rules.setup``), the roll and the builds (``engine.legal``), and the view (``engine.views``).
"""

from __future__ import annotations

from engine.rules.two_player.growth import after_own_road, after_own_settlement
from engine.rules.two_player.legal import HANDLERS, STEP_LISTERS, extra_actions
from engine.rules.two_player.record import TwoPlayerRecord
from engine.rules.two_player.rolls import roll
from engine.rules.two_player.setup import prepare
from engine.rules.two_player.view import public_fields

__all__ = [
    "HANDLERS", "STEP_LISTERS", "TwoPlayerRecord", "after_own_road", "after_own_settlement", "extra_actions",
    "prepare", "public_fields", "roll",
]  # fmt: skip
