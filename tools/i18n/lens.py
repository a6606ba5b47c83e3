"""What a person reads of a bot whose readers all read the pseudo-locale (issue #33 item 4): ``PseudoLens``, a
fake Discord's lens (tools.fakediscord.lens) that notes every visible string with plain English words in it (text
that escaped the catalogue, ``tools.i18n.escapes``) and can hand the reader the English back
(``ui.i18n.pseudo.english``). The e2e tests (tests/bot/pseudo_locale.py) and the demos in the pseudo-locale use it.

Names are not our words: people's, servers', channels' and roles' names, what people typed, the built-in
players' and the languages' own names, and time zones (IANA names) pass in every language.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from typing import Any

from cogs.interactions.escape import safe
from tools.fakediscord.model import World
from tools.i18n.escapes import escaped
from ui.bots import BOT_NAMES
from ui.escape import in_code, plain
from ui.i18n.languages import BY_TAG, ENGLISH, LANGUAGES, PSEUDO, language_label, shipped
from ui.i18n.pseudo import english

JSON = dict[str, Any]

# The languages as menus name them, each in itself ("Deutsch (de)"): names, not our words, in every language.
_LANGUAGE_NAMES = [language.name for language in LANGUAGES] + [language_label(tag) for tag in shipped()]
# Time zones are named by their IANA identifiers ("Europe/Berlin", shown "Europe/Berlin" or "Europe/Berlin (CET)"),
# in every language: names too.
_TIME_ZONE = re.compile(r"\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)"
                        r"/[A-Za-z_/+-]+(?: [A-Z][a-z]+)*|\b(?:UTC|GMT)\b")
# Discord locales whose clients must get each command's descriptions and choices in their own language.
_CLIENT_LOCALES = sorted({BY_TAG[tag].discord[0] for tag in BY_TAG if tag not in (ENGLISH, PSEUDO)})


class PseudoLens:
    """A fake Discord's lens (tools.fakediscord.lens.Lens) for a bot whose readers all read the pseudo-locale.

    ``undo``: hand the tests the English (the e2e tests); without it, they read the pseudo-locale as sent (the
    demos, whose threads show what a player of the pseudo-locale sees)."""

    def __init__(self, world: World, *, undo: bool = True) -> None:
        self.world, self.undo = world, undo
        self.shown_language = ENGLISH if undo else None  # what the players read (tools.demo.world.shown_language)
        self._typed: set[str] = set()
        self._seen_interactions = 0
        self._names_key: tuple[int, ...] = ()
        self._names: list[str] = []

    # --- what the bot sends -----------------------------------------------------------------------

    def read(self, text: str, where: str) -> str:
        names = self.names()
        self.check(text, where, names)
        return english(text, names) if self.undo else text

    def check(self, text: str, where: str, names: list[str] | None = None) -> list[str]:
        """Notes (and returns) the plain English words of ``text`` as a problem of the fake Discord."""
        names = self.names() if names is None else names
        rest = _TIME_ZONE.sub(" ", text)
        found = escaped(rest, names)
        if found:
            lines = [line.strip()[:200] for line in rest.splitlines() if escaped(line, names)]
            self.world.lens_problems.append(
                f"text not from the catalogue in {where}: {' / '.join(repr(line) for line in lines)} "
                f"(plain words: {', '.join(found[:12])})"
            )
        return found

    def commands(self, commands: list[JSON], where: str) -> None:
        """Every description and choice of a registered command has its translations: it came from the catalogue
        (a description in code has none, and every Discord client would read it in English)."""
        for path, item, field in _command_texts(commands):
            have = item.get(f"{field}_localizations") or {}
            missing = [locale for locale in _CLIENT_LOCALES if locale not in have]
            if missing and escaped(str(item.get(field) or "")):  # "…" has no words to translate
                self.world.lens_problems.append(
                    f"text not from the catalogue in {where}: {path} {field} {item[field]!r} "
                    f"(no translation for {', '.join(missing)})"
                )

    def drawn_text(self, strings: Iterable[tuple[str, str]]) -> None:
        """HOOK POINT for text drawn in images (issue #33 item 4; img33 adds a recorder of drawn strings in
        rendering/): call with (image kind, string) for every string a picture drew, and each is checked as a
        message's text is. Until that recorder lands nothing calls it, and text in images is not checked here."""
        for kind, text in strings:
            self.check(text, f"text drawn in a {kind} image")

    # --- names: what is not ours to translate ---------------------------------------------------------

    def names(self) -> list[str]:
        """People's, servers', channels' and roles' names, what people typed, and the languages' names."""
        world = self.world
        self._note_typed()
        key = (len(world.users), len(world.channels), len(world.guilds), len(self._typed))
        if key != self._names_key:
            people = {world.bot.name, *BOT_NAMES, *self._typed}
            for user in world.users.values():
                people.update((user.name, user.display_name or ""))
            for guild in world.guilds.values():
                people.add(guild.name)
                people.update(role.name for role in guild.roles.values())
                people.update(member.nick or "" for member in guild.members.values())
            # a thread the bot opened is named in our words (checked when it is made); other channels are people's
            people.update(c.name for c in world.channels.values() if not (c.is_thread and c.owner_id == world.bot.id))
            # as the bot shows them: invisible characters gone, markdown and mentions escaped
            found = {shown for name in people if name for shown in (name, plain(name), safe(name), in_code(name))}
            found.update(_LANGUAGE_NAMES)
            self._names_key, self._names = key, sorted((n for n in found if n), key=len, reverse=True)
        return self._names

    def _note_typed(self) -> None:
        """Free text people typed since the last look: string options without fixed choices (a game's name, a time
        zone, what they typed where a list is offered), and form fields."""
        interactions = self.world.interactions_by_id
        for record in itertools.islice(interactions.values(), self._seen_interactions, None):
            data = record.payload.get("data") or {}
            if record.type == 2:
                spec = self._registered(record.guild_id, str(data.get("id", "")))
                self._typed.update(_typed_options(data.get("options") or [], (spec or {}).get("options") or []))
            elif record.type == 5:
                self._typed.update(str(c.get("value")) for c in _inputs(data.get("components") or []) if c.get("value"))
        self._seen_interactions = len(interactions)

    def _registered(self, guild_id: int | None, command_id: str) -> JSON | None:
        for scope in (guild_id, None):
            for command in self.world.commands.get(scope, []):
                if command.get("id") == command_id:
                    return command
        return None


def _typed_options(options: list[JSON], specs: list[JSON]) -> Iterator[str]:
    by_name = {spec.get("name"): spec for spec in specs}
    for option in options:
        spec = by_name.get(option.get("name")) or {}
        if option.get("type") in (1, 2):
            yield from _typed_options(option.get("options") or [], spec.get("options") or [])
        elif option.get("type") == 3 and not spec.get("choices"):
            yield str(option.get("value", ""))


def _inputs(components: list[JSON]) -> Iterator[JSON]:
    for component in components:
        yield component
        yield from _inputs(component.get("components") or [])
        if isinstance(component.get("component"), dict):
            yield component["component"]


def _command_texts(items: list[JSON], path: str = "") -> Iterator[tuple[str, JSON, str]]:
    """(where, item, field) of every description and choice name of registered commands."""
    for item in items:
        here = f"{path} {item.get('name', '')}".strip()
        if item.get("type", 1) == 1 or "options" in item or "description" in item:
            yield f"/{here}", item, "description"
        for choice in item.get("choices") or []:
            yield f"/{here} choice {choice.get('value')!r}", choice, "name"
        yield from _command_texts(item.get("options") or [], here)
