"""Catan: Seafarers (shared/rules/seafarers.md), scenarios 1-4 for 3 and 4 players, as one rule module.

Where each rule lives (two engineers share this folder: the board and scenarios, and the routes):

* ``options``      section 14 and the refusals of combinations (SEA-GEN-2/3, SEA-AMB-1)
* ``record``       the rule set's record on ``GameState.sea`` (JSON key ``"sea"``): ships, pirate, fog
                   stacks, chits, gold owed
* ``mapdata``      the eight maps of section 11 as data (SEA-MAP-*), their deal areas
* ``maps``         the maps as ``engine.maps`` templates: frames, pieces, dealing, board checks
* ``geometry``     what a hex, intersection and path is *now* (SEA-GEO-3..6, the fog counted as sea until
                   revealed), islands
* ``areas``        scenario areas: start areas (SEA-SETUP-3) and the areas that earn chits (section 10)
* ``setup``        set-up: start areas, starting resources with gold, home islands, the robber's desert
* ``chits``        Catan chits (SEA-SVP-*, SEA-NS-2, SEA-4I-2, SEA-TTD-3)
* ``fog``          discoveries (SEA-FOG-2..6)
* ``refusals``     reasons for refused set-up settlements and roads on sea paths
* ``events``       ``route_piece_placed``: one call for every road or ship put on a path (the fog listens)
* ``board_hooks``  the board and scenario hooks (maps, set-up, chits, fog, views, determinisation)
* ``route_hooks``  ships, routes, Longest Trade Route, pirate, gold
* ``hooks``        the two composed: the rule set's ``HOOKS``

The view contract (what the renderer, the Discord layer and the built-in players read) is in this
folder's README.
"""

from __future__ import annotations

from typing import Any

from engine.rules.seafarers.options import OPTIONS, check_options, value_defaults

MAP_NAMES = (
    "sea_new_shores_3", "sea_new_shores_4", "sea_four_islands_3", "sea_four_islands_4",
    "sea_fog_island_3", "sea_fog_island_4", "sea_through_the_desert_3", "sea_through_the_desert_4",
)  # fmt: skip

# The rule set's declaration (``engine.rulesets``); its hooks, in ``hooks``, load on first use.
DECLARATION: dict[str, Any] = {
    "name": "seafarers",
    "layer": 1,  # engine.rulesets.EXPANSION: on the base game
    "hooks_module": "engine.rules.seafarers.hooks",
    "selected_by": ("expansion", ("seafarers",)),
    "options": OPTIONS,
    "value_defaults": value_defaults,  # SEA-WIN-1: vp_target follows the scenario
    "check_options": check_options,  # SEA-GEN-2/3
    "record": "sea",
    "maps": MAP_NAMES,
}
