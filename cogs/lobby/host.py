"""/catan host cancel|kick|autopilot: what the host (or anyone with Manage Server) may do to a game.

One subgroup for them leaves room under /catan (Discord allows 25 entries) for every player's commands.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions.common import CatanCog
from cogs.lobby.bots import BotFlow
from cogs.lobby.lobby import LobbyFlow
from cogs.lobby.seats import SeatFlow


class HostCog(CatanCog):
    def __init__(
        self, tree: app_commands.CommandTree[Any], lobby: LobbyFlow, seats: SeatFlow, bots: BotFlow
    ) -> None:
        super().__init__(tree)
        self.lobby, self.seats, self.bots = lobby, seats, bots

    host = app_commands.Group(name="host", description=command_text("Host commands", "cmd-host-commands"), guild_only=True)

    @host.command(name="cancel", description=command_text("Cancel this game (host or Manage Server)", "cmd-cancel-this-game-host-or-manage-server"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.lobby.cancel(interaction)

    @host.command(name="kick", description=command_text("Remove an absent player (seat stays open)", "cmd-remove-an-absent-player-seat-stays-open"))
    @app_commands.describe(player=command_text("the player to remove", "cmd-the-player-to-remove"))
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.seats.kick(interaction, player)

    @host.command(name="autopilot", description=command_text("A built-in player takes this seat now", "cmd-a-built-in-player-takes-this-seat-now"))
    async def autopilot(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.bots.autopilot(interaction, player)
