"""Which language a person reads (issue #33 item 2): their choice (`/catan me settings`), else their Discord
client's (``interaction.locale``, remembered for DMs sent outside an interaction), else the server's. What
everyone reads of a game is in the game's language instead (``ui.i18n.languages.game_language``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import discord

from service import DatabaseUnavailable
from service.people.users import UserSettingsService
from ui.i18n.catalogue import localize
from ui.i18n.languages import BY_TAG, ENGLISH, forced, from_discord, language_names, person_language, shipped
from ui.i18n.text import Text

log = logging.getLogger("catanbot.languages")

AUTOMATIC = "auto"  # the choice "my Discord client's language"


def server_language(interaction: discord.Interaction) -> str:
    """The server's language (its community locale), if we speak it, else English."""
    return from_discord(getattr(interaction, "guild_locale", None)) or ENGLISH


CHOICE_KEPT_SECONDS = 60.0  # how long a person's chosen language is trusted without reading it again
_CHOICES_KEPT = 50_000  # people whose choice is kept in memory at most (then the memory starts over)


class LanguageFlow:
    def __init__(self, users: UserSettingsService, now: Callable[[], float]) -> None:
        self.users = users
        self.now = now
        # person -> (their chosen language or None, when read): every private answer asks, so the choice is
        # read once a minute rather than on every click (another process's change shows within the minute)
        self._chosen: dict[int, tuple[str | None, float]] = {}

    async def person(self, interaction: discord.Interaction) -> str:
        """The language ``interaction``'s person reads their private answers in (with the database out of
        reach: their client's, so that help and refusals still come in a language they read)."""
        client = interaction.locale.value if interaction.locale else None
        fallback = from_discord(client) or server_language(interaction)
        kept = self._chosen.get(interaction.user.id)
        if kept is not None and self.now() - kept[1] < CHOICE_KEPT_SECONDS:
            return person_language(kept[0], None, fallback)
        try:
            settings = await self.users.get(interaction.user.id)
        except DatabaseUnavailable:
            return person_language(None, client, fallback)  # the forced language too (the pseudo-locale)
        if client and settings.client_locale != client:
            await self.users.note_client_locale(interaction.user.id, client)
        self._keep(interaction.user.id, settings.language)
        return person_language(settings.language, None, fallback)

    def _keep(self, user_id: int, language: str | None) -> None:
        if len(self._chosen) >= _CHOICES_KEPT:
            self._chosen.clear()
        self._chosen[user_id] = (language, self.now())

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
        self._chosen.pop(interaction.user.id, None)
        shown = await self.person(interaction)
        key = "language-automatic" if tag is None else "language-chosen"
        return localize(Text(key, language=BY_TAG[shown].name), shown)


async def reader_of(interaction: discord.Interaction) -> str:
    """The language of what ``interaction``'s person alone reads (their choice, their client's, the server's):
    what every private answer is put into (``cogs.interactions.common.reply`` and the error handler)."""
    if forced() is not None:
        return forced()  # type: ignore[return-value]
    flow = getattr(getattr(interaction, "client", None), "languages", None)
    if isinstance(flow, LanguageFlow):
        try:
            return await flow.person(interaction)
        except Exception:  # an answer (an error's, often) must still go out: in the client's language then
            log.exception("could not read the language of user %d", interaction.user.id)
    return from_discord(getattr(interaction, "locale", None)) or server_language(interaction)
