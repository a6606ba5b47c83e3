"""Cities & Knights at the table: the Knights…, Improve…, Progress… and Answer… buttons and menus
(``flow``), their slash commands /catan ck knight, improve, progress, answer and /catan build wall
(``commands``), and the messages asking a player for a decision (``decisions``).

Every choice offered comes from the engine's legal actions for the person asking, so a menu or an
autocomplete list never offers a move the rules refuse.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from cogs.app.translator import command_text
from cogs.app.wiring import Wiring
from cogs.rules.cities_and_knights.commands import CitiesKnightsCog
from cogs.rules.cities_and_knights.decisions import decisions
from cogs.rules.cities_and_knights.flow import CK_DYNAMIC_ITEMS, PROMPTS, CardKindSelect, CkFlow
from cogs.rulesets import CogHooks, NewGameParameter
from ui.i18n.text import Text
from ui.rules.cities_and_knights import open_decisions

# The turn message's buttons of the rule set's own ops (``ui.buttons.turn_ops`` shows them by step): label, style
TURN_LABELS = {
    "knights": (Text("ck-buttons-knights"), discord.ButtonStyle.primary),
    "improve": (Text("ck-buttons-improve"), discord.ButtonStyle.primary),
    "progress": (Text("ck-buttons-progress"), discord.ButtonStyle.secondary),
    "answer": (Text("ck-buttons-answer"), discord.ButtonStyle.danger),
}


def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    """The flow of the Knights…, Improve…, Progress… and Answer… buttons and menus, and its commands."""
    flow = CkFlow(wiring.service, wiring.publisher, wiring.moves)
    wiring.handlers.add(CardKindSelect, flow.card_kind)
    wiring.turn_ops.add(dict.fromkeys(PROMPTS, flow.button))
    return [CitiesKnightsCog(wiring.tree, flow, wiring.moves)]


def _new_game_options(*, barbarians: int | None = None, ck_variant: str | None = None, **_other: Any) -> dict[str, Any]:
    """The options of `/catan new expansion:Cities & Knights` (``barbarians``, ``ck_variant``)."""
    options: dict[str, Any] = {"expansion": "cities_and_knights"}
    if barbarians is not None:
        options["barbarian_steps"] = barbarians
    if ck_variant is not None:
        options[{"e": "ck_knight_errant", "s": "ck_easy_start"}.get(ck_variant, "ck_nasty")] = True
    return options


# /catan new: the expansion's choice and its parameters, after ``expansion`` (short values: every character
# counts towards the 4,000 Discord allows the one /catan command)
EXPANSION_NAMES = {"ck": command_text("Cities & Knights", "ck-cmd-expansion")}
NEW_GAME_PARAMETERS = (
    NewGameParameter("barbarians", Optional[app_commands.Range[int, 3, 12]], None,  # noqa: UP045 (an object)
                     command_text("C&K: barbarian track length (7)", "ck-cmd-barbarians"), after="expansion"),
    NewGameParameter("ck_variant", Optional[str], None, command_text("C&K variant", "ck-cmd-variant"), after="barbarians",  # noqa: UP045
                     choices=((command_text("knight errant", "ck-cmd-variant-errant"), "e"),
                              (command_text("easy start", "ck-cmd-variant-easy"), "s"),
                              (command_text("nasty", "ck-cmd-variant-nasty"), "n"))),
)

HOOKS = CogHooks(
    wire=(_wire,),
    dynamic_items=CK_DYNAMIC_ITEMS,
    turn_labels=TURN_LABELS,
    after_publish=(decisions,),
    discard_pings=False,  # every owed decision gets its own message (decisions)
    pinged_apart=(lambda view: {d["seat"] for d in open_decisions(view)},),  # by that message
    new_game_parameters=NEW_GAME_PARAMETERS,
    expansion_names=EXPANSION_NAMES,
    new_game_options={"ck": _new_game_options},
    card_words={"cloth": 5, "coin": 6, "paper": 7},  # the commodities (8-wide hands)
    # the board's strip shows the barbarians (ship, track, strength), its map the knights, walls, metropolises,
    # merchant and the robber asleep or awake; the event die (with the dice: the turn message says it), the
    # attacks so far, the progress decks and Defender cards left and an attack's stage it does not show
    off_map={"ck": frozenset({"event", "attacks", "decks", "defenders_left", "stage"})},
)
