"""Trading: offers in the channel with accept / decline / counter buttons, and bank or harbor trades."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.common import RESOURCE_CHOICES, CatanCog, UserError, report_error, resolve_game
from cogs.components import CardsModal
from engine.constants import RESOURCES
from service import GameInfo
from ui.cards import CardTextError, parse_cards, parse_resource

if TYPE_CHECKING:
    from cogs.client import CatanBot


def _cards(text: str, what: str) -> tuple[int, ...]:
    try:
        return parse_cards(text)
    except CardTextError as exc:
        raise UserError(f"{what}: {exc}") from None


class TradeFlow:
    def __init__(self, bot: CatanBot) -> None:
        self.bot = bot

    async def button(
        self, interaction: discord.Interaction, game_id: int, offer_id: int, op: str, seat: int | None
    ) -> None:
        if op == "counter":
            await self.counter_modal(interaction, game_id, offer_id)
            return
        action: tuple[Any, ...] = (op, offer_id) if op != "confirm" else ("confirm", offer_id, seat)
        await self.bot.play_flow.act(interaction, game_id, action)

    async def counter_modal(self, interaction: discord.Interaction, game_id: int, offer_id: int) -> None:
        async def submitted(inter: discord.Interaction, values: list[str]) -> None:
            await self.bot.play_flow.act(
                inter,
                game_id,
                lambda _g: ("counter", offer_id, _cards(values[0], "You give"), _cards(values[1], "You get")),
            )

        try:
            await interaction.response.send_modal(
                CardsModal(
                    f"Counter-offer to trade #{offer_id}",
                    [("You give", "e.g. 1 ore"), ("You get", "e.g. 2 wool")],
                    submitted,
                )
            )
        except Exception as exc:
            await report_error(interaction, exc)


class TradeCog(CatanCog):
    """/catan trade offer|bank|accept|decline|counter|confirm|withdraw"""

    trade = app_commands.Group(name="trade", description="Trade with other players or the bank", guild_only=True)

    @trade.command(name="offer", description="Offer a trade, e.g. give `2 wool` get `1 ore`, to everyone or one player")
    @app_commands.describe(give="what you give, e.g. `2 wool 1 grain`", get="what you want, e.g. `1 ore`",
                           to="offer only to this player (default: everyone)")  # fmt: skip
    async def offer(
        self, interaction: discord.Interaction, give: str, get: str, to: discord.User | None = None
    ) -> None:
        def build(game: GameInfo) -> tuple[Any, ...]:
            target = -1
            if to is not None:
                target_seat = game.seat_of(to.id)
                if target_seat is None:
                    raise UserError(f"{to.display_name} is not playing in this game.")
                target = target_seat
            return ("offer", _cards(give, "You give"), _cards(get, "You get"), target)

        await self.bot.play_flow.act(interaction, None, build)

    @trade.command(name="bank", description="Trade with the bank or a harbor at your best rate (4:1, 3:1 or 2:1)")
    @app_commands.describe(
        give="the resource you hand in", get="the resource you receive", times="how many times (default 1)"
    )
    @app_commands.choices(get=RESOURCE_CHOICES)
    async def bank(
        self, interaction: discord.Interaction, give: str, get: str, times: app_commands.Range[int, 1, 9] = 1
    ) -> None:
        def build(_game: GameInfo) -> tuple[Any, ...]:
            try:
                return ("bank_trade", parse_resource(give), parse_resource(get))
            except CardTextError as exc:
                raise UserError(str(exc)) from None

        for _ in range(times):
            if await self.bot.play_flow.act(interaction, None, build) is None:
                break

    @trade.command(name="accept", description="Accept a trade offer by its number")
    async def accept(self, interaction: discord.Interaction, offer: int) -> None:
        await self.bot.play_flow.act(interaction, None, ("accept", offer))

    @trade.command(name="decline", description="Decline a trade offer by its number")
    async def decline(self, interaction: discord.Interaction, offer: int) -> None:
        await self.bot.play_flow.act(interaction, None, ("decline", offer))

    @trade.command(name="counter", description="Answer a trade offer with your own terms")
    @app_commands.describe(give="what you give", get="what you want")
    async def counter(self, interaction: discord.Interaction, offer: int, give: str, get: str) -> None:
        await self.bot.play_flow.act(
            interaction, None, lambda _g: ("counter", offer, _cards(give, "You give"), _cards(get, "You get"))
        )

    @trade.command(name="confirm", description="Conclude your offer with a player who accepted it")
    async def confirm(self, interaction: discord.Interaction, offer: int, player: discord.User) -> None:
        def build(game: GameInfo) -> tuple[Any, ...]:
            seat = game.seat_of(player.id)
            if seat is None:
                raise UserError(f"{player.display_name} is not playing in this game.")
            return ("confirm", offer, seat)

        await self.bot.play_flow.act(interaction, None, build)

    @trade.command(name="withdraw", description="Withdraw one of your trade offers")
    async def withdraw(self, interaction: discord.Interaction, offer: int) -> None:
        await self.bot.play_flow.act(interaction, None, ("withdraw", offer))

    @bank.autocomplete("give")
    async def _give(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            game = await resolve_game(self.bot, interaction)
            view = await self.bot.service.view(game.id, interaction.user.id)
            rates = view["you"]["bank_rates"]
            return [app_commands.Choice(name=f"{r} ({rates[r]}:1, you have {view['you']['hand'][r]})", value=r)
                    for r in RESOURCES if current.lower() in r]  # fmt: skip
        except Exception:
            return [app_commands.Choice(name=r, value=r) for r in RESOURCES]
