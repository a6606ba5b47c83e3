"""Edits of a clicked message, and the messages a click's move posts, go through the click's interaction,
which Discord's global rate limit exempts.

A bot token may send about 50 REST requests per second over all shards; interaction responses are not
counted. A click on a button of one of the game's messages (the turn message, a trade offer, a hand DM) is
acknowledged as a *deferred update* (nothing is shown; the answer to the clicker still comes privately),
and its token can then edit that message (``@original``) for the next 15 minutes. ``InteractionRoutes``
remembers, per message, the newest such interaction; the publisher's edits of the message use it while it
is fresh, so a move made by a click edits the turn message without spending the bot's rate limit, and so
does every other edit of the same message in the following minutes. An edit the route refuses (the token
expired early, the message is gone) falls back to an ordinary edit.

The messages a move made by such a click posts in the thread (the next turn's message, a trade offer, a
discard ping) are sent as the click's followups: the same message, posted through the interaction's
webhook, and its token edits them for the rest of its 15 minutes too. Only the clicker's own move does
this (``Click.for_move``), never a built-in player's move woken by it.

A slash command, or a choice in a private menu, is answered with a private "thinking" placeholder that its
first followup replaces (keeping it private, as Discord does); later followups are public or private as
they ask. So the move's private confirmation is sent first, just before its first public message
(``Click.ready``), and the move's new messages then go through the command too.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass

import discord

from service import MoveResult

log = logging.getLogger("catanbot.routes")

TOKEN_SECONDS = 15 * 60  # an interaction token edits its messages for 15 minutes
MARGIN_SECONDS = 60  # used until a minute before that: the clock of Discord and ours may differ a little
ROUTES_KEPT = 20_000  # messages remembered; the oldest are forgotten first (they expire within 15 min anyway)


class InteractionRoutes:
    """Per message, the newest interaction token that edits it. Only the token's webhook is kept, not the
    interaction: with people clicking every few seconds in hundreds of games, the routes of the last
    14 minutes are thousands, and each ``discord.Interaction`` holds its clicked message, components,
    member and payload (~30 objects the garbage collector tracks). Kept for 14 minutes, they outlived the
    young collections and lengthened every full collection, which stalls the event loop: at 100 games
    (bench/discord_layer.py --sweep 100 --think 5, load 8) the longest full collection took 155 ms with the
    interactions kept, 56 ms without (27,200 -> 20,600 tracked objects)."""

    def __init__(self, now: Callable[[], float], size: int = ROUTES_KEPT) -> None:
        self._now = now
        self.size = size
        # message id -> (the interaction's webhook, whether the message is its original rather than a
        # followup, usable until)
        self._routes: OrderedDict[int, tuple[discord.Webhook, bool, float]] = OrderedDict()
        self.used = 0  # edits sent through a route
        self.failed = 0  # edits a route refused (then sent as ordinary edits)

    def remember(self, message_id: int, interaction: discord.Interaction, *, original: bool = True) -> None:
        """``interaction``'s token edits ``message_id``: its original (a deferred update of the clicked message)
        or one of its followups."""
        self._routes.pop(message_id, None)
        until = self._now() + TOKEN_SECONDS - MARGIN_SECONDS
        self._routes[message_id] = (interaction.followup, original, until)
        while len(self._routes) > self.size:
            self._routes.popitem(last=False)

    def live(self, message_id: int) -> tuple[discord.Webhook, bool] | None:
        """The webhook of the interaction whose token may edit ``message_id`` now, and whether the message is
        its original (None: edit it with the bot token)."""
        route = self._routes.get(message_id)
        if route is None:
            return None
        if route[2] <= self._now():
            del self._routes[message_id]
            return None
        return route[0], route[1]


    def forget(self, message_id: int) -> None:
        self._routes.pop(message_id, None)


def routable(interaction: discord.Interaction) -> discord.Message | None:
    """The message a click or a form came from, when its edits may go through the interaction: a public
    message or a DM (an ephemeral message belongs to the interaction that made it, not to the game)."""
    if interaction.type not in (discord.InteractionType.component, discord.InteractionType.modal_submit):
        return None
    message = interaction.message
    if message is None or message.flags.ephemeral:
        return None
    return message


Answer = Callable[[MoveResult], Awaitable[None]]  # a move's private confirmation to its mover


@dataclass(eq=False)
class Click:
    """A click (or form) on a game's message, acknowledged as an update, or a command (or private menu's
    choice) answered privately: the move it makes may post through it. A command's ``answer`` (its private
    confirmation) must replace its placeholder before anything public goes through it."""

    interaction: discord.Interaction
    game_id: int
    answer: Answer | None = None
    result: MoveResult | None = None  # the move being published, once known (the answer tells of it)
    answered: bool = False
    refused: bool = False  # the answer could not be sent: nothing goes through the command

    def for_move(self, game_id: int, user_id: int | None) -> discord.Interaction | None:
        """The interaction, when the move being published is this click's (its game, made by its clicker)."""
        return self.interaction if game_id == self.game_id and user_id == self.interaction.user.id else None

    async def ready(self) -> bool:
        """Whether a public message may be posted through the interaction now: a command's placeholder is
        replaced by its answer first (else the public message would take the placeholder's place, private)."""
        if self.answer is None or self.answered:
            return True
        if self.refused or self.result is None:
            return False
        try:
            await self.answer(self.result)
        except Exception:
            log.warning("game %d: a command's answer could not be sent; its move posts with the bot token",
                        self.game_id, exc_info=True)  # fmt: skip
            self.refused = True
            return False
        self.answered = True
        return True


# The click being answered by the current task (each interaction runs in its own task; tasks it starts,
# such as built-in players' moves, inherit it, which ``Click.for_move`` tells apart by the mover).
CURRENT_CLICK: ContextVar[Click | None] = ContextVar("catanbot_click", default=None)


async def acknowledge(
    interaction: discord.Interaction, routes: InteractionRoutes | None, game_id: int | None = None
) -> None:
    """Acknowledge a request whose answer goes to the requester alone (a followup, ephemeral).

    A click or form on one of the game's messages is deferred as an update of that message, and remembered
    as the route of its edits (and, for ``game_id``'s move, of the messages it posts); anything else shows
    the private "thinking" placeholder the answer replaces."""
    message = routable(interaction) if routes is not None else None
    if message is None or routes is None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        return
    await interaction.response.defer()
    routes.remember(message.id, interaction)
    if game_id is not None:
        CURRENT_CLICK.set(Click(interaction, game_id))


def answered_privately(interaction: discord.Interaction, game_id: int, answer: Answer) -> Click | None:
    """A command or a private menu's choice (deferred as private "thinking") whose move is ``game_id``'s:
    the move's messages go through it once ``answer`` has replaced the placeholder (None: a click on a
    game's message, routed by ``acknowledge``, which answers with followups of its own)."""
    if routable(interaction) is not None:
        return None
    click = Click(interaction, game_id, answer)
    CURRENT_CLICK.set(click)
    return click


def click_for(game_id: int, user_id: int | None, result: MoveResult | None = None) -> discord.Interaction | None:
    """The current task's click, when the move being published (``result``) is its own."""
    click = CURRENT_CLICK.get()
    via = click.for_move(game_id, user_id) if click is not None else None
    if click is not None and via is not None and result is not None:
        click.result = result
    return via


async def ready(via: discord.Interaction) -> bool:
    """Whether ``via`` (the current task's click) may post a public message now (``Click.ready``)."""
    click = CURRENT_CLICK.get()
    if click is None or click.interaction is not via:
        return True
    return await click.ready()
