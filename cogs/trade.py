"""Trading: the Trade… form, /catan trade commands (offer ids autocomplete with the open offers), offers
in the thread with accept / decline / counter buttons, and bank or harbor trades."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs import inputs
from cogs.common import CatanCog, UserError, report_error, resolve_game, resource_autocomplete, seat_choices, seat_of
from cogs.components import EVERYONE, CardsModal, TradeModal
from cogs.rulesets import COGS as RULE_SET_COGS
from engine.constants import RESOURCES, format_counts
from service import GameInfo
from ui.escape import safe
from ui.offers import cannot_propose_text, offer_choices

if TYPE_CHECKING:
    from cogs.client import CatanBot

log = logging.getLogger("catanbot.trade")


def _cards(text: str, what: str, game: GameInfo | None = None) -> tuple[int, ...]:
    # Cities & Knights: commodities are cards too, and a trade names all 8 kinds
    commodities = game is not None and bool(RULE_SET_COGS.of_options(game.options).commodities)
    return inputs.cards(text, what, commodities=commodities)


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
                lambda _g: ("counter", offer_id, _cards(values[0], "You give", _g), _cards(values[1], "You get", _g)),
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

    async def offer_form(self, interaction: discord.Interaction, game_id: int) -> None:
        """The turn message's Trade… button: the offer form, or why the clicker can't offer now."""
        try:
            game = await self.bot.service.get_game(game_id)
            seat = seat_of(game, interaction.user.id)
            view = await self.bot.service.view(game_id, interaction.user.id)
            if not view["you"]["can_propose_trade"]:
                raise UserError(cannot_propose_text(view, await self.bot.publisher.names(game)))
            names = await self.bot.publisher.image_names(game)  # select labels are plain text
            active = view["active"]
            targets: list[tuple[str, int]] = []
            if seat == active:
                targets = [("Everyone", EVERYONE)] + [(names[s], s) for s in range(len(names)) if s != active]
                title = "Offer a trade"
            else:
                title = f"Offer a trade to {names[active]}"
            hand = format_counts([view["you"]["hand"][r] for r in RESOURCES])

            async def submitted(inter: discord.Interaction, give: str, get: str, target: int) -> None:
                await self.bot.play_flow.act(
                    inter, game_id, lambda _g: ("offer", _cards(give, "You give", _g), _cards(get, "You get", _g), target)
                )

            await interaction.response.send_modal(TradeModal(title, hand, targets, submitted))
        except Exception as exc:
            await report_error(interaction, exc)

    async def offer_autocomplete(
        self, interaction: discord.Interaction, command: str, current: str
    ) -> list[app_commands.Choice[int]]:
        return await seat_choices(
            self.bot, interaction, lambda view, names: offer_choices(view, command, current, names)
        )


class TradeCog(CatanCog):
    """/catan trade offer|bank|accept|decline|counter|confirm|withdraw"""

    trade = app_commands.Group(name="trade", description="Trade with other players or the bank", guild_only=True)

    @trade.command(name="offer", description="Offer cards (or use the Trade… button)")
    @app_commands.describe(give="what you give, e.g. `2 wool 1 grain`", get="what you want, e.g. `1 ore`",
                           to="only to this player (default: everyone)")  # fmt: skip
    async def offer(
        self, interaction: discord.Interaction, give: str, get: str, to: discord.User | None = None
    ) -> None:
        def build(game: GameInfo) -> tuple[Any, ...]:
            target = EVERYONE
            if to is not None:
                target_seat = game.seat_of(to.id)
                if target_seat is None:
                    raise UserError(f"{safe(to.display_name)} is not playing in this game.")
                target = target_seat
            return ("offer", _cards(give, "You give", game), _cards(get, "You get", game), target)

        await self.bot.play_flow.act(interaction, None, build)

    @trade.command(name="bank", description="Trade with the bank or a harbor")
    @app_commands.describe(give="you hand in", get="you receive", times="how many times")
    @app_commands.autocomplete(get=resource_autocomplete)
    async def bank(
        self, interaction: discord.Interaction, give: str, get: str, times: app_commands.Range[int, 1, 9] = 1
    ) -> None:
        def build(_game: GameInfo) -> tuple[Any, ...]:
            return ("bank_trade", inputs.resource(give), inputs.resource(get))

        for _ in range(times):
            if await self.bot.play_flow.act(interaction, None, build) is None:
                break

    @trade.command(name="accept", description="Accept an open trade offer")
    @app_commands.describe(offer="an open offer")
    async def accept(self, interaction: discord.Interaction, offer: int) -> None:
        await self.bot.play_flow.act(interaction, None, ("accept", offer))

    @trade.command(name="decline", description="Decline an open trade offer")
    @app_commands.describe(offer="an open offer")
    async def decline(self, interaction: discord.Interaction, offer: int) -> None:
        await self.bot.play_flow.act(interaction, None, ("decline", offer))

    @trade.command(name="counter", description="Answer a trade offer with your own terms")
    @app_commands.describe(offer="an offer made to you", give="what you give", get="what you want")
    async def counter(self, interaction: discord.Interaction, offer: int, give: str, get: str) -> None:
        await self.bot.play_flow.act(
            interaction, None, lambda _g: ("counter", offer, _cards(give, "You give", _g), _cards(get, "You get", _g))
        )

    @trade.command(name="confirm", description="Conclude your offer with one who accepted")
    @app_commands.describe(offer="your accepted offer", player="with whom")
    async def confirm(self, interaction: discord.Interaction, offer: int, player: discord.User | None = None) -> None:
        async def build(game: GameInfo) -> tuple[Any, ...]:
            if player is not None:
                seat = game.seat_of(player.id)
                if seat is None:
                    raise UserError(f"{safe(player.display_name)} is not playing in this game.")
                return ("confirm", offer, seat)
            view = await self.bot.service.view(game.id, interaction.user.id)
            partners = [a[2] for a in view["you"]["legal_actions"] if a[0] == "confirm" and a[1] == offer]
            if len(partners) != 1:
                raise UserError(
                    f"Trade #{offer} has no accepted answer to confirm."
                    if not partners
                    else f"Several players accepted trade #{offer}: say which one with `player`."
                )
            return ("confirm", offer, partners[0])

        await self.bot.play_flow.act(interaction, None, build)

    @trade.command(name="withdraw", description="Withdraw your trade offer")
    @app_commands.describe(offer="your open offer")
    async def withdraw(self, interaction: discord.Interaction, offer: int) -> None:
        await self.bot.play_flow.act(interaction, None, ("withdraw", offer))

    @accept.autocomplete("offer")
    async def _accept_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.bot.trade_flow.offer_autocomplete(interaction, "accept", current)

    @decline.autocomplete("offer")
    async def _decline_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.bot.trade_flow.offer_autocomplete(interaction, "decline", current)

    @counter.autocomplete("offer")
    async def _counter_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.bot.trade_flow.offer_autocomplete(interaction, "counter", current)

    @confirm.autocomplete("offer")
    async def _confirm_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.bot.trade_flow.offer_autocomplete(interaction, "confirm", current)

    @withdraw.autocomplete("offer")
    async def _withdraw_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.bot.trade_flow.offer_autocomplete(interaction, "withdraw", current)

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
