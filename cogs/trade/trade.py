"""Trading: the Trade… form, /catan trade commands (offer ids autocomplete with the open offers), offers
in the thread with accept / decline / counter buttons, and bank or harbor trades."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

import engine
from cogs.app.translator import command_text
from cogs.app.wiring import Moves
from cogs.interactions import inputs
from cogs.interactions.common import CatanCog, UserError, resolve_game, resource_autocomplete, seat_choices, seat_of
from cogs.interactions.dispatch import OpHandler
from cogs.interactions.escape import safe
from cogs.interactions.reader import reader_of
from cogs.play.components import TradeButton
from cogs.publishing.publish_base import PublisherBase
from cogs.trade.card_forms import OFFER_TITLE, YOU_GET, YOU_GIVE, CounterForm, OfferForm, game_cards
from engine.constants import RESOURCES
from service import GameInfo, GameService
from ui.i18n.catalogue import localizer
from ui.i18n.text import Items, Text, Verbatim
from ui.i18n.words import counts_text
from ui.offers import EVERYONE, cannot_propose_text, offer_choices, offer_targets

log = logging.getLogger("catanbot.trade")



def held_cards(view: dict[str, Any]) -> Text | Items:
    """The seat's hand for the Trade… form's hint, commodities included where the rule set has them."""
    return counts_text(list(view["you"]["hand"].values()))

class TradeFlow:
    def __init__(self, service: GameService, publisher: PublisherBase, moves: Moves) -> None:
        self.service = service
        self.publisher = publisher
        self.moves = moves

    async def clicked(self, interaction: discord.Interaction, item: TradeButton) -> None:
        """An offer message's button: accept, decline, withdraw, confirm, or the counter-offer form."""
        if item.op == "counter":
            await self.counter_modal(interaction, item.game_id, item.offer_id)
            return
        action = (item.op, item.offer_id) if item.op != "confirm" else ("confirm", item.offer_id, item.seat)
        await self.moves.act(interaction, item.game_id, action)

    async def counter_modal(self, interaction: discord.Interaction, game_id: int, offer_id: int) -> None:
        await CounterForm(game_id, offer_id, await reader_of(interaction)).show(interaction)

    async def counter_sent(self, interaction: discord.Interaction, form: CounterForm) -> None:
        """The Counter… form (``cogs.trade.card_forms``; after a restart too): the counter-offer played as a move."""
        game = await self.moves.seated_game(interaction, form.game_id)
        await self.moves.act(interaction, game.id, form.action(game))

    def turn_ops(self) -> dict[str, OpHandler]:
        async def offer(interaction: discord.Interaction, game_id: int, _op: str) -> None:
            await self.offer_form(interaction, game_id)

        return {"trade": offer}

    async def offer_form(self, interaction: discord.Interaction, game_id: int) -> None:
        """The turn message's Trade… button: the offer form, or why the clicker can't offer now."""
        game = await self.service.get_game(game_id)
        seat = seat_of(game, interaction.user.id)
        view = await self.service.view(game_id, interaction.user.id)
        if not view["you"]["can_propose_trade"]:
            raise UserError(cannot_propose_text(view, await self.publisher.names(game)))
        names = await self.publisher.image_names(game)  # select labels are plain text
        active = view["active"]
        targets: list[tuple[str | Text, int]] = []
        if seat == active:
            targets = [(Text("forms-everyone") if s == EVERYONE else names[s], s) for s in offer_targets(view)]
            title = OFFER_TITLE
        else:
            title = Text("forms-offer-title-to", name=Verbatim(names[active]))
        hand = held_cards(view)
        await OfferForm(game_id, title, hand, targets, await reader_of(interaction)).show(interaction)

    async def offer_sent(self, interaction: discord.Interaction, form: OfferForm) -> None:
        """The Trade… form (``cogs.trade.card_forms``; after a restart too): the offer played as a move."""
        game = await self.moves.seated_game(interaction, form.game_id)
        await self.moves.act(interaction, game.id, form.action(game))

    async def offer_autocomplete(
        self, interaction: discord.Interaction, command: str, current: str
    ) -> list[app_commands.Choice[int]]:
        reader = await reader_of(interaction)
        return await seat_choices(
            self.service, self.publisher.image_names, interaction,
            lambda view, names: offer_choices(view, command, current, names, reader),
        )  # fmt: skip


class TradeCog(CatanCog):
    """/catan trade offer|bank|accept|decline|counter|confirm|withdraw"""

    def __init__(self, tree: app_commands.CommandTree[Any], moves: Moves, trade: TradeFlow) -> None:
        super().__init__(tree)
        self.moves = moves
        self.flow = trade

    trade = app_commands.Group(name="trade", description=command_text("Trade with other players or the bank", "cmd-trade-with-other-players-or-the-bank"), guild_only=True)

    @trade.command(name="offer", description=command_text("Offer cards to other players", "cmd-offer-cards-to-other-players"))
    @app_commands.describe(give=command_text("what you give, e.g. `2 wool 1 grain`", "cmd-what-you-give-e-g-2-wool-1-grain"), get=command_text("what you want, e.g. `1 ore`", "cmd-what-you-want-e-g-1-ore"),
                           to=command_text("only to this player (default: everyone)", "cmd-only-to-this-player-default-everyone"))  # fmt: skip
    async def offer(
        self, interaction: discord.Interaction, give: str, get: str, to: discord.User | None = None
    ) -> None:
        game = await self.moves.seated_game(interaction, None)
        target = EVERYONE
        if to is not None:
            target_seat = game.seat_of(to.id)
            if target_seat is None:
                raise UserError(Text("trade-not-playing", name=Verbatim(safe(to.display_name))))
            target = target_seat
        offer = ("offer", game_cards(give, YOU_GIVE, game), game_cards(get, YOU_GET, game), target)
        await self.moves.act(interaction, game.id, offer)

    @trade.command(name="bank", description=command_text("Trade with the bank or a harbor", "cmd-trade-with-the-bank-or-a-harbor"))
    @app_commands.describe(give=command_text("you hand in", "cmd-you-hand-in"), get=command_text("you receive", "cmd-you-receive"), times=command_text("how many times", "cmd-how-many-times"))
    @app_commands.autocomplete(get=resource_autocomplete)
    async def bank(
        self, interaction: discord.Interaction, give: str, get: str, times: app_commands.Range[int, 1, 9] = 1
    ) -> None:
        action = ("bank_trade", inputs.resource(give), inputs.resource(get))
        for _ in range(times):  # the first refusal ends it (the error path answers it)
            await self.moves.act(interaction, None, action)

    @trade.command(name="accept", description=command_text("Accept an open trade offer", "cmd-accept-an-open-trade-offer"))
    @app_commands.describe(offer=command_text("an open offer", "cmd-an-open-offer"))
    async def accept(self, interaction: discord.Interaction, offer: int) -> None:
        await self.moves.act(interaction, None, ("accept", offer))

    @trade.command(name="decline", description=command_text("Decline an open trade offer", "cmd-decline-an-open-trade-offer"))
    @app_commands.describe(offer=command_text("an open offer", "cmd-an-open-offer"))
    async def decline(self, interaction: discord.Interaction, offer: int) -> None:
        await self.moves.act(interaction, None, ("decline", offer))

    @trade.command(name="counter", description=command_text("Counter a trade offer", "cmd-counter-a-trade-offer"))
    @app_commands.describe(offer=command_text("an offer made to you", "cmd-an-offer-made-to-you"), give=command_text("what you give", "cmd-what-you-give"), get=command_text("what you want", "cmd-what-you-want"))
    async def counter(self, interaction: discord.Interaction, offer: int, give: str, get: str) -> None:
        game = await self.moves.seated_game(interaction, None)
        counter = ("counter", offer, game_cards(give, YOU_GIVE, game), game_cards(get, YOU_GET, game))
        await self.moves.act(interaction, game.id, counter)

    @trade.command(name="confirm", description=command_text("Conclude your offer with one who accepted", "cmd-conclude-your-offer-with-one-who-accepted"))
    @app_commands.describe(offer=command_text("your accepted offer", "cmd-your-accepted-offer"), player=command_text("with whom", "cmd-with-whom"))
    async def confirm(self, interaction: discord.Interaction, offer: int, player: discord.User | None = None) -> None:
        game = await self.moves.seated_game(interaction, None)
        await self.moves.act(interaction, game.id, await self._confirmation(interaction, game, offer, player))

    async def _confirmation(
        self, interaction: discord.Interaction, game: GameInfo, offer: int, player: discord.User | None
    ) -> engine.Action:
        if player is not None:
            seat = game.seat_of(player.id)
            if seat is None:
                raise UserError(Text("trade-not-playing", name=Verbatim(safe(player.display_name))))
            return ("confirm", offer, seat)
        view = await self.flow.service.view(game.id, interaction.user.id)
        partners = [a[2] for a in view["you"]["legal_actions"] if a[0] == "confirm" and a[1] == offer]
        if len(partners) != 1:
            raise UserError(Text("trade-none-accepted" if not partners else "trade-several-accepted", offer=str(offer)))
        return ("confirm", offer, partners[0])

    @trade.command(name="withdraw", description=command_text("Withdraw your trade offer", "cmd-withdraw-your-trade-offer"))
    @app_commands.describe(offer=command_text("your open offer", "cmd-your-open-offer"))
    async def withdraw(self, interaction: discord.Interaction, offer: int) -> None:
        await self.moves.act(interaction, None, ("withdraw", offer))

    @accept.autocomplete("offer")
    async def _accept_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.flow.offer_autocomplete(interaction, "accept", current)

    @decline.autocomplete("offer")
    async def _decline_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.flow.offer_autocomplete(interaction, "decline", current)

    @counter.autocomplete("offer")
    async def _counter_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.flow.offer_autocomplete(interaction, "counter", current)

    @confirm.autocomplete("offer")
    async def _confirm_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.flow.offer_autocomplete(interaction, "confirm", current)

    @withdraw.autocomplete("offer")
    async def _withdraw_offers(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await self.flow.offer_autocomplete(interaction, "withdraw", current)

    @bank.autocomplete("give")
    async def _give(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            game = await resolve_game(self.flow.service, interaction)
            view = await self.flow.service.view(game.id, interaction.user.id)
            rates = view["you"]["bank_rates"]
            words = localizer(await reader_of(interaction))
            return [app_commands.Choice(name=words.format(Text("trade-bank-give-choice", resource=Text(f"resource-{r}"),
                                                               rate=rates[r], held=view["you"]["hand"][r])), value=r)
                    for r in RESOURCES if current.lower() in r]  # fmt: skip
        except Exception:
            return await resource_autocomplete(interaction, current)
