"""The bot's command tree: the one error handler of slash commands, and each interaction let go once answered."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.interactions.common import report_error
from cogs.interactions.release import release


class CatanTree(app_commands.CommandTree[Any]):
    """Slash commands' and autocompletes' interactions are released once answered, errors included
    (``cogs.interactions.release``): ``_call`` is discord.py's one method that runs them all, the tree's
    ``on_error`` within it; tests/bot/interactions/test_release.py fails if that stops being so."""

    async def _call(self, interaction: discord.Interaction) -> None:
        try:
            await super()._call(interaction)
        finally:
            release(interaction)

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        try:
            await report_error(interaction, getattr(error, "original", error))
        finally:  # an error that escaped ``_call`` (an unknown command) comes after its release
            release(interaction)
