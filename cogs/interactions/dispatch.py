"""Components (buttons, select menus): the one base class, and the handlers: which flow answers a component.

A component of ours carries everything it needs in its custom id (a ``DynamicItem``), so that the
buttons of messages posted before a restart still work; discord.py builds it from the custom id when
it is clicked, from the interaction alone. So a component cannot be handed its flow: it finds it in
the bot's ``Handlers``, which the bot fills when it wires its flows (``cogs.app.client``). That is the one
lookup through the bot object in the Discord layer; flows are given their collaborators.

The one error path of interactions: a slash command's errors go to the command tree's handler
(``CatanTree.on_error``), a component's to ``Component.callback``, a form's to ``AnsweredModal``;
all answer through ``report_error``. Flows raise; they do not answer errors themselves.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Generic, Self, TypeVar

import discord

from cogs.interactions.common import report_error
from cogs.interactions.release import release, release_view, unlinked

Item = TypeVar("Item", bound="Component[Any]")
BaseItem = TypeVar("BaseItem", bound="discord.ui.Item[Any]")
Handler = Callable[[discord.Interaction, Any], Awaitable[None]]
# A turn-message button's op -> (interaction, game id, op): the flow answering it
OpHandler = Callable[[discord.Interaction, int, str], Awaitable[None]]


class Handlers:
    """Which flow answers each kind of component; the bot holds one (``bot.handlers``)."""

    def __init__(self) -> None:
        self._handlers: dict[type, Handler] = {}

    def add(self, kind: type[Item], handler: Callable[[discord.Interaction, Item], Awaitable[None]]) -> None:
        if kind in self._handlers:
            raise ValueError(f"{kind.__name__} is routed already")
        self._handlers[kind] = handler

    def handler(self, kind: type[Component[Any]]) -> Handler:
        try:
            return self._handlers[kind]
        except KeyError:
            raise LookupError(f"no flow answers {kind.__name__} on this bot") from None

    def kinds(self) -> tuple[type, ...]:
        return tuple(self._handlers)


class Component(discord.ui.DynamicItem[BaseItem], Generic[BaseItem], template=r"(?!)"):
    """The base class of every component: a click goes to the flow routed for its class (``Handlers``),
    and whatever the flow lets out is answered like a command's error (discord.py would only log an
    exception of a DynamicItem's callback and leave the click unanswered). Subclasses set their own
    ``template`` (this one matches nothing) and never override ``callback``."""

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            handlers = getattr(interaction.client, "handlers", None)
            if not isinstance(handlers, Handlers):
                raise LookupError("no flows answer components on this client")
            await handlers.handler(type(self))(interaction, self)
        except Exception as exc:
            await report_error(interaction, exc)
        finally:
            release_view(self.view)
            release(interaction)


class RoutedView(discord.ui.View):
    """Components whose clicks are routed by their DynamicItem custom_id templates.

    discord.py would otherwise keep every sent view in memory for as long as the bot runs (one per turn
    message, offer and menu: a leak over days of play, and a heap every garbage collection must walk).
    Registered DynamicItems handle the clicks, so the view object is not needed after sending, nor do its
    items refer back to it: the two would be a cycle, garbage that only a collection frees once dropped
    (``cogs.interactions.release``).
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def add_item(self, item: discord.ui.Item[Any]) -> Self:
        super().add_item(item)
        unlinked(item)
        return self

    def is_dispatchable(self) -> bool:
        return False


class TurnOps:
    """The turn message's buttons (``TurnButton``): op -> the flow answering it, the base game's and the
    rule sets' own (``cogs.rulesets``)."""

    def __init__(self) -> None:
        self._ops: dict[str, OpHandler] = {}

    def add(self, ops: dict[str, OpHandler]) -> None:
        taken = set(ops) & set(self._ops)
        if taken:
            raise ValueError(f"turn ops answered twice: {sorted(taken)}")
        self._ops.update(ops)

    async def clicked(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        handler = self._ops.get(op)
        if handler is not None:
            await handler(interaction, game_id, op)
