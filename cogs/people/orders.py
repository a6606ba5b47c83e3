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
from cogs.interactions.reader import reader_of
from db.users import DEFAULT_ORDERS_GAME
from engine.constants import CARD_NAMES
from service import GameService
from service.orders.runner import StandingOrdersRunner
from service.orders.standing_orders import OrdersError, StandingOrders, card_list
from service.rulesets import SERVICE, every_answer
from ui.cards import card_words, folded
from ui.i18n.catalogue import localize, localizer
from ui.i18n.languages import ENGLISH
from ui.i18n.text import Items, Lines, Text

GRACE_MINUTES = (0, 5, 15, 30, 60, 120, 240, 480, 720)
# The menus' choices; their labels are catalogue keys (orders-discard-<choice>, orders-night-<choice>)
DISCARDS = ("off", "keep_build", "priority")
NIGHT = ("off", "easy", "normal", "hard")
ORDER_OPS = ("priority", "default", "clear")  # the panel's buttons: orders-button-<op>


def _answers_label(game_options: Any | None) -> Text | None:
    """The 'answers' option's label, or None where the rule set has no decisions of its own to answer."""
    hooks = every_answer() if game_options is None else SERVICE.of_options(game_options)
    if not hooks.answers:
        return None
    return Text("orders-answers-label", covered=Items(hooks.answers_covered, style="unit"))


def order_lines(orders: StandingOrders) -> list[Text]:
    """The orders in force, in words (``StandingOrders.lines``, in the catalogue)."""
    return orders.lines()


def panel_text(game_id: int, orders: StandingOrders, tag: str = ENGLISH) -> str:
    title = Text("orders-title-default") if game_id == DEFAULT_ORDERS_GAME else Text("orders-title", game=str(game_id))
    lines = order_lines(orders) or [Text("orders-none")]
    shown = Lines([title, *(Text("orders-bullet", line=line) for line in lines), Text("orders-explained")])
    return localize(shown, tag)


def panel(game_id: int, orders: StandingOrders, game_options: Any | None, tag: str = ENGLISH) -> discord.ui.View:
    """The panel's menus and buttons, in the person's language ``tag``."""
    words = localizer(tag)
    view = RoutedView()
    flags: list[tuple[str, Text, bool]] = [("roll", Text("orders-flag-roll"), orders.auto_roll),
                                           ("decline", Text("orders-flag-decline"), orders.decline_trades)]  # fmt: skip
    answers = _answers_label(game_options)
    if answers is not None:
        flags.append(("answers", answers, orders.ck_answers))
    options = [discord.SelectOption(label=words.format(label)[:100], value=value, default=on) for value, label, on in flags]
    placeholder = words.format(Text("orders-placeholder-flags"))
    view.add_item(OrderSelect(game_id, "flags", options, placeholder, max_values=len(options)))
    discard = orders.discard or "off"
    view.add_item(OrderSelect(game_id, "discard", [
        discord.SelectOption(label=words.format(Text(f"orders-discard-{value}")), value=value, default=value == discard)
        for value in DISCARDS
    ], words.format(Text("orders-placeholder-discard"))))  # fmt: skip
    view.add_item(OrderSelect(game_id, "grace", [
        discord.SelectOption(label=words.format(Text("orders-grace", minutes=m) if m else Text("orders-grace-none")),
                             value=str(m), default=m == orders.grace_minutes) for m in GRACE_MINUTES
    ], words.format(Text("orders-placeholder-grace"))))  # fmt: skip
    night = orders.night_bot or "off"
    view.add_item(OrderSelect(game_id, "night", [
        discord.SelectOption(label=words.format(Text(f"orders-night-{value}")), value=value, default=value == night)
        for value in NIGHT
    ], words.format(Text("orders-placeholder-night"))))  # fmt: skip
    view.add_item(OrderButton(game_id, "priority", tag))
    if game_id != DEFAULT_ORDERS_GAME:
        view.add_item(OrderButton(game_id, "default", tag))
        view.add_item(OrderButton(game_id, "clear", tag))
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
    raise UserError(Text("orders-not-on-menu"))


def parse_priority(text: str) -> tuple[str, ...]:
    """'wool, brick ore' -> ('wool', 'brick', 'ore'), the cards named in any language ('Wolle, Lehm');
    OrdersError names what is accepted."""
    names = card_words()
    words = tuple(w if w in CARD_NAMES else names.get(folded(w), w) for w in re.split(r"[\s,;]+", text.strip().lower()) if w)
    if not words:
        raise OrdersError(Text("orders-name-cards", cards=card_list(CARD_NAMES[:5])))
    StandingOrders(priority=words)  # validates
    return words


class OrdersButton(Component[discord.ui.Button], template=rf"catan:orders:(?P<game>{ID})"):
    """Opens the standing orders of a game (the hand DM), or the person's default (game 0, /catan me games)."""

    def __init__(self, game_id: int, tag: str = ENGLISH) -> None:
        key = "orders-button-default-orders" if game_id == DEFAULT_ORDERS_GAME else "orders-button-orders"
        super().__init__(discord.ui.Button(label=localize(Text(key), tag), style=discord.ButtonStyle.secondary,
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
            placeholder=placeholder or "…",
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
    def __init__(self, game_id: int, op: str, tag: str = ENGLISH) -> None:
        label = localize(Text(f"orders-button-{op}"), tag)
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
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

    def __init__(self, game_id: int, priority: tuple[str, ...] = (), tag: str = ENGLISH) -> None:
        super().__init__(title=localize(Text("orders-priority-title"), tag)[:45], custom_id=f"catan:ordp:{game_id}")
        self.game_id = game_id
        label = localize(Text("orders-priority-label"), tag)[:45]
        self.cards: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=label, default=localize(card_list(priority), tag) if priority else "", max_length=100, custom_id="cards"
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
        tag = await reader_of(interaction)
        await interaction.response.send_message(
            panel_text(game_id, orders, tag), view=panel(game_id, orders, options, tag), ephemeral=True
        )

    async def store(
        self, interaction: discord.Interaction, game_id: int, orders: StandingOrders, *, edit: bool = True
    ) -> None:
        options = await self.game_options(interaction.user.id, game_id)
        await self.runner.set_orders(interaction.user.id, orders, None if game_id == DEFAULT_ORDERS_GAME else game_id)
        tag = await reader_of(interaction)
        text, view = panel_text(game_id, orders, tag), panel(game_id, orders, options, tag)
        if edit:
            await interaction.response.edit_message(content=text, view=view)
        else:
            await interaction.response.send_message(text, view=view, ephemeral=True)

    async def priority_sent(self, interaction: discord.Interaction, form: PriorityForm) -> None:
        """The discard-priority form: the priority stored, discarding by it switched on."""
        try:
            priority = parse_priority(form.values.get("cards", ""))
        except OrdersError as exc:
            raise UserError(exc.text) from None
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
        tag = await reader_of(interaction)
        if item.op == "priority":
            await PriorityForm(game_id, orders.priority, tag).show(interaction)
        elif item.op == "default":
            await self.runner.set_orders(user_id, orders, None)
            await interaction.response.edit_message(
                content=panel_text(game_id, orders, tag) + "\n" + localize(Text("orders-made-default"), tag),
            )
        else:
            await self.runner.clear_orders(user_id, game_id)
            orders = await self.orders(user_id, game_id)
            await interaction.response.edit_message(
                content=panel_text(game_id, orders, tag) + "\n" + localize(Text("orders-default-applies"), tag),
                view=panel(game_id, orders, options, tag),
            )


ORDER_ITEMS = (OrdersButton, OrderSelect, OrderButton)
