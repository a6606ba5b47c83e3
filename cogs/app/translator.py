"""Slash commands in each client's language (issue #33 item 2): discord.py's ``Translator`` over the catalogue.

A command, option or choice whose text is a ``locale_str`` with a ``key`` (``command_text``) is looked up in
the catalogue for every language we ship when the tree syncs; Discord then shows each client its own. Text
without a key, a language without the key, and the pseudo-locale (no Discord client speaks it) keep the
English that the command was declared with.
"""

from __future__ import annotations

import discord
from discord import app_commands

from engine import rulesets
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
        if key is None:
            return None
        try:
            return _TRANSLATED[(key, locale)]
        except KeyError:
            pass
        tag = from_discord(locale)
        words = localizer(tag) if tag is not None and tag != ENGLISH else None
        found = _TRANSLATED[(key, locale)] = words.format(Text(key)) if words is not None and words.has(key) else None
        return found


# (key, Discord locale) -> the words, once per process: a sync asks for every string in each of Discord's ~30
# locales, and a bot that starts again (a restart, a shard, each e2e test's bot) asks the same again.
_TRANSLATED: dict[tuple[str, object], str | None] = {}
rulesets.ON_CHANGE.append(_TRANSLATED.clear)  # a rule set (un)registered: its catalogue comes or goes
