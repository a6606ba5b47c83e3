"""`/catan me settings language:` (issue #33 item 2): the language of what only the person reads
(``cogs.interactions.reader``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions.common import CatanCog
from cogs.interactions.reader import AUTOMATIC, LanguageFlow
from cogs.interactions.tree import shared_group
from ui.i18n.catalogue import localize
from ui.i18n.languages import shipped_labels
from ui.i18n.text import Text


def language_choices(typed: str, reader: str) -> list[tuple[str, str]]:
    """(menu text, value) of the languages matching what was typed; first, "as my Discord client"."""
    automatic = localize(Text("language-auto-option"), reader)
    wanted = typed.strip().lower()
    first = [(automatic, AUTOMATIC)] if wanted in automatic.lower() or wanted in AUTOMATIC else []
    return first + shipped_labels(typed)


class LanguageCog(CatanCog):
    """/catan me settings"""

    ANYWHERE = frozenset({"catan me settings"})
    me = shared_group("me")

    def __init__(self, tree: app_commands.CommandTree[Any], flow: LanguageFlow) -> None:
        super().__init__(tree)
        self.flow = flow

    @me.command(name="settings", description=command_text("Your language", "cmd-me-settings-description"))
    @app_commands.describe(language=command_text("language or auto", "cmd-me-settings-language-description"))
    async def settings(self, interaction: discord.Interaction, language: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send(await self.flow.choose(interaction, language), ephemeral=True)

    @settings.autocomplete("language")
    async def _languages(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        reader = await self.flow.person(interaction)
        return [app_commands.Choice(name=label, value=value) for label, value in language_choices(current, reader)]
