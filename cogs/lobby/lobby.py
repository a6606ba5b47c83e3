"""/catan: creating a game, the lobby buttons, and the host's or an admin's controls."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions.common import CatanCog, UserError, is_admin, post_publicly, reply, resolve_game
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.names import PlayerNames
from cogs.interactions.reader import reader_of, server_language
from cogs.lobby.bots import BotFlow
from cogs.lobby.seats import SeatFlow
from cogs.play.components import LobbyButton, lobby_buttons
from cogs.publishing.lobby_messages import lobby_text
from cogs.publishing.publisher import DiscordPublisher
from cogs.rulesets import COGS as RULE_SET_COGS
from engine.options import PRESET_1997
from service import GameInfo, GameService
from service.moves.pipeline import MovePipeline
from service.people.user_settings import SettingsError
from service.time.table_time import CLOCK_RULES, clock_words, parse_clock
from ui.i18n.catalogue import localize
from ui.i18n.languages import GAME_LANGUAGE, game_language, language_names, shipped, shipped_labels
from ui.i18n.text import Text

log = logging.getLogger("catanbot.lobby")


def _choices(*pairs: tuple[str | app_commands.locale_str, str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name, value=value) for name, value in pairs]


# Game clocks offered as you type /catan new clock: (issue #20 item 3); anything of the same form is accepted.
CLOCK_SUGGESTIONS = ("off", "12h+3d", "12h+3d seat", "24h+7d", "4h+1d", "1h+4h")


def _clock_choice_name(text: str, tag: str) -> str:
    """An offered clock described in the typing person's language ``tag``."""
    try:
        return f"{text}: {localize(clock_words(parse_clock(text)), tag)}"[:100]
    except SettingsError as exc:
        return localize(exc.text, tag)[:100]


class LobbyFlow:
    def __init__(
        self,
        service: GameService,
        publisher: DiscordPublisher,
        pipeline: MovePipeline,
        people: PlayerNames,
        bots: BotFlow,
        *,
        afk_hours: float,
    ) -> None:
        self.service = service
        self.publisher = publisher
        self.pipeline = pipeline
        self.people = people
        self.bots = bots
        self.afk_hours = afk_hours

    async def create(
        self,
        interaction: discord.Interaction,
        options: dict[str, Any],
        reminder_hours: float,
        clock: str | None = None,
        settings: dict[str, Any] | None = None,
        language: str | None = None,
    ) -> None:
        """``settings``: the game's settings beyond the reminders, the AFK limit and the clock (a rule
        set's, e.g. the Special Build slot's time limit). ``language``: what everyone reads of the game is in it
        (the thread, the board; issue #33), by default the server's."""
        self.people.remember(interaction.user)
        channel = interaction.channel
        if interaction.guild is None or not isinstance(channel, discord.TextChannel):
            raise UserError(Text("tables-text-channel-only"))
        if language is not None and language not in shipped():
            raise UserError(Text("language-unknown", languages=language_names()))  # in the person's language
        stored: dict[str, Any] = {
            "reminder_hours": reminder_hours, "afk_hours": self.afk_hours, **(settings or {}),
            GAME_LANGUAGE: language or server_language(interaction),
        }
        try:
            rules = parse_clock(clock)  # issue #20 item 3: off (None) unless asked for
        except SettingsError as exc:
            raise UserError(exc.text) from None
        if rules is not None:
            stored[CLOCK_RULES] = rules.to_json()
        # Privately: a refusal (the options, an outage) is for the host alone (issue #29 item 15).
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await self.service.create_lobby(
            interaction.guild.id, channel.id, interaction.user.id, options, settings=stored
        )
        names = await self.publisher.names(game)
        message = await post_publicly(
            interaction, localize(Text("tables-open", game=str(game.id)), await reader_of(interaction)),
            embed=lobby_text(game, names, reminder_hours), view=lobby_buttons(game.id, game_language(game.settings)),
        )
        await self.publisher.remember(game.id, "lobby", message)
        try:
            thread = await channel.create_thread(name=localize(Text("lobby-thread-name", game=str(game.id)), game_language(game.settings)), message=message, auto_archive_duration=10080)
        except discord.HTTPException:
            log.warning("game %d: could not open a thread; playing in the channel", game.id)
            return
        # The thread starts from the lobby message, which says what it is for: no message of its own, so
        # the thread stays at one message per turn.
        await self.service.set_thread(game.id, thread.id)

    async def cancel(self, interaction: discord.Interaction) -> None:
        """/catan host cancel: privately, as a refusal (not the host) is for the one who asked; the cancel itself
        is announced in the game's thread and on its lobby message."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction)
        game = await self.service.cancel(game.id, interaction.user.id, admin=is_admin(interaction))
        await reply(interaction, Text("tables-cancelled-reply", game=str(game.id)))
        await self.cancelled(game, interaction.user.id)

    async def cancelled(self, game: GameInfo, by_user_id: int) -> None:
        """After a cancel: the thread says so, no buttons stay, the lobby message shows the outcome."""
        tag = game_language(game.settings)  # the thread is everyone's
        if game.thread_id:
            await self.publisher.thread(game).send(
                localize(Text("tables-cancelled-by", user=f"<@{by_user_id}>"), tag), allowed_mentions=NO_PINGS
            )
        if game.started_at is not None:
            await self.publisher.close_turn_message(game, localize(Text("tables-cancelled"), tag))
        await self.publisher.show_outcome(game)

    async def clicked(self, interaction: discord.Interaction, item: LobbyButton) -> None:
        """The lobby message's buttons: join, leave, start, cancel, built-in players."""
        await interaction.response.defer()
        game_id, op = item.game_id, item.op
        svc = self.service
        user = interaction.user.id
        self.people.remember(interaction.user)
        if op == "bots":
            await self.bots.lobby_menu(interaction, game_id)
            return
        if op == "join":
            game = await svc.join(game_id, user)
        elif op == "leave":
            game = await svc.leave(game_id, user)
        elif op == "cancel":
            game = await svc.cancel(game_id, user, admin=is_admin(interaction))
        else:
            started = await svc.start_game(game_id, user, admin=is_admin(interaction))
            game = started.game
        names = await self.publisher.names(game)
        embed = lobby_text(game, names, game.settings.get("reminder_hours"))
        await interaction.edit_original_response(
            embed=embed, view=lobby_buttons(game.id, game_language(game.settings)) if game.status == "lobby" else None,
            allowed_mentions=NO_PINGS,
        )
        if op == "start":
            await self.pipeline.started(game, list(started.events))
        elif op == "cancel":
            await self.cancelled(game, user)


class LobbyCog(CatanCog):
    catan = app_commands.Group(name="catan", description=command_text("Create and manage Catan games", "cmd-create-and-manage-catan-games"), guild_only=True)

    def __init__(self, tree: app_commands.CommandTree[Any], lobby: LobbyFlow, seats: SeatFlow) -> None:
        super().__init__(tree)
        self.lobby = lobby
        self.seats = seats
        # /catan new holds the rule sets' own parameters (their plug-ins, ``CogHooks.new_game_parameters``): it is
        # built with the cog, first in its group as people see it.
        [group] = [c for c in self.__cog_app_commands__ if isinstance(c, app_commands.Group) and c.name == "catan"]
        others = list(group.commands)
        for command in others:
            group.remove_command(command.name)
        group.add_command(self._new_command())
        for command in others:
            group.add_command(command)

    def _new_command(self) -> app_commands.Command[Any, ..., Any]:
        """/catan new: the base game's parameters (``_new_game``'s), each rule set's after the one it names."""
        hooks = RULE_SET_COGS.of_all()
        # the base parameters: _new_game's after (cog, interaction), without the rule sets' (**own)
        parameters = [p for p in list(inspect.signature(_new_game).parameters.values())[2:] if p.kind == KEYWORD]
        descriptions, choices = dict(NEW_DESCRIPTIONS), {name: _choices(*pairs) for name, pairs in NEW_CHOICES.items()}
        choices["expansion"] += _choices(*((name, value) for value, name in hooks.expansion_names.items()))
        for own in hooks.new_game_parameters:
            at = next(i for i, p in enumerate(parameters) if p.name == own.after) + 1
            parameters.insert(at, inspect.Parameter(own.name, KEYWORD, default=own.default, annotation=own.annotation))
            descriptions[own.name] = own.description
            if own.choices:
                choices[own.name] = _choices(*own.choices)

        async def new(interaction: discord.Interaction, **values: Any) -> None:
            await _new_game(self, interaction, **values)

        new.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [inspect.Parameter("interaction", KEYWORD, annotation="discord.Interaction"), *parameters]
        )
        new.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
        new.__discord_app_commands_param_choices__ = choices  # type: ignore[attr-defined]
        command = app_commands.Command(name="new", description=command_text("Open a lobby for a new game", "cmd-open-a-lobby-for-a-new-game"), callback=new)
        command.add_check(self.interaction_check)  # as the cog's own commands (outside a server: NotHere)
        command.autocomplete("clock")(self._clocks)
        command.autocomplete("language")(self._languages)
        for own in hooks.new_game_parameters:
            if own.suggest is not None:
                command.autocomplete(own.name)(_suggestions(own.suggest))
        return command

    async def _languages(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=label, value=tag) for label, tag in shipped_labels(current)]

    async def _clocks(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        offers = [c for c in CLOCK_SUGGESTIONS if c.startswith(typed)] or list(CLOCK_SUGGESTIONS)
        if typed and typed not in offers:
            offers.insert(0, current.strip()[:40])
        reader = await reader_of(interaction)
        return [app_commands.Choice(name=_clock_choice_name(c, reader), value=c) for c in offers[:25]]

    @catan.command(name="quit", description=command_text("Leave your game (asks to confirm)", "cmd-leave-your-game-asks-to-confirm"))
    async def quit(self, interaction: discord.Interaction) -> None:
        await self.seats.ask_quit(interaction)


def _suggestions(
    suggest: Callable[[str, str], Sequence[tuple[str, str]]],
) -> Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice[str]]]]:
    """The autocomplete of a rule set's /catan new parameter (``NewGameParameter.suggest``), in the typing
    person's language."""

    async def offered(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        tag = await reader_of(interaction)
        return [app_commands.Choice(name=name[:100], value=value) for name, value in suggest(current, tag)][:25]

    return offered


# /catan new: the base game's parameters (a rule set's come from its plug-in, ``CogHooks.new_game_parameters``).
# Short choice values: every name, description and choice counts towards the 4,000 characters Discord allows the
# one /catan command.
NEW_DESCRIPTIONS = {
    "board": command_text("beginner map or random island", "cmd-beginner-map-or-random-island"),
    "players": command_text("2-6 (default: whoever joins)", "cmd-2-6-default-whoever-joins"),
    "vp_target": command_text("VP to win (10; C&K 13)", "cmd-vp-to-win-10-c-k-13"),
    "combined_trade_build": command_text("trade and build in any order", "cmd-trade-and-build-in-any-order"),
    "reminder_hours": command_text("remind after hours (0 = never)", "cmd-remind-after-hours-0-never"),
    "rules": command_text("5th edition or 1997", "cmd-5th-edition-or-1997"),
    "number_placement": command_text("number tokens", "cmd-number-tokens"),
    "robber_desert": command_text("robber may go to the desert?", "cmd-robber-may-go-to-the-desert"),
    "longest_road_tie": command_text("tie after a broken road", "cmd-tie-after-a-broken-road"),
    "optional_steal": command_text("robber may skip the steal?", "cmd-robber-may-skip-the-steal"),
    "open_trades": command_text("others may offer?", "cmd-others-may-offer"),
    "expansion": command_text("base or C&K", "cmd-base-or-c-k"),
    "clock": command_text("per move + bank, e.g. 12h+3d", "cmd-per-move-bank-e-g-12h-3d"),
    "language": command_text("thread language", "cmd-new-language-description"),
}
NEW_CHOICES: dict[str, tuple[tuple[str | app_commands.locale_str, str], ...]] = {
    "board": ((command_text("random", "cmd-choice-random"), "r"), (command_text("beginner", "cmd-choice-beginner"), "b"), (command_text("beginner map, free placement", "cmd-choice-beginner-map-free-placement"), "f")),
    "rules": ((command_text("5th edition", "cmd-choice-5th-edition"), "5"), (command_text("1997", "cmd-choice-1997"), "7")),
    "number_placement": ((command_text("spiral", "cmd-choice-spiral"), "s"), (command_text("random", "cmd-choice-random"), "r")),
    "longest_road_tie": ((command_text("holder keeps", "cmd-choice-holder-keeps"), "k"), (command_text("set aside", "cmd-choice-set-aside"), "a")),
    "expansion": ((command_text("base", "cmd-choice-base"), "b"),),  # and each expansion's (``CogHooks.expansion_names``)
}
KEYWORD = inspect.Parameter.POSITIONAL_OR_KEYWORD


async def _new_game(
    cog: LobbyCog,
    interaction: discord.Interaction,
    board: str = "r",
    players: app_commands.Range[int, 2, 6] | None = None,
    vp_target: app_commands.Range[int, 3, 20] | None = None,
    combined_trade_build: bool = True,
    reminder_hours: app_commands.Range[float, 0, 168] = 12.0,
    rules: str = "5",
    number_placement: str = "s",
    robber_desert: bool | None = None,
    longest_road_tie: str | None = None,
    optional_steal: bool | None = None,
    open_trades: bool | None = None,
    expansion: str = "b",
    clock: str | None = None,
    language: str | None = None,
    **own: Any,
) -> None:
    """/catan new; ``own``: the rule sets' own parameters, given to their plug-ins by name."""
    options: dict[str, Any] = dict(PRESET_1997) if rules == "7" else {}
    options["board"] = {"r": "variable", "b": "beginner"}.get(board, "beginner_map_free_placement")
    if vp_target is not None:
        options["vp_target"] = vp_target
    chosen = RULE_SET_COGS.of_all().new_game_options.get(expansion)  # the expansion's own options
    if chosen is not None:
        options.update(chosen(**own))
    options["combined_trade_build"] = combined_trade_build
    options["number_placement"] = "random" if number_placement == "r" else "spiral"
    if players is not None:
        options["players"] = players
    settings: dict[str, Any] = {}
    for choices in RULE_SET_COGS.of_all().new_game_choices:  # e.g. the turn mode of 5-6 players
        own_options, own_settings = choices(players=players, **own)
        options.update(own_options)
        settings.update(own_settings)
    if robber_desert is not None:
        options["robber_may_target_desert"] = robber_desert
    if longest_road_tie is not None:
        options["longest_road_break_tie"] = "set_aside" if longest_road_tie == "a" else "holder_keeps"
    if optional_steal is not None:
        options["robber_steal"] = "optional" if optional_steal else "mandatory"
    if open_trades is not None:
        options["trade_proposals"] = "open" if open_trades else "active_only"
    await cog.lobby.create(interaction, options, float(reminder_hours), clock, settings, language)
