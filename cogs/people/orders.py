"""Standing orders, set from the hand DM or `/catan me games` (issue #20 item 4): an ephemeral panel of menus.

The hand DM of every game carries **📜 Standing orders…** (that game's orders); `/catan me games` carries the
same button for the person's default (game 0: every game without orders of its own). Each menu stores its
change at once (``StandingOrdersRunner.set_orders``, which lets the orders act on decisions already due)
and redraws the panel. No slash command: /catan has no free entry, and orders belong next to the hand.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import discord

from cogs.interactions.common import UserError, seat_of
from cogs.interactions.dispatch import Component, RoutedView
from cogs.interactions.forms import RoutedForm
from cogs.interactions.inputs import ID
from db.users import DEFAULT_ORDERS_GAME
from engine.constants import CARD_NAMES
from service import GameService
from service.orders.runner import StandingOrdersRunner
from service.orders.standing_orders import OrdersError, StandingOrders
from service.rulesets import SERVICE, every_answer

GRACE_MINUTES = (0, 5, 15, 30, 60, 120, 240, 480, 720)
DISCARDS = {"off": "✋ On a 7: I discard myself", "keep_build": "✋ On a 7: keep what a city or settlement needs",
            "priority": "✋ On a 7: discard in my priority order"}  # fmt: skip
NIGHT = {"off": "🌙 In my quiet hours: the game waits for me", "easy": "🌙 In my quiet hours: an easy built-in player",
         "normal": "🌙 In my quiet hours: a normal built-in player",
         "hard": "🌙 In my quiet hours: a hard built-in player"}  # fmt: skip


ORDER_OPS = {"priority": "✏️ Discard priority…", "default": "⭐ Make these my default", "clear": "↩️ Use my default here"}


def _answers_label(game_options: Any | None) -> str | None:
    """The 'answers' option's label, or None where the rule set has no decisions of its own to answer."""
    hooks = every_answer() if game_options is None else SERVICE.of_options(game_options)
    if not hooks.answers:
        return None
    return ("🏰 Answer for me: " + ", ".join(hooks.answers_covered))[:100]


def panel_text(game_id: int, orders: StandingOrders) -> str:
    title = (
        "**Your default standing orders** (for every game without its own)"
        if game_id == DEFAULT_ORDERS_GAME
        else f"**Your standing orders in Catan game #{game_id}**"
    )
    lines = orders.lines() or ["none: the game waits for you as usual"]
    return "\n".join([
        title, *(f"• {line}" for line in lines),
        "An order answers for you when its decision is due (after your grace period, if you have not answered "
        "first), from your own cards; the table sees the answer as if you had made it.",
    ])  # fmt: skip


def panel(game_id: int, orders: StandingOrders, game_options: Any | None) -> discord.ui.View:
    view = RoutedView()
    flags = [("roll", "🎲 Roll at the start of my turn", orders.auto_roll),
             ("decline", "🙅 Decline trade offers made to me", orders.decline_trades)]  # fmt: skip
    answers = _answers_label(game_options)
    if answers is not None:
        flags.append(("answers", answers, orders.ck_answers))
    options = [discord.SelectOption(label=label, value=value, default=on) for value, label, on in flags]
    view.add_item(OrderSelect(game_id, "flags", options, "What to do for me", max_values=len(options)))
    discard = orders.discard or "off"
    view.add_item(OrderSelect(game_id, "discard", [
        discord.SelectOption(label=label, value=value, default=value == discard) for value, label in DISCARDS.items()
    ], "On a 7"))  # fmt: skip
    view.add_item(OrderSelect(game_id, "grace", [
        discord.SelectOption(label=f"⏱️ Answer {m} min after the decision is due" if m else "⏱️ Answer as soon as it is due",
                             value=str(m), default=m == orders.grace_minutes) for m in GRACE_MINUTES
    ], "Grace period"))  # fmt: skip
    night = orders.night_bot or "off"
    view.add_item(OrderSelect(game_id, "night", [
        discord.SelectOption(label=label, value=value, default=value == night) for value, label in NIGHT.items()
    ], "In my quiet hours"))  # fmt: skip
    view.add_item(OrderButton(game_id, "priority"))
    if game_id != DEFAULT_ORDERS_GAME:
        view.add_item(OrderButton(game_id, "default"))
        view.add_item(OrderButton(game_id, "clear"))
    return view


def changed(orders: StandingOrders, field: str, values: list[str]) -> StandingOrders:
    """The orders with one menu's choice applied (values checked: they come from a client)."""
    if field == "flags":
        return replace(orders, auto_roll="roll" in values, decline_trades="decline" in values,
                       ck_answers="answers" in values)  # fmt: skip
    value = values[0] if values else ""
    if field == "discard" and value in DISCARDS:
        return replace(orders, discard=None if value == "off" else value)
    if field == "grace" and value.isdigit() and int(value) in GRACE_MINUTES:
        return replace(orders, grace_minutes=int(value))
    if field == "night" and value in NIGHT:
        return replace(orders, night_bot=None if value == "off" else value)
    raise UserError("That choice is not on the menu; open the standing orders again.")


def parse_priority(text: str) -> tuple[str, ...]:
    """'wool, brick ore' -> ('wool', 'brick', 'ore'); OrdersError names what is accepted."""
    words = tuple(w for w in re.split(r"[\s,;]+", text.strip().lower()) if w)
    if not words:
        raise OrdersError(f"Name the cards to part with first, e.g. {', '.join(CARD_NAMES[:5])}.")
    StandingOrders(priority=words)  # validates
    return words


class OrdersButton(Component[discord.ui.Button], template=rf"catan:orders:(?P<game>{ID})"):
    """Opens the standing orders of a game (the hand DM), or the person's default (game 0, /catan me games)."""

    def __init__(self, game_id: int) -> None:
        label = "📜 Default standing orders…" if game_id == DEFAULT_ORDERS_GAME else "📜 Standing orders…"
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"catan:orders:{game_id}"))  # fmt: skip
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OrdersButton:
        return cls(int(match["game"]))


class OrderSelect(
    Component[discord.ui.Select], template=rf"catan:ord:(?P<game>{ID}):(?P<field>flags|discard|grace|night)"
):
    def __init__(
        self,
        game_id: int,
        field: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
        max_values: int = 1,
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"catan:ord:{game_id}:{field}",
            options=options or [discord.SelectOption(label="…", value="off")],
            placeholder=placeholder or "Choose…",
            min_values=0 if field == "flags" else 1,
            max_values=max_values,
        )
        super().__init__(select)
        self.game_id, self.field = game_id, field

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OrderSelect:
        return cls(int(match["game"]), match["field"])


class OrderButton(
    Component[discord.ui.Button], template=rf"catan:ordb:(?P<game>{ID}):(?P<op>priority|default|clear)"
):
    def __init__(self, game_id: int, op: str) -> None:
        super().__init__(discord.ui.Button(label=ORDER_OPS[op], style=discord.ButtonStyle.secondary,
                                           custom_id=f"catan:ordb:{game_id}:{op}"))  # fmt: skip
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> OrderButton:
        return cls(int(match["game"]), match["op"])


class PriorityForm(RoutedForm, template=rf"catan:ordp:(?P<game>{ID})"):
    """The discard priority, typed. It answers after a restart too (``cogs.interactions.forms``): its flow changes the
    orders as they are when it is sent, not as they were when it was opened."""

    def __init__(self, game_id: int, priority: tuple[str, ...] = ()) -> None:
        super().__init__(title="Discard priority", custom_id=f"catan:ordp:{game_id}")
        self.game_id = game_id
        self.cards: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label="Cards to part with first, in order", default=", ".join(priority), max_length=100, custom_id="cards"
        )
        self.add_item(self.cards)

    @classmethod
    def from_custom_id(cls, match: re.Match[str]) -> PriorityForm:
        return cls(int(match["game"]))


class OrdersFlow:
    """The standing-order panel: shown, changed menu by menu, made the default. Given the game service and
    the standing orders' runner (``service.orders.runner``: it stores them and lets them act at once)."""

    def __init__(self, service: GameService, runner: StandingOrdersRunner) -> None:
        self.service, self.runner = service, runner

    async def orders(self, user_id: int, game_id: int) -> StandingOrders:
        if game_id == DEFAULT_ORDERS_GAME:
            return await self.runner.users.orders(user_id, DEFAULT_ORDERS_GAME)
        return await self.runner.orders_of(user_id, game_id)

    async def game_options(self, user_id: int, game_id: int) -> Any | None:
        """The game's options (None for the default panel); refuses someone who does not play in the game."""
        if game_id == DEFAULT_ORDERS_GAME:
            return None
        game = await self.service.get_game(game_id)
        seat_of(game, user_id)
        return game.options

    async def show(self, interaction: discord.Interaction, item: OrdersButton) -> None:
        """**📜 Standing orders…**: the panel of the button's game (game 0: the person's default)."""
        game_id = item.game_id
        options = await self.game_options(interaction.user.id, game_id)
        orders = await self.orders(interaction.user.id, game_id)
        await interaction.response.send_message(
            panel_text(game_id, orders), view=panel(game_id, orders, options), ephemeral=True
        )

    async def store(
        self, interaction: discord.Interaction, game_id: int, orders: StandingOrders, *, edit: bool = True
    ) -> None:
        options = await self.game_options(interaction.user.id, game_id)
        await self.runner.set_orders(interaction.user.id, orders, None if game_id == DEFAULT_ORDERS_GAME else game_id)
        if edit:
            await interaction.response.edit_message(content=panel_text(game_id, orders), view=panel(game_id, orders, options))
        else:
            await interaction.response.send_message(
                panel_text(game_id, orders), view=panel(game_id, orders, options), ephemeral=True
            )

    async def priority_sent(self, interaction: discord.Interaction, form: PriorityForm) -> None:
        """The discard-priority form: the priority stored, discarding by it switched on."""
        try:
            priority = parse_priority(form.values.get("cards", ""))
        except OrdersError as exc:
            raise UserError(str(exc)) from None
        orders = await self.orders(interaction.user.id, form.game_id)
        await self.store(interaction, form.game_id, replace(orders, priority=priority, discard="priority"), edit=False)

    async def chosen(self, interaction: discord.Interaction, item: OrderSelect) -> None:
        """One of the panel's menus: its choice stored at once, the panel redrawn."""
        values = [str(v)[:20] for v in (interaction.data or {}).get("values", [])][:8]  # type: ignore[union-attr]
        await self.game_options(interaction.user.id, item.game_id)  # someone not playing there: refused first
        orders = await self.orders(interaction.user.id, item.game_id)
        await self.store(interaction, item.game_id, changed(orders, item.field, values))

    async def clicked(self, interaction: discord.Interaction, item: OrderButton) -> None:
        """Discard priority… (a form), make these my default, use my default here. Someone not playing in
        the game is refused at the click, before any form opens (issue #29 item 17: a client may send any
        custom id)."""
        game_id, user_id = item.game_id, interaction.user.id
        options = await self.game_options(user_id, game_id)
        orders = await self.orders(user_id, game_id)
        if item.op == "priority":
            await PriorityForm(game_id, orders.priority).show(interaction)
        elif item.op == "default":
            await self.runner.set_orders(user_id, orders, None)
            await interaction.response.edit_message(
                content=panel_text(game_id, orders) + "\n⭐ These are now your default for every game.",
            )
        else:
            await self.runner.clear_orders(user_id, game_id)
            orders = await self.orders(user_id, game_id)
            await interaction.response.edit_message(
                content=panel_text(game_id, orders) + "\n↩️ Your default orders apply in this game.",
                view=panel(game_id, orders, options),
            )


ORDER_ITEMS = (OrdersButton, OrderSelect, OrderButton)
