"""Which language a person reads (issue #33 item 2), and `/catan me settings language:`.

What only one person reads (ephemeral answers, their DMs) is in their language: the one they chose here, else
their Discord client's (``interaction.locale``, remembered for DMs sent outside an interaction), else the
server's. What everyone reads is in the game's language (chosen in the lobby, ``service`` keeps it).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions.common import CatanCog
from cogs.interactions.tree import shared_group
from service import DatabaseUnavailable
from service.people.users import UserSettingsService
from ui.i18n.catalogue import localize
from ui.i18n.languages import BY_TAG, ENGLISH, from_discord, language_names, shipped
from ui.i18n.text import Text

log = logging.getLogger("catanbot.languages")

AUTOMATIC = "auto"  # the choice "my Discord client's language"


def server_language(interaction: discord.Interaction) -> str:
    """The server's language (its community locale), if we speak it, else English."""
    return from_discord(interaction.guild_locale) or ENGLISH


class LanguageFlow:
    def __init__(self, users: UserSettingsService) -> None:
        self.users = users

    async def person(self, interaction: discord.Interaction) -> str:
        """The language ``interaction``'s person reads their private answers in (with the database out of
        reach: their client's, so that help and refusals still come in a language they read)."""
        client = interaction.locale.value if interaction.locale else None
        try:
            settings = await self.users.get(interaction.user.id)
        except DatabaseUnavailable:
            return from_discord(client) or server_language(interaction)
        if client and settings.client_locale != client:
            await self.users.note_client_locale(interaction.user.id, client)
        return settings.reads(from_discord(client) or server_language(interaction))

    async def seen(self, interaction: discord.Interaction) -> None:
        """Every interaction: remember the person's client language for the DMs sent to them later."""
        if interaction.locale is None or interaction.user.bot:
            return
        try:
            await self.users.note_client_locale(interaction.user.id, interaction.locale.value)
        except Exception:  # a lost language note must not disturb the interaction it came with
            log.exception("could not note the client language of user %d", interaction.user.id)

    async def choose(self, interaction: discord.Interaction, choice: str) -> str:
        """Set (or, ``auto``, clear) the person's language; the answer is in the language they now read."""
        tag = None if choice == AUTOMATIC else choice
        if tag is not None and tag not in shipped():
            return localize(Text("language-unknown", languages=language_names()), await self.person(interaction))
        await self.users.set_language(interaction.user.id, tag)
        shown = await self.person(interaction)
        key = "language-automatic" if tag is None else "language-chosen"
        return localize(Text(key, language=BY_TAG[shown].name), shown)


def language_choices(typed: str, reader: str) -> list[tuple[str, str]]:
    """(menu text, value) of the languages matching what was typed; first, "as my Discord client"."""
    typed = typed.strip().lower()
    options = [(localize(Text("language-auto-option"), reader), AUTOMATIC)]
    options += [(f"{BY_TAG[tag].name} ({tag})", tag) for tag in shipped()]
    return [(label, value) for label, value in options if typed in label.lower() or typed in value.lower()]


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
