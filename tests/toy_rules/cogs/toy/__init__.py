"""The toy rule set in Discord (``cogs/rules/toy/``): its choice and parameter of ``/catan new``, the label
and answer of its turn button, and its command ``/catan toy beacons`` (one group of its own)."""

# I001: the linter takes ui.rules.toy (this folder's sibling, tests/toy_rules/ui/toy) for a third party
from __future__ import annotations  # noqa: I001

from collections.abc import Sequence
from typing import Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from cogs.interactions.common import CatanCog, reply, resolve_game
from cogs.rulesets import CogHooks, NewGameParameter
from cogs.app.wiring import Wiring
from service import GameService
from ui.rules.toy import BEACON, CHOICE_NAME, beacons_text


class ToyCog(CatanCog):
    """/catan toy beacons: how many beacons the game of this thread has. Its texts are short: /catan's names,
    descriptions and choices share Discord's 4,000 characters, and 49 were left (issue #30)."""

    def __init__(self, tree: app_commands.CommandTree[Any], service: GameService) -> None:
        super().__init__(tree)
        self.service = service

    toy = app_commands.Group(name="toy", description="Toy", guild_only=True)

    @toy.command(name="beacons", description="Beacons lit")
    async def beacons(self, interaction: discord.Interaction) -> None:
        game = await resolve_game(self.service, interaction)
        await reply(interaction, beacons_text(game.id, dict(game.options)))


def _wire(wiring: Wiring) -> Sequence[commands.Cog]:
    async def clicked(interaction: discord.Interaction, game_id: int, op: str) -> None:
        game = await wiring.service.get_game(game_id)
        await reply(interaction, beacons_text(game.id, dict(game.options)))

    wiring.turn_ops.add({BEACON: clicked})
    return [ToyCog(wiring.tree, wiring.service)]


def _new_game_options(*, beacons: int | None = None, **_other: Any) -> dict[str, Any]:
    return {"expansion": "toy"} if beacons is None else {"expansion": "toy", "toy_beacons": beacons}


# /catan new's parameter ``beacons`` (the option ``toy_beacons``), after the expansion's choice
BEACONS = NewGameParameter("beacons", Optional[app_commands.Range[int, 0, 5]], None, "toy", after="expansion")  # noqa: UP045


HOOKS = CogHooks(
    wire=(_wire,),
    turn_labels={BEACON: ("🔥 Beacons", discord.ButtonStyle.secondary)},
    expansion_names={"toy": CHOICE_NAME},
    new_game_options={"toy": _new_game_options},
    new_game_parameters=(BEACONS,),
)
