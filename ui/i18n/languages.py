"""The languages the bot speaks (issue #33): adding one is a line here and one ``.ftl`` file per catalogue.

A language is named by its Fluent/BCP 47 tag (``pt-BR``); Discord names a person's client language with its
own ``discord.Locale`` values (``en-US``, ``es-419``), which map onto ours here, and Babel (CLDR: plurals,
numbers, lists, times) by its own spelling (``pt_BR``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

ENGLISH = "en"
# A pseudo-locale: English with accented, lengthened and bracketed text (``ui.i18n.pseudo``). Nobody plays in
# it; the demos and the e2e tests do, so that a string that escaped the catalogue stands out as plain English,
# and a label that only fits in English overflows.
PSEUDO = "qps"
GAME_LANGUAGE = "language"  # the game settings' key of the language everyone reads the game in


@dataclass(frozen=True, slots=True)
class Language:
    tag: str  # what the catalogue files are named after (``de.ftl``) and what settings store
    name: str  # in the language itself, for menus
    babel: str  # Babel's locale: CLDR's plural rules, number, list and time formats
    discord: tuple[str, ...] = ()  # the ``discord.Locale`` values that mean this language


LANGUAGES: tuple[Language, ...] = (
    Language(ENGLISH, "English", "en", ("en-US", "en-GB")),
    Language("de", "Deutsch", "de", ("de",)),
    Language("fr", "Français", "fr", ("fr",)),
    Language("es", "Español", "es", ("es-ES", "es-419")),
    Language("pt-BR", "Português (Brasil)", "pt_BR", ("pt-BR",)),
    Language(PSEUDO, "[Ƥšéûđö]", "en"),
)

BY_TAG: dict[str, Language] = {language.tag: language for language in LANGUAGES}
_BY_DISCORD: dict[str, str] = {code: language.tag for language in LANGUAGES for code in language.discord}


def language(tag: str | None) -> Language:
    """The language of a tag we ship, or English for anything else (an old setting, a typo)."""
    return BY_TAG.get(tag or ENGLISH, BY_TAG[ENGLISH])


def from_discord(locale: object | None) -> str | None:
    """Our tag for a Discord locale (a ``discord.Locale`` or its value), or None if we don't speak it.

    Only the exact locale or, failing that, its language (``pt-PT`` is not ``pt-BR``: we answer None and the
    caller falls back, rather than pretend)."""
    if locale is None:
        return None
    code = str(getattr(locale, "value", locale))
    if code in _BY_DISCORD:
        return _BY_DISCORD[code]
    return code if code in BY_TAG and code != PSEUDO else None


def shipped() -> tuple[str, ...]:
    """The tags people can choose (every language but the pseudo-locale)."""
    return tuple(language.tag for language in LANGUAGES if language.tag != PSEUDO)


_forced: str | None = None


def force_language(tag: str | None) -> None:
    """Every reader reads ``tag`` (None: each their own again): the demos and the e2e tests in the pseudo-locale
    (issue #33 item 4), where no Discord client could ask for it. The language is decided here, where the
    reader is known, so pictures drawn in worker processes get it as every other language: as an argument."""
    global _forced
    _forced = None if tag is None else language(tag).tag


def forced() -> str | None:
    """The language every reader reads, if one is forced (``force_language``)."""
    return _forced


def game_language(settings: Mapping[str, Any]) -> str:
    """The language of what everyone reads of a game (its thread, board, lobby): chosen when it was opened;
    English for games opened before there was a choice."""
    return _forced or language(settings.get(GAME_LANGUAGE)).tag


def language_names() -> str:
    """The languages people can choose, for a message that lists them: "Deutsch (de), ..."."""
    return ", ".join(language_label(tag) for tag in shipped())


def language_label(tag: str) -> str:
    """A language as menus and lists show it, in itself and by its tag: "Deutsch (de)"."""
    return f"{BY_TAG[tag].name} ({tag})"


def shipped_labels(typed: str) -> list[tuple[str, str]]:
    """(label, tag) of the languages people can choose whose label matches what was typed."""
    typed = typed.strip().lower()
    return [(language_label(tag), tag) for tag in shipped() if typed in language_label(tag).lower()]


def person_language(chosen: str | None, client_locale: str | None, fallback: str) -> str:
    """The language a person reads what is theirs alone in (a DM, an answer): the one they chose, if we still
    ship it, else their Discord client's (as last reported), else ``fallback`` (the game's or the server's)."""
    if _forced is not None:
        return _forced
    return chosen if chosen in shipped() else from_discord(client_locale) or fallback
