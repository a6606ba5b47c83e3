"""Built-in players at the table: added in the lobby, taking over for the absent, and playing their moves.

A built-in player acts exactly like a person: one action per commit through the move pipeline, the same
log and the same publisher (``service.bots.driver`` drives them; this module is their Discord side).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from cogs.app.translator import command_text
from cogs.interactions import inputs
from cogs.interactions.common import CatanCog, UserError, is_admin, reply, resolve_game, seat_of
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.escape import safe
from cogs.interactions.mentions import NO_PINGS
from cogs.interactions.names import PlayerNames
from cogs.interactions.reader import reader_of
from cogs.interactions.tree import shared_group
from cogs.publishing.publisher import DiscordPublisher
from service import GameInfo, GameService
from service.moves.pipeline import MovePipeline
from service.time.timekeeping import Timekeeping
from ui.bots import strength_text
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH, game_language
from ui.i18n.text import Text, Verbatim

log = logging.getLogger("catanbot.bots")


class BotSelect(Component[discord.ui.Select], template=rf"catan:bots:(?P<game>{inputs.ID})"):
    """The lobby's menu: add a built-in player of some strength, or remove one."""

    def __init__(self, game_id: int, options: list[discord.SelectOption] | None = None, tag: str = ENGLISH) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"catan:bots:{game_id}",
                options=options or [discord.SelectOption(label="…", value="none")],
                placeholder=localize(Text("bots-placeholder"), tag),
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BotSelect:
        return cls(int(match["game"]))


class BotFlow:
    """The lobby's built-in players and taking a seat back; the players themselves are driven by the
    service (``service.bots.driver``)."""

    def __init__(
        self,
        service: GameService,
        publisher: DiscordPublisher,
        pipeline: MovePipeline,
        people: PlayerNames,
        keeper: Timekeeping,
        now: Callable[[], float],
    ) -> None:
        self.service = service
        self.publisher = publisher
        self.pipeline = pipeline
        self.people = people
        self.keeper = keeper  # people's time away (issue #20)
        self.now = now  # the bot's one clock

    # --- the lobby ---------------------------------------------------------------------------------

    async def lobby_menu(self, interaction: discord.Interaction, game_id: int) -> None:
        """The host's menu of strengths to add, and of the lobby's built-in players to remove."""
        game = await self.service.get_game(game_id)
        if interaction.user.id != game.host_id and not is_admin(interaction):
            raise UserError(Text("bots-host-only"))
        words = localizer(await reader_of(interaction))
        options = [
            discord.SelectOption(label=words.format(Text("bots-add", strength=s)), value=f"add:{s}",
                                 description=words.format(strength_text(s))[:100])
            for s in ("easy", "normal", "hard")
        ]  # fmt: skip
        for user in game.players:
            if user < 0:
                name = Verbatim(await self.people.display_name(user))
                options.append(discord.SelectOption(label=words.format(Text("bots-remove", name=name))[:100],
                                                    value=f"remove:{-user}"))  # fmt: skip
        view = RoutedView()
        view.add_item(BotSelect(game_id, options, words.language.tag))
        await interaction.followup.send(words.format(Text("bots-menu-title")), view=view, ephemeral=True)

    async def lobby_choice(self, interaction: discord.Interaction, item: BotSelect) -> None:
        value = inputs.select_value(interaction)
        game_id = item.game_id
        await interaction.response.defer(ephemeral=True, thinking=True)
        op, _, arg = value.partition(":")
        if op == "add":
            game = await self.service.add_bot(game_id, interaction.user.id, arg, admin=is_admin(interaction))
            text = Text("bots-added", strength=arg)
        elif op == "remove":
            bot_id = -inputs.number(arg, 1, 2**31, Text("bots-a-bot"))
            game = await self.service.remove_bot(game_id, interaction.user.id, bot_id, admin=is_admin(interaction))
            text = Text("bots-removed")
        else:
            raise UserError(Text("bots-pick-entry"))
        await self.publisher.refresh_lobby(game)
        await reply(interaction, text)

    async def end_vacation(self, user_id: int) -> bool:
        """End the person's time away at once, in every game (seats back, pauses over). True if they were away."""
        keeper = self.keeper
        current = await keeper.users.get(user_id)
        if current.vacation is None or current.vacation.until <= self.now():
            return False
        await keeper.users.come_back(user_id)
        await keeper.apply_to(user_id)
        return True

    async def take_back(self, interaction: discord.Interaction, game: GameInfo, seat: int) -> None:
        if game.players[seat] != interaction.user.id:
            raise UserError(Text("bots-only-own-seat"))
        if await self.end_vacation(interaction.user.id):  # else the vacation would hand the seat over again
            game = await self.service.get_game(game.id)
            if game.bot_strength(seat) is None:
                await reply(interaction, WELCOME_BACK)
                return
        if game.bot_strength(seat) is None:
            raise UserError(Text("bots-seat-yours"))
        game = await self.service.set_autopilot(game.id, seat, None)
        back = Text("bots-is-back", name=Verbatim(safe(interaction.user.display_name)))
        await self.publisher.thread(game).send(localize(back, game_language(game.settings)), allowed_mentions=NO_PINGS)
        await reply(interaction, Text("bots-welcome-back-seat", game=str(game.id)))


    async def back(self, interaction: discord.Interaction) -> None:
        """/catan me back: take one's seat back in the game of this thread; anywhere, end one's time away."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            game = await resolve_game(self.service, interaction)
        except UserError:
            # Outside a game's thread: /catan me back still ends a vacation, in every game.
            if await self.end_vacation(interaction.user.id):
                await reply(interaction, WELCOME_BACK)
                return
            raise
        await self.take_back(interaction, game, seat_of(game, interaction.user.id))

    async def autopilot(self, interaction: discord.Interaction, player: discord.User) -> None:
        """/catan host autopilot: the host (or an admin) hands a player's seat to a built-in player now."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        game = await resolve_game(self.service, interaction)
        if interaction.user.id != game.host_id and not is_admin(interaction):
            raise UserError(Text("bots-host-only-game", game=str(game.id)))
        seat = game.seat_of(player.id)
        if seat is None:
            raise UserError(Text("trade-not-playing", name=Verbatim(safe(player.display_name))))
        await self.pipeline.hand_to_bot(game.id, seat, "normal", Text("service-why-host"))
        await reply(interaction, Text("bots-done"))


WELCOME_BACK = Text("bots-welcome-back")


class BotCog(CatanCog):
    def __init__(self, tree: app_commands.CommandTree[Any], bots: BotFlow) -> None:
        super().__init__(tree)
        self.bots = bots

    me = shared_group("me")

    @me.command(name="back", description=command_text("End your time away; take your seat back", "cmd-end-your-time-away-take-your-seat-back"))
    async def back(self, interaction: discord.Interaction) -> None:
        await self.bots.back(interaction)
