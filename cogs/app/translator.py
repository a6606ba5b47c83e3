"""Slash commands in each client's language (issue #33 item 2): discord.py's ``Translator`` over the catalogue.

A command, option or choice whose text is a ``locale_str`` with a ``key`` (``command_text``) is looked up in
the catalogue for every language we ship when the tree syncs; Discord then shows each client its own. Text
without a key, a language without the key, and the pseudo-locale (no Discord client speaks it) keep the
English that the command was declared with.
"""

from __future__ import annotations

import discord
from discord import app_commands

from ui.i18n.catalogue import localizer
from ui.i18n.languages import ENGLISH, from_discord
from ui.i18n.text import Text


def command_text(english: str, key: str) -> app_commands.locale_str:
    """A command's name, description or choice: ``english`` as declared, ``key`` its catalogue message."""
    return app_commands.locale_str(english, key=key)


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        tag = from_discord(locale)
        if key is None or tag is None or tag == ENGLISH:
            return None
        words = localizer(tag)
        return words.format(Text(key)) if words.has(key) else None
