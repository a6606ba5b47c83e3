"""Seafarers at the table: `/catan new scenario:…` (the scenario and its layout from an autocomplete list),
the Sail…, Move pirate… and Choose gold… buttons and menus (``flow``; a ship is built from the shared
Build… menu), and the message asking each player who owes a gold choice (``gold``).

Every choice offered comes from the engine's legal actions for the person asking, so a menu never offers a
move the rules refuse; the texts live in ``ui.rules.seafarers``.

No slash command of its own: /catan is one command of at most 4,000 characters of names, descriptions and
choices, and the shared commands use 3,951 of them (a rule set of the tests adds 26): a `/catan sea` group
(ship, move, pirate, gold) would cost about 130 more, and even a "Seafarers" entry in the ``expansion``
list 12, so the one ``scenario`` parameter (offered by autocomplete, 17 characters) selects the expansion.
Every Seafarers move is on the turn message's buttons and their menus; roads, settlements, cities, the
robber and its steal keep their shared commands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Optional

import discord
from discord.ext import commands

from cogs.app.translator import command_text
from cogs.app.wiring import Wiring
from cogs.interactions.common import UserError
from cogs.rules.seafarers.flow import PROMPTS, SEA_DYNAMIC_ITEMS, GoldSelect, SailSelect, SeaFlow
from cogs.rules.seafarers.gold import gold_questions, owing
from cogs.rulesets import CogHooks, NewGameParameter
from ui.escape import in_code
from ui.i18n.catalogue import localize
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Items, Text, Verbatim
from ui.rules.seafarers import GOLD_OP, PIRATE_OP, SAIL, START_OP

# The turn message's buttons of the rule set's own ops (``ui.buttons.turn_ops`` shows them by step): label, style
TURN_LABELS = {
    SAIL: (Text("sea-buttons-sail"), discord.ButtonStyle.primary),
    PIRATE_OP: (Text("sea-buttons-pirate"), discord.ButtonStyle.danger),
    GOLD_OP: (Text("sea-buttons-gold"), discord.ButtonStyle.danger),
    START_OP: (Text("sea-buttons-start"), discord.ButtonStyle.primary),
}
# /catan new scenario: offered by autocomplete (fixed choices would cost characters of the 4,000 Discord allows
# the one /catan command, which the shared commands nearly fill): "scenario" or "scenario/v" for the shuffled
# layout, the engine's option values (``engine.rules.seafarers.options``)
SCENARIOS = {"ns": "new_shores", "4i": "four_islands", "fog": "fog_island", "ttd": "through_the_desert"}
LAYOUTS = {"p": "printed", "v": "variable"}


def scenario_suggestions(typed: str, tag: str = ENGLISH) -> list[tuple[str, str]]:
    """Every scenario in both layouts whose name (in the typing person's language ``tag``, or English) contains
    what was typed."""
    needle = typed.strip().lower()
    out = []
    for short, key in SCENARIOS.items():
        for layout, value in (("printed", short), ("variable", f"{short}/v")):
            name = scenario_choice(key, layout)
            said = localize(name, tag)
            if needle in said.lower() or needle in localize(name, ENGLISH).lower() or needle == value:
                out.append((said, value))
    return out


def scenario_choice(key: str, layout: str) -> Text:
    """'The Fog Island (printed layout)': a scenario in one of its layouts."""
    return Text("sea-menus-scenario-choice", scenario=Text(f"sea-thread-scenario-{key.replace('_', '-')}"),
                layout=Text(f"sea-thread-layout-{layout}"))  # fmt: skip


def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    """The flow of the Sail…, Move pirate… and Choose gold… buttons and menus (no commands of its own: see
    the module docstring)."""
    flow = SeaFlow(wiring.service, wiring.publisher, wiring.moves)
    wiring.handlers.add(SailSelect, flow.ship_chosen)
    wiring.handlers.add(GoldSelect, flow.gold_card)
    wiring.turn_ops.add(dict.fromkeys(PROMPTS, flow.button))
    return []


def _scenario_options(scenario: str) -> dict[str, Any]:
    short, _, layout = scenario.strip().lower().partition("/")
    if short not in SCENARIOS or layout not in ("", *LAYOUTS):
        names = Items([scenario_choice(key, "printed") for key in SCENARIOS.values()], style="unit")
        raise UserError(Text("sea-menus-not-a-scenario", typed=Verbatim(in_code(scenario)), names=names))
    return {"expansion": "seafarers", "sea_scenario": SCENARIOS[short], "sea_layout": LAYOUTS[layout or "p"]}


def _scenario_choice(*, scenario: str | None = None, **_other: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """`/catan new scenario:…` makes a Seafarers game on that map (its victory target follows the scenario
    unless ``vp_target`` is given, SEA-WIN-1): the expansion has no entry in the ``expansion`` list, whose
    choices would cost characters of the one /catan command."""
    return (_scenario_options(scenario) if scenario else {}), {}


NEW_GAME_PARAMETERS = (
    NewGameParameter("scenario", Optional[str], None, command_text("Seafarers", "sea-cmd-scenario"), after="expansion",  # noqa: UP045
                     suggest=scenario_suggestions),
)

HOOKS = CogHooks(
    wire=(_wire,),
    dynamic_items=SEA_DYNAMIC_ITEMS,
    turn_labels=TURN_LABELS,
    hand_ops=(SAIL,),  # the hand DM offers a ship move beside roll, build and end
    after_publish=(gold_questions,),
    pinged_apart=(lambda view: set(owing(view)),),  # by the gold question's own message
    new_game_parameters=NEW_GAME_PARAMETERS,
    new_game_choices=(_scenario_choice,),
)
