"""Seafarers' options (seafarers.md section 14), registered with its declaration (``engine.rulesets``;
``engine.options`` validates them), and its checks of a game's options (SEA-GEN-2/3, SEA-SETUP-1).

The spec's names map to ours in lower case: ``SEA_SCENARIO`` is ``sea_scenario`` with the values
``new_shores``, ``four_islands``, ``fog_island``, ``through_the_desert``; ``SEA_VP_TARGET`` is the base
game's ``vp_target``, whose default in a Seafarers game is the scenario's target (SEA-WIN-1: 14 / 12 /
12 / 12), so that one option names the target in every rule set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import InvalidOptions
from engine.option_types import GameOptions, OptionSpec
from engine.text import Text

NEW_SHORES, FOUR_ISLANDS, FOG_ISLAND, THROUGH_THE_DESERT = (
    "new_shores", "four_islands", "fog_island", "through_the_desert",
)  # fmt: skip
SCENARIOS = (NEW_SHORES, FOUR_ISLANDS, FOG_ISLAND, THROUGH_THE_DESERT)  # SEA-GEN-4, scenarios 1-4
# SEA-WIN-1 (SEA-AMB-15): the scenarios' victory targets
VP_TARGETS: dict[str, int] = {NEW_SHORES: 14, FOUR_ISLANDS: 12, FOG_ISLAND: 12, THROUGH_THE_DESERT: 12}

PRINTED, VARIABLE = "printed", "variable"
RANDOM, CONFIGURED = "random", "configured"

# name -> (default, allowed values or a (min, max) range for ints, one-line help); ignored by other games
OPTIONS: dict[str, OptionSpec] = {
    "sea_scenario": (NEW_SHORES, SCENARIOS, "Seafarers: the scenario (SEA-GEN-4)"),
    "sea_layout": (
        PRINTED,
        (PRINTED, VARIABLE),
        "Seafarers: the printed terrain and tokens, or shuffled within each area (SEA-MAP-VAR-1)",
    ),
    "sea_harbor_types": (
        RANDOM,
        (RANDOM, CONFIGURED),
        "Seafarers: harbor types dealt at random, or in the listed order (tests; SEA-MAP-HARBORS)",
    ),
    "sea_svp_per_area": (2, (1, 2), "Seafarers: chits for a first settlement on a new area (SEA-NS-2, SEA-TTD-3)"),
    "sea_4i_first_foreign_one": (
        False,
        (True, False),
        "Seafarers, Four Islands: the first foreign island earns 1 chit, later ones 2 (SEA-4I-2)",
    ),
    "sea_ttd_robber_start": (
        "first_desert",
        ("first_desert", "random_desert", "starting_player_chooses"),
        "Seafarers, Through the Desert: where the robber starts (SEA-TTD-4)",
    ),
    "sea_gold_choice_order": (
        "seat_order_hidden",
        ("seat_order_hidden", "seat_order_open"),
        "Seafarers: gold choices hidden until all are made, or public at once (SEA-GOLD-2)",
    ),
}


def value_defaults(value_of: Callable[[str], Any]) -> dict[str, Any]:
    """SEA-WIN-1: ``vp_target`` defaults to the chosen scenario's target (an unknown scenario is refused
    by the option check; its default is then irrelevant)."""
    return {"vp_target": VP_TARGETS.get(value_of("sea_scenario"), VP_TARGETS[NEW_SHORES])}


def check_options(options: GameOptions) -> None:
    """SEA-GEN-2/3 (SEA-AMB-1): 3 or 4 players only; SEA-SETUP-1: set-up on the board, no beginner map.
    Cities & Knights cannot be selected with Seafarers (one ``expansion`` option selects either)."""
    if options.players == 2:
        raise InvalidOptions(Text("refusals-sea-options-two"))
    if options.players not in (3, 4):
        raise InvalidOptions(Text("refusals-sea-options-players"))
    if options.board != "variable":
        raise InvalidOptions(Text("refusals-sea-options-board"))
