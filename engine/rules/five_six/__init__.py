"""The 5-6 player extension (shared/rules/five_six.md, SIX-*), for the base game and Cities & Knights.

Where each rule lives:

* ``geometry``    SIX-GEO-1..7, SIX-COMP-2/3: the 30-hex island, registered as the map ``five_six``
* ``components``  SIX-COMP-1/2, SIX-SETUP-1, SIX-CK-1, SIX-VAR-1..8: bank, decks, colours, the board
* ``record``      the extension's record on ``GameState.six`` (the SBP's slots, the paired turn)
* ``sbp``         SIX-SBP-1..11, SIX-CK-4..8: the Special Build Phase, slot by slot
* ``requests``    SIX-SBP-9 (``six_sbp_skip = on_request``): asking for a slot during the turn
* ``paired``      SIX-PAIR-1..5, SIX-CK-9/10: the paired-players turn (option ``six_turn_mode``)
* ``options``     SIX-VAR-8 and section 11: its options and its checks of a game's options
* ``hooks``       the rule set's hooks (``engine.rulesets``), on top of the base game's or C&K's

It registers as a player-count extension: selected by ``players`` 5 or 6 (which it makes valid), it
composes as ``base <- five_six`` and ``base <- cities_and_knights <- five_six``. Everything else is the
base game's (and C&K's) rules on a bigger island: the shared engine reads the island from
``state.topo`` and never asks whether this rule set is active.
"""

from __future__ import annotations

from typing import Any

from engine.rules.five_six.options import OPTIONS, check_options

DECLARATION: dict[str, Any] = {
    "name": "five_six",
    "layer": 2,  # engine.rulesets.PLAYER_COUNT: on the base game or on Cities & Knights
    "hooks_module": "engine.rules.five_six.hooks",
    "maps": ("five_six",),  # engine.rules.five_six.geometry
    "selected_by": ("players", (5, 6)),
    "options": OPTIONS,  # its own options (``options``)
    # SIX-TURN-1: combined trade and build (already the product default, stated for 5-6 games)
    "option_defaults": {"combined_trade_build": True},
    # SIX-SBP-9: a slot only for the players who asked during the turn (``requests``), for tables that
    # play over days; the spec's policies stay the default
    "option_values": {"six_sbp_skip": ("on_request",)},
    "check_options": check_options,
    "record": "six",
}
