"""Helpers every cog uses: finding the game an interaction is about, replying to user errors, names."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

import engine
from cogs.app.translator import command_text
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.reader import reader_of
from cogs.interactions.tree import moved_text, typed_path
from engine.constants import RESOURCES
from service import DatabaseUnavailable, GameInfo, GameService, ServiceError
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Text

log = logging.getLogger("catanbot.cogs")

ChoiceValue = TypeVar("ChoiceValue", str, int)
NamesOf = Callable[[GameInfo], Awaitable[list[str]]]  # a game -> its players' names (e.g. Publisher.image_names)


async def resource_autocomplete(_interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The five resources matching what was typed (autocomplete rather than fixed choices: choices count towards
    the 4,000 characters Discord allows one command, and /catan holds every subcommand), named in the person's
    language (the value stays the engine's word, which is what the command reads)."""
    typed = current.strip().lower()
    words = localizer(await reader_of(_interaction))
    named = [(words.format(Text(f"resource-{r}")), r) for r in RESOURCES]
    return [app_commands.Choice(name=n, value=r) for n, r in named if r.startswith(typed) or n.lower().startswith(typed)]


CATAN = "catan"  # the one top-level slash command; everything else is a subcommand of it
CATAN_DESCRIPTION = command_text("Play Catan", "cmd-catan-description")
# /catan is offered in servers, in DMs with the bot and (installed by a person: a user-installed app) in any
# DM. Discord sets this per top-level command, so each cog names its subcommands that work outside a server
# the bot plays in (``CatanCog.ANYWHERE``); the others answer there what to do instead.
CATAN_CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
CATAN_INSTALLS = app_commands.AppInstallationType(guild=True, user=True)


def catan_group(tree: app_commands.CommandTree[Any]) -> app_commands.Group:
    """The bot's /catan group, created on first use (one per command tree, so one per bot)."""
    existing = tree.get_command(CATAN)
    if isinstance(existing, app_commands.Group):
        return existing
    group = app_commands.Group(
        name=CATAN, description=CATAN_DESCRIPTION, allowed_contexts=CATAN_CONTEXTS, allowed_installs=CATAN_INSTALLS
    )
    tree.add_command(group)
    return group


class CatanCog(commands.Cog):
    """A cog whose slash commands are subcommands of /catan.

    Generic top-level names (/roll, /help, /status) collide with other bots in the same server, so every
    command lives under /catan (Discord: at most 25 entries, groups nested one level, so
    ``/catan build road`` works; ``cogs.interactions.tree.TOP_LEVEL_LIMIT`` keeps 5 of them free, and a rule set's
    commands go in one group of its own, ``/catan ck``, ``/catan 2p``). Several cogs fill the one group: discord.py binds a cog's commands to
    the cog when it is created, and those bound copies are moved into the shared group when it loads.
    A cog may also declare its own group named ``catan``; its subcommands are merged the same way.

    A cog is thin: a command's interaction comes in, one call of a flow or the service, a reply goes
    out. Its errors go to the command tree's handler (``report_error``): a command does not catch them.
    """

    ANYWHERE: frozenset[str] = frozenset()  # qualified names of the cog's commands that work outside a server

    def __init__(self, tree: app_commands.CommandTree[Any]) -> None:
        self.tree = tree

    async def interaction_check(self, interaction: discord.Interaction) -> bool:  # type: ignore[override]
        """Outside a server that installed the bot (a DM, or a server where only the person installed it),
        only the commands in ``ANYWHERE`` run; the others say where they work."""
        command = interaction.command
        if interaction.guild_id is not None and interaction.is_guild_integration():
            return True
        if command is not None and command.qualified_name in self.ANYWHERE:
            return True
        raise NotHere(Text("interactions-not-here"))

    async def cog_load(self) -> None:
        group = catan_group(self.tree)
        for command in self.__cog_app_commands__:
            if isinstance(command, app_commands.Group) and command.name == CATAN:
                for child in command.commands:
                    _merge(group, child)
            else:
                _merge(group, command)
        # Nothing left for discord.py to register at the top level.
        self.__cog_app_commands__ = []


def _merge(catan: app_commands.Group, command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> None:
    """Add a cog's command to /catan; a group of a name /catan has already gives its subcommands to that group
    (``/catan me`` gathers several cogs' commands; a rule set adds a verb's subcommand, C&K's ``build wall``)."""
    existing = catan.get_command(command.name)
    if isinstance(command, app_commands.Group) and isinstance(existing, app_commands.Group):
        for child in command.commands:
            existing.add_command(child)
    else:
        catan.add_command(command)


class UserError(Exception):
    """Something the person can fix; shown to them alone, briefly, in their language (a ``Text``; a plain str
    until every refusal is in the catalogue, issue #33)."""

    def __init__(self, message: str | Text) -> None:
        super().__init__(message if isinstance(message, str) else localize(message, ENGLISH))  # logs, tests: English
        self.message = message


class NotHere(UserError, app_commands.CheckFailure):
    """A server-only command used in a DM (an app command check failure, answered like a user error)."""


# An outage passes (the bot's background work retries by itself): the person is told so, not "something
# went wrong", and it is not logged per click (the database layer logs each outage once).
UNAVAILABLE = Text("error-unavailable")
UNAVAILABLE_TEXT = localize(UNAVAILABLE, ENGLISH)  # what tests look for in English


def error_text(exc: BaseException, names: list[str] | None = None, reader: str = ENGLISH) -> str:
    """The friendly text for an error a user caused (or a generic apology for program errors) in the reader's
    language; ``names`` (the game's display names, escaped) name the players a refused move waits for, not
    "player 2"."""
    if isinstance(exc, engine.IllegalAction):
        return localize(exc.text(names), reader)
    if isinstance(exc, engine.InvalidOptions):
        return localize(exc.text, reader)
    if isinstance(exc, UserError):
        return localize(exc.message, reader)
    if isinstance(exc, ServiceError):
        return localize(exc.message, reader)
    if isinstance(exc, DatabaseUnavailable):
        return localize(UNAVAILABLE, reader)
    return localize(Text("error-ours"), reader)


async def reply(
    interaction: discord.Interaction, text: str | Text, *, ephemeral: bool = True, **kwargs: Any
) -> None:
    """Answer an interaction whether or not it was already answered or deferred; a ``Text`` in the language
    of the person (``cogs.interactions.reader``: a reply is theirs alone, or answers them first)."""
    if not isinstance(text, str):
        text = localize(text, await reader_of(interaction))
    text = text[:2000]
    kwargs.setdefault("allowed_mentions", NO_PINGS)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)


def message_parts(text: str, limit: int = 2000) -> list[str]:
    """A long text as Discord messages of at most ``limit`` characters, cut between lines (a help page in a
    language that runs longer than the English it was sized for), a line longer than a message cut in it."""
    parts: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                parts.append(current)
                current = ""
            parts.append(line[:limit])
            line = line[limit:]
        joined = f"{current}\n{line}" if current else line
        if len(joined) > limit:
            parts.append(current)
            joined = line
        current = joined
    return [*parts, current] if current or not parts else parts


async def reply_in_parts(interaction: discord.Interaction, text: str) -> None:
    """Answer privately with a text that may need several messages (``message_parts``)."""
    for part in message_parts(text):
        await reply(interaction, part)


async def post_publicly(interaction: discord.Interaction, private_text: str, **message: Any) -> discord.WebhookMessage:
    """Post ``message`` for everyone after a private "thinking" defer (issue #29 item 15).

    A command whose answer is public still defers privately: whatever refuses it on the way (a bad option,
    the database down) then reaches the person alone. A public defer would make the refusal public, since
    the first followup keeps the placeholder's visibility. So the placeholder is replaced by
    ``private_text`` and the public message follows as a second followup, which is public."""
    await interaction.edit_original_response(content=private_text[:2000], allowed_mentions=NO_PINGS)
    message.setdefault("allowed_mentions", NO_PINGS)
    return await interaction.followup.send(wait=True, ephemeral=False, **message)


async def report_error(
    interaction: discord.Interaction, exc: BaseException, names: list[str] | None = None
) -> None:
    """The one answer to a failed interaction (commands, buttons, menus, forms): a user error or an outage
    in a short ephemeral message, a program error logged with context and apologised for."""
    if isinstance(exc, app_commands.CommandNotFound):  # an old spelling: where it went (issue #30 item 3)
        exc = UserError(moved_text(typed_path(interaction.data)))  # type: ignore[arg-type]
    user_caused = isinstance(exc, engine.IllegalAction | ServiceError | UserError | engine.InvalidOptions)
    outage = isinstance(exc, DatabaseUnavailable)
    if not user_caused and not outage:
        log.error(
            "interaction %s by user %s in channel %s failed",
            getattr(interaction.command, "qualified_name", None) or (interaction.data or {}).get("custom_id"),
            interaction.user.id,
            interaction.channel_id,
            exc_info=exc,
        )
    try:
        reader = await reader_of(interaction)
        await reply(interaction, ("⚠️ " if user_caused else "⏳ " if outage else "💥 ") + error_text(exc, names, reader))
    except discord.HTTPException:
        log.warning("could not deliver an error message for interaction %s", interaction.id)


class AnsweredModal(discord.ui.Modal):
    """A form whose failures are answered like a command's (discord.py's default only logs them)."""

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await report_error(interaction, error)


async def seat_choices(
    service: GameService,
    names_of: NamesOf,
    interaction: discord.Interaction,
    make: Callable[[dict[str, Any], list[str]], Iterable[tuple[str, ChoiceValue]]],
) -> list[app_commands.Choice[ChoiceValue]]:
    """Autocomplete choices made from the typing player's own view (``make(view, names)`` gives label/value
    pairs; ``names_of`` gives plain names, as choice labels are plain text). Someone not seated gets none;
    a failure gets none too, as autocomplete cannot show an error."""
    try:
        game = await resolve_game(service, interaction)
        if game.seat_of(interaction.user.id) is None:
            return []
        view = await service.view(game.id, interaction.user.id)
        names = await names_of(game)
        return [app_commands.Choice(name=n, value=v) for n, v in make(view, names)]
    except Exception:
        log.debug("autocomplete failed", exc_info=True)
        return []


async def resolve_game(
    service: GameService, interaction: discord.Interaction, *, want_active: bool = True
) -> GameInfo:
    """The game this interaction is about: the game of this thread, or the user's only game here."""
    channel = interaction.channel
    if getattr(channel, "parent_id", None) is not None and interaction.channel_id is not None:
        # A game's thread is started from its lobby message, so they share an id: one indexed lookup.
        game_id = await service.game_for_message(interaction.channel_id)
        if game_id is not None:
            game = await service.get_game(game_id)
            if game.thread_id == interaction.channel_id:
                return game
    games = await service.games_in_channel(interaction.channel_id or 0, include_ended=False)
    mine = [g for g in games if interaction.user.id in g.players]
    if want_active:
        mine = [g for g in mine if g.status in ("active", "needs_attention")] or mine
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise UserError(Text("interactions-no-game-here"))
    raise UserError(Text("interactions-several-games"))


def seat_of(game: GameInfo, user_id: int) -> int:
    seat = game.seat_of(user_id)
    if seat is None:
        raise UserError(Text("interactions-not-playing"))
    return seat


def is_admin(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)
