"""Cities & Knights: the expansion's rules, beside the base rules (cities_and_knights.md).

Where each rule lives:

=========================  ==========================================================================
``record``                 the C&K record object ``GameState.ck`` (levels, decks, knights, walls, ...)
``constants``              components, costs, ids (CK-COMP-*, section 9)
``setup``                  new game and set-up, city in round 2 (CK-SETUP-*)
``turn``                   three dice, order of resolution, the 7, end of turn (CK-TURN-*, CK-EVENT-*,
                           CK-ROBBER-*, CK-VAR-EASY-*)
``production``             production with commodities, Aqueduct (CK-PROD-*, CK-ABIL-3)
``building``               placement with knights, walls (CK-WALL-*, CK-KNIGHT-9/10)
``knights``                hire, activate, promote, move, displace, chase (CK-KNIGHT-*)
``improvements``           city improvements and metropolises (CK-IMPR-*, CK-METRO-*)
``barbarians``             the attack (CK-BARB-*, CK-DEF-1, CK-VAR-NASTY-1)
``trade``                  bank rates with commodities (CK-TRADE-*, CK-ABIL-1, CK-MERCH-2)
``victory``                VP beyond buildings (CK-VP-1)
``progress`` + ``cards/``  progress-card framework and the 54 cards (CK-PROG-*, CK-CARD-*), one module
                           per card; ``card_effects``: what several cards do alike (give, steal, pay)
``decisions``              decisions owed by players (pending queue), ``steps``: inserted steps
``legal``                  listing and applying actions; ``views``: what a person may see
``hooks``                  the rule set's hooks (``engine.rulesets``), on top of the base game's
``options``                its options and its checks of a game's options (CK-GEN-1, CK-SETUP-1)
=========================  ==========================================================================

See README.md in this folder for how to add a progress card.
"""

from __future__ import annotations

from typing import Any

from engine.rules.cities_and_knights.options import OPTIONS, check_options

# The rule set's declaration (``engine.rulesets``); its hooks, in ``hooks``, load on first use, so a
# process that plays only the base game never imports the rest of this package.
DECLARATION: dict[str, Any] = {
    "name": "cities_and_knights",
    "layer": 1,  # engine.rulesets.EXPANSION: on the base game; a player-count extension may follow
    "hooks_module": "engine.rules.cities_and_knights.hooks",
    "selected_by": ("expansion", ("cities_and_knights",)),
    "options": OPTIONS,  # its own options (``options``)
    "option_defaults": {"vp_target": 13},  # CK-WIN-1
    "check_options": check_options,
    "record": "ck",
    "record_null": True,  # schema 2: "ck" is in every saved game, null in others
}
