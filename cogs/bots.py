"""Built-in players at the table: added in the lobby, taking over for the absent, and playing their moves.

A built-in player acts exactly like a person: one action per commit through the move pipeline, the same
log and the same publisher (``service.bot_driver`` drives them; this module is their Discord side).
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs import inputs
from cogs.common import CatanCog, UserError, answers_errors, is_admin, reply, report_error, resolve_game, seat_of
from cogs.components import RoutedView
from cogs.mentions import NO_PINGS
from service import GameInfo
from ui.bots import STRENGTH_TEXT
from ui.escape import safe

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.bots")



def _bot(interaction: discord.Interaction) -> CatanBot:
    return interaction.client  # type: ignore[return-value]


class BotSelect(discord.ui.DynamicItem[discord.ui.Select], template=rf"catan:bots:(?P<game>{inputs.ID})"):
    """The lobby's menu: add a built-in player of some strength, or remove one."""

    def __init__(self, game_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"catan:bots:{game_id}",
                options=options or [discord.SelectOption(label="…", value="none")],
                placeholder="Add or remove a built-in player",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BotSelect:
        return cls(int(match["game"]))

    @answers_errors
    async def callback(self, interaction: discord.Interaction) -> None:
        await _bot(interaction).bot_flow.lobby_choice(interaction, self.game_id, inputs.select_value(interaction))


class BotFlow:
    """The lobby's built-in players and taking a seat back; the players themselves are driven by the
    service (``service.bot_driver``)."""

    def __init__(self, bot: CatanBot) -> None:
        self.bot = bot

    # --- the lobby ---------------------------------------------------------------------------------

    async def lobby_menu(self, interaction: discord.Interaction, game_id: int) -> None:
        """The host's menu of strengths to add, and of the lobby's built-in players to remove."""
        game = await self.bot.service.get_game(game_id)
        if interaction.user.id != game.host_id and not is_admin(interaction):
            raise UserError("Only the host adds or removes built-in players.")
        options = [
            discord.SelectOption(label=f"Add a {s} built-in player", value=f"add:{s}", description=STRENGTH_TEXT[s][:100])
            for s in ("easy", "normal", "hard")
        ]
        for user in game.players:
            if user < 0:
                name = await self.bot.display_name(user)
                options.append(discord.SelectOption(label=f"Remove {name}", value=f"remove:{-user}"))
        view = RoutedView()
        view.add_item(BotSelect(game_id, options))
        await interaction.followup.send("Built-in players for this game:", view=view, ephemeral=True)

    async def lobby_choice(self, interaction: discord.Interaction, game_id: int, value: str) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            op, _, arg = value.partition(":")
            if op == "add":
                game = await self.bot.service.add_bot(game_id, interaction.user.id, arg, admin=is_admin(interaction))
                text = f"Added a {arg} built-in player."
            elif op == "remove":
                bot_id = -inputs.number(arg, 1, 2**31, "A built-in player")
                game = await self.bot.service.remove_bot(game_id, interaction.user.id, bot_id, admin=is_admin(interaction))
                text = "Removed the built-in player."
            else:
                raise UserError("Pick an entry of the menu.")
            await self.bot.lobby_flow.refresh_lobby(game)
            await reply(interaction, text)
        except Exception as exc:
            await report_error(interaction, exc)

    async def end_vacation(self, user_id: int) -> bool:
        """End the person's time away at once, in every game (seats back, pauses over). True if they were away."""
        keeper = self.bot.timekeeping
        current = await keeper.users.get(user_id)
        if current.vacation is None or current.vacation.until <= self.bot.clock.now():
            return False
        await keeper.users.come_back(user_id)
        await keeper.apply_to(user_id)
        return True

    async def take_back(self, interaction: discord.Interaction, game: GameInfo, seat: int) -> None:
        if game.players[seat] != interaction.user.id:
            raise UserError("Only the player of that seat can take it back.")
        if await self.end_vacation(interaction.user.id):  # else the vacation would hand the seat over again
            game = await self.bot.service.get_game(game.id)
            if game.bot_strength(seat) is None:
                await reply(interaction, WELCOME_BACK)
                return
        if game.bot_strength(seat) is None:
            raise UserError("Your seat is yours already: no built-in player is playing it.")
        game = await self.bot.service.set_autopilot(game.id, seat, None)
        await self.bot.publisher.thread(game).send(
            f"{safe(interaction.user.display_name)} is back and plays their seat again.", allowed_mentions=NO_PINGS
        )
        await reply(interaction, f"Welcome back: you play your seat in game #{game.id} again.")


WELCOME_BACK = "Welcome back: your time away is over, and your seats and games are yours again."


class BotCog(CatanCog):
    @app_commands.command(name="back", description="End your time away; take your seat back")
    async def back(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            try:
                game = await resolve_game(self.bot, interaction)
            except UserError:
                # Outside a game's thread: /catan back still ends a vacation, in every game.
                if await self.bot.bot_flow.end_vacation(interaction.user.id):
                    await reply(interaction, WELCOME_BACK)
                    return
                raise
            await self.bot.bot_flow.take_back(interaction, game, seat_of(game, interaction.user.id))
        except Exception as exc:
            await report_error(interaction, exc)
